import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_RUPEES } from '../money.ts';
import { keysetPageQuerySchema } from '../pagination.ts';
import { consultationSchema, consultationTopicSchema, rupeeAmountSchema } from './consultations.ts';
import { optionalText } from './text.ts';
import { verificationSchema } from '../verification.ts';

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** POST /api/consultations/{id}/offer: an amount within the request's range, and a message. */
export const createOfferSchema = z.object({
  offerAmount: z.coerce
    .number('Please enter an offer amount')
    .positive('Please enter an offer amount')
    .multipleOf(0.01, 'Offer amount can have at most two decimals')
    .max(MAX_AMOUNT_RUPEES, AMOUNT_TOO_LARGE),
  message: optionalText('Message', 1000),
});
export type CreateOfferInput = z.input<typeof createOfferSchema>;

/** GET /api/professional/offers: the professional's own offers, newest first, optionally by status. */
export const professionalOfferListQuerySchema = keysetPageQuerySchema.extend({
  status: z.enum(OFFER_STATUSES, 'Not an offer status').optional(),
});
export type ProfessionalOfferListQuery = z.output<typeof professionalOfferListQuerySchema>;

/** The professional behind an offer, as the user compares offers (rating from real reviews). */
export const offerProfessionalSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  specialization: z.enum(CATEGORIES).nullable(),
  experience: z.number().int().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Where they work and the languages they consult in, as they typed them in their profile. */
  city: z.string().nullable(),
  languages: z.string().nullable(),
  /** Average of reviews to one decimal, or null for 'New'. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /**
   * Shown as verified only when an admin confirmed the approval checklist (decision 216):
   * `verification.verified` of an approved professional, never just their approval.
   */
  isVerified: z.boolean(),
  /** What was verified and when, for the badge ('Licence checked · 12 Nov 2026'). */
  verification: verificationSchema,
  /**
   * The English path of their public profile page while it is shown (decision 215), else null;
   * the Hindi page is `/hi` before it.
   */
  publicProfilePath: z.string().nullable(),
});
export type OfferProfessional = z.infer<typeof offerProfessionalSchema>;

/** The request an offer answers, nested in a professional's own offers. */
export const offerConsultationSchema = consultationTopicSchema.extend({
  baseFeeAmount: rupeeAmountSchema,
  maxFeeAmount: rupeeAmountSchema,
});

export const offerSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid(),
  professionalId: z.uuid(),
  offerAmount: rupeeAmountSchema,
  message: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  isAccepted: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  professional: offerProfessionalSchema,
  consultation: offerConsultationSchema.optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** GET /api/consultations/with-offers: the owner's requests that have offers, each with them. */
export const consultationWithOffersSchema = consultationSchema.extend({
  offers: z.array(offerSchema),
});
export type ConsultationWithOffers = z.infer<typeof consultationWithOffersSchema>;

/** GET /api/professional/stats: the four tiles of the professional dashboard. */
export const professionalStatsSchema = z.object({
  activeCases: z.number().int(),
  pendingOffers: z.number().int(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Earnings released to the wallet this calendar month (IST), exact rupee text. */
  monthEarnings: rupeeAmountSchema,
});
export type ProfessionalStats = z.infer<typeof professionalStatsSchema>;
