import { eq } from 'drizzle-orm';
import { displayNameOf, type Offer } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { toPaise } from '../../db/money.ts';
import { users, type Consultation, type Notification } from '../../db/schema/index.ts';
import { sendQuietly } from '../auth/send-quietly.ts';
import { pushConsultationUpdate } from './consultation-pushes.ts';
import { offerReceivedMail } from './notification-mails.ts';
import { pushNotifications } from './notify.ts';

/**
 * After an offer committed: new_offer and a counter_offer_submitted update to the request's
 * owner, their bell entry, and an email (they are often away while offers come in).
 */
export async function announceOffer(
  ctx: AppContext,
  consultation: Consultation,
  offer: Offer,
  notices: readonly Notification[],
): Promise<void> {
  const professionalName = displayNameOf(offer.professional);
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
    },
  });
  await pushConsultationUpdate(ctx, consultation, 'counter_offer_submitted');
  await pushNotifications(ctx, notices);
  const [owner] = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, consultation.userId));
  if (owner) {
    await sendQuietly(
      ctx,
      ctx.log,
      offerReceivedMail(ctx, owner, consultation, {
        professionalName,
        amountPaise: toPaise(offer.offerAmount),
        message: offer.message,
      }),
    );
  }
}
