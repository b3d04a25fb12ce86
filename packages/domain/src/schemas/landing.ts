import { z } from 'zod';
import { CATEGORIES, URGENCY_LEVELS } from '../enums.ts';

/**
 * GET /api/landing: the figures the public landing page shows, all read from live data. Each
 * block is empty (zero counts, no tiers, null, no reviews) on a platform that has none yet, and
 * the page says so instead of inventing numbers.
 */
export const landingFiguresSchema = z.object({
  /** Approved, not suspended professionals of each field, in the fields' display order. */
  professionals: z.array(z.object({ category: z.enum(CATEGORIES), count: z.number().int() })),
  /** The active urgency tiers' fee ranges in whole rupees, normal → urgent. */
  priceRanges: z.array(
    z.object({
      urgencyLevel: z.enum(URGENCY_LEVELS),
      displayName: z.string(),
      responseTime: z.string(),
      minAmount: z.number().int(),
      maxAmount: z.number().int(),
    }),
  ),
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
