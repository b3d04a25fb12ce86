import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { toPaise } from '../../db/money.ts';
import {
  users,
  type Consultation,
  type Notification,
  type Payment,
} from '../../db/schema/index.ts';
import { sendQuietly } from '../auth/send-quietly.ts';
import { presentLiveConsultation, pushConsultationUpdate } from './consultation-pushes.ts';
import { paymentCapturedMail } from './notification-mails.ts';
import { pushNotifications } from './notify.ts';

/**
 * After a capture assigned the case (and committed): offer_accepted to the chosen professional,
 * consultation_update to both sides, their bell entries, and the professional's email.
 */
export async function announceAssignment(
  ctx: AppContext,
  consultation: Consultation,
  payment: Payment,
  notices: readonly Notification[],
): Promise<void> {
  await ctx.live.toUser(payment.professionalId, {
    type: 'offer_accepted',
    data: {
      professionalId: payment.professionalId,
      consultation: presentLiveConsultation(consultation),
    },
  });
  await pushConsultationUpdate(ctx, consultation, 'consultation_assigned');
  await pushNotifications(ctx, notices);
  const [professional] = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, payment.professionalId));
  if (professional) {
    await sendQuietly(
      ctx,
      ctx.log,
      paymentCapturedMail(ctx, professional, consultation, toPaise(payment.amount)),
    );
  }
}
