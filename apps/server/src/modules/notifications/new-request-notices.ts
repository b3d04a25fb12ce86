import { and, eq, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { isWorkingProfessional } from '../../db/people.ts';
import {
  notifications,
  users,
  type Consultation,
  type Notification,
} from '../../db/schema/index.ts';
import { presentLiveConsultation } from './consultation-pushes.ts';
import { newRequestNotice, newRequestToast } from './notices.ts';
import { notify, pushNotifications } from './notify.ts';

/**
 * Bell entries for a new request, written with it: one per approved, active professional of its
 * category who has no unread "new consultation" entry yet. Every request is pushed live to the
 * whole category, but the bell keeps one unread reminder per professional, not one per request:
 * a busy category would otherwise bury everything else on it.
 */
export async function notifyCategoryOfRequest(
  tx: Queryable,
  consultation: Consultation,
): Promise<Notification[]> {
  const unreadReminder = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, users.id),
        eq(notifications.type, 'new_consultation'),
        sql`${notifications.readAt} is null`,
      ),
    );
  const professionals = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isWorkingProfessional,
        eq(users.specialization, consultation.category),
        notExists(unreadReminder),
      ),
    );
  return notify(
    tx,
    professionals.map(({ id }) => newRequestNotice(consultation, id)),
  );
}

/** After commit: new_consultation to the category's listening professionals, then the bells. */
export async function announceRequest(
  ctx: AppContext,
  consultation: Consultation,
  notices: readonly Notification[],
): Promise<void> {
  await ctx.live.toCategory(consultation.category, {
    type: 'new_consultation',
    data: {
      category: consultation.category,
      consultation: presentLiveConsultation(consultation),
      toasts: { en: newRequestToast(consultation, 'en'), hi: newRequestToast(consultation, 'hi') },
    },
  });
  await pushNotifications(ctx, notices);
}
