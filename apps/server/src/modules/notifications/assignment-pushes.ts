import type { AppContext } from '../../context.ts';
import type { Consultation, Notification, Payment } from '../../db/schema/index.ts';
import { presentLiveConsultation, pushConsultationUpdate } from './consultation-pushes.ts';
import { offerAcceptedToast } from './notices.ts';
import { pushLanguagesOf, pushNotifications } from './notify.ts';

/**
 * After a capture assigned the case (and committed): offer_accepted to the chosen professional,
 * consultation_update to both sides and their bell entries. The professional's email was queued
 * with the capture.
 */
export async function announceAssignment(
  ctx: AppContext,
  consultation: Consultation,
  payment: Payment,
  notices: readonly Notification[],
): Promise<void> {
  const languages = await pushLanguagesOf(ctx, [payment.professionalId]);
  await ctx.live.toUser(payment.professionalId, {
    type: 'offer_accepted',
    data: {
      professionalId: payment.professionalId,
      consultation: presentLiveConsultation(consultation),
      toast: offerAcceptedToast(consultation, languages.get(payment.professionalId)),
    },
  });
  await pushConsultationUpdate(ctx, consultation, 'consultation_assigned');
  await pushNotifications(ctx, notices);
}
