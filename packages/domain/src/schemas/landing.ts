import { z } from 'zod';
import { CATEGORIES, URGENCY_LEVELS } from '../enums.ts';
import { supportFactsSchema } from '../support.ts';

/**
 * GET /api/landing: the figures the public landing page shows, all read from live data. Each
 * block is empty (zero counts, no tiers, null, no reviews) on a platform that has none yet, and
 * the page says so instead of inventing numbers.
 */
export const landingFiguresSchema = z.object({
  /** Verified (decision 216), approved, not suspended professionals of each field, in display order. */
  professionals: z.array(z.object({ category: z.enum(CATEGORIES), count: z.number().int() })),
  /**
   * The active urgency tiers, normal → urgent, each with the fee range a request of that urgency
   * gets, in whole rupees, quoted by the domain's pricing rule (quoteFeeRange): for normal the
   * span of the active specializations' ranges (basis 'specializations'), else the tier's own.
   */
  priceRanges: z.array(
    z.object({
      urgencyLevel: z.enum(URGENCY_LEVELS),
      displayName: z.string(),
      displayNameHi: z.string().nullable(),
      responseTime: z.string(),
      responseTimeHi: z.string().nullable(),
      minAmount: z.number().int(),
      maxAmount: z.number().int(),
      basis: z.enum(['tier', 'specializations']),
    }),
  ),
  /** How to reach support and when (the configuration's contact details, the domain's hours). */
  support: supportFactsSchema,
  /**
   * The median time from posting to the first counter offer, over requests posted in the last
   * FIRST_OFFER_WINDOW_DAYS days that received one; null when none did.
   */
  firstOffer: z
    .object({ medianMinutes: z.number().int(), consultations: z.number().int() })
    .nullable(),
  /** Recent reviews whose authors agreed to show them: first name and city only. */
  reviews: z.array(
    z.object({
      id: z.uuid(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      firstName: z.string(),
      city: z.string().nullable(),
      category: z.enum(CATEGORIES),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type LandingFigures = z.infer<typeof landingFiguresSchema>;
