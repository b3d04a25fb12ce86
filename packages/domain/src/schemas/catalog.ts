import { z } from 'zod';
import { CATEGORIES, URGENCY_LEVELS } from '../enums.ts';

/** GET /api/professions: the five professional fields with their active specialization names. */
export const professionSchema = z.object({
  id: z.uuid(),
  /** The category value requests carry, e.g. 'CA' or 'Career_Consultant'. */
  name: z.enum(CATEGORIES),
  displayName: z.string(),
  specializations: z.array(z.string()),
  isActive: z.boolean(),
});
export type Profession = z.infer<typeof professionSchema>;

/** GET /api/specializations: a profession's subcategory and its price range in whole rupees. */
export const specializationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Its Hindi name; null when no one has typed one (Hindi screens show the English). */
  nameHi: z.string().nullable(),
  professionId: z.uuid(),
  professionName: z.enum(CATEGORIES),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  isActive: z.boolean(),
});
export type Specialization = z.infer<typeof specializationSchema>;

/** GET /api/specializations?professionId=… or ?category=…: one profession's list, else all. */
export const specializationQuerySchema = z.object({
  professionId: z.uuid('Not a profession id').optional(),
  category: z.enum(CATEGORIES, 'Not a professional type').optional(),
});
export type SpecializationQuery = z.output<typeof specializationQuerySchema>;

/** GET /api/urgency-pricing: a response-time tier and its fee range in whole rupees. */
export const urgencyPricingSchema = z.object({
  id: z.uuid(),
  urgencyLevel: z.enum(URGENCY_LEVELS),
  displayName: z.string(),
  description: z.string(),
  responseTime: z.string(),
  /** The three texts in Hindi; null when not translated (Hindi screens show the English). */
  displayNameHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  responseTimeHi: z.string().nullable(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  isActive: z.boolean(),
});
export type UrgencyPricing = z.infer<typeof urgencyPricingSchema>;
