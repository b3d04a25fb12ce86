import { displayNameOf, rupeesToPaise, type Offer } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Consultation, Notification } from '../../db/schema/index.ts';
import { pushConsultationUpdate } from './consultation-pushes.ts';
import { newOfferToast } from './notices.ts';
import { pushLanguagesOf, pushNotifications } from './notify.ts';

/**
 * After an offer committed: new_offer and a counter_offer_submitted update to the request's
 * owner, and their bell entry. Their email was queued with the offer (offerMailOf).
 */
export async function announceOffer(
  ctx: AppContext,
  consultation: Consultation,
  offer: Offer,
  notices: readonly Notification[],
): Promise<void> {
  const professionalName = displayNameOf(offer.professional);
  const language = (await pushLanguagesOf(ctx, [consultation.userId])).get(consultation.userId);
  await ctx.live.toUser(consultation.userId, {
    type: 'new_offer',
    data: {
      offer: {
        id: offer.id,
        offerAmount: offer.offerAmount,
        professionalId: offer.professionalId,
        professionalName,
      },
      consultation: {
        id: consultation.id,
        userId: consultation.userId,
        title: consultation.title,
      },
      toast: newOfferToast(
        consultation,
        professionalName,
        rupeesToPaise(offer.offerAmount),
        language,
      ),
    },
  });
  await pushConsultationUpdate(ctx, consultation, 'counter_offer_submitted');
  await pushNotifications(ctx, notices);
}
