import { and, eq } from 'drizzle-orm';
import type { Consultation as ConsultationDto } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { consultations, users } from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import type { Actor } from '../../policies/actor.ts';
import { authorize } from '../../policies/consultation-policy.ts';
import { loadFactsOf } from '../consultations/consultation-facts.ts';
import { presentConsultation } from '../consultations/consultation-presenter.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { pushConsultationUpdate } from '../notifications/consultation-pushes.ts';
import { queueCaseResolvedMail } from '../notifications/notification-mails.ts';
import { caseResolvedNotice, reopenRequestedNotices } from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { caseResolvedReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';

/**
 * The assigned professional's Mark as Resolved: the case closes (closedAt starts the 24-hour
 * reopen window), the user is told on their bell and by email (queued with the change). The
 * consultation-completion job completes it once the window has passed without a reopen request.
 */
export async function closeConsultation(
  ctx: AppContext,
  viewer: Actor,
  consultationId: string,
  now: Date = new Date(),
): Promise<ConsultationDto> {
  return inUnitOfWork(ctx, async (tx, afterCommit) => {
    const current = await loadConsultation(tx, consultationId, { forUpdate: true });
    const next = authorize(viewer, 'resolve', current);
    const [closed] = await tx
      .update(consultations)
      .set({ status: next, closedAt: now })
      .where(eq(consultations.id, consultationId))
      .returning();
    // The status change to both participants, then the bell entry.
    afterCommit(() => pushConsultationUpdate(ctx, closed!, 'consultation_closed'));
    await notifyLive(ctx, tx, afterCommit, [caseResolvedNotice(closed!)]);
    await queueCaseResolvedMail(ctx, tx, closed!);
    await reachPeople(tx, ctx.config, [caseResolvedReach(closed!, now)]);
    const facts = await loadFactsOf(tx, viewer.id, consultationId, now);
    return presentConsultation(closed!, facts, viewer);
  });
}

/**
 * The owner asks to reopen a closed case within 24 hours of closedAt: it waits for an admin
 * (under_admin_review, reopenRequestedAt), and every admin is told. After the window: 409.
 */
export async function requestReopen(
  ctx: AppContext,
  viewer: Actor,
  consultationId: string,
  now: Date = new Date(),
): Promise<ConsultationDto> {
  return inUnitOfWork(ctx, async (tx, afterCommit) => {
    const current = await loadConsultation(tx, consultationId, { forUpdate: true });
    const next = authorize(viewer, 'reopen', current, {
      ...(await loadFactsOf(tx, viewer.id, consultationId, now)),
      now,
    });
    const [waiting] = await tx
      .update(consultations)
      .set({ status: next, reopenRequestedAt: now })
      .where(eq(consultations.id, consultationId))
      .returning();
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isSuspended, false)));
    // The status change to both participants, then the admins' bell entries.
    afterCommit(() => pushConsultationUpdate(ctx, waiting!, 'consultation_reopen_requested'));
    await notifyLive(
      ctx,
      tx,
      afterCommit,
      reopenRequestedNotices(
        waiting!,
        admins.map((admin) => admin.id),
      ),
    );
    const facts = await loadFactsOf(tx, viewer.id, consultationId, now);
    return presentConsultation(waiting!, facts, viewer);
  });
}
