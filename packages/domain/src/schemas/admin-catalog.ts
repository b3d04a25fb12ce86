import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';
import { MAX_AMOUNT_RUPEES } from '../money.ts';
import { urgencyPricingSchema, type Specialization } from './catalog.ts';

// The catalog as admins edit it (docs/product/rulings.md, R-02). Prices are whole rupees, as the
// catalog stores them; every change reaches GET /api/professions, /api/specializations and
// /api/urgency-pricing at once.

/** A catalog price is an amount a person pays, capped as every one (money.ts). */
const MAX_CATALOG_RUPEES = MAX_AMOUNT_RUPEES;

/** A whole-rupee price: a number or digits as text, at least ₹1. */
const wholeRupees = (label: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, `${label} must be a whole number`)])
    .transform(Number)
    .refine((value) => Number.isInteger(value), `${label} must be a whole number`)
    .refine((value) => value >= 1, `${label} must be at least ₹1`)
    .refine((value) => value <= MAX_CATALOG_RUPEES, `${label} is too large`);

/** The rule of a range's two fields: the minimum is not above the maximum (told on the maximum). */
function minNotAboveMax<Min extends string, Max extends string>(
  min: Min,
  max: Max,
  noun: string,
): [(value: Record<Min | Max, number>) => boolean, { message: string; path: string[] }] {
  return [
    (value) => value[min] <= value[max],
    { message: `Minimum ${noun} cannot be more than the maximum ${noun}`, path: [max] },
  ];
}

/** GET /api/admin/professions: every profession, active or not, with its figures. */
export const adminProfessionSchema = z.object({
  id: z.uuid(),
  name: z.enum(CATEGORIES),
  displayName: z.string(),
  isActive: z.boolean(),
  /** Names of its active specializations. */
  specializations: z.array(z.string()),
  totalProfessionals: z.number().int(),
  totalConsultations: z.number().int(),
});
export type AdminProfession = z.infer<typeof adminProfessionSchema>;

/**
 * POST /api/admin/professions. The name is the category value consultations carry, so it must be
 * one of the five; adding one that exists switches it back on (or answers 409 when it is active).
 */
export const createProfessionSchema = z.object({
  name: z.enum(
    CATEGORIES,
    'Profession ID must be one of CA, Lawyer, Doctor, Engineer, Career_Consultant',
  ),
  displayName: z
    .string('Display Name is required')
    .trim()
    .min(1, 'Display Name is required')
    .max(100, 'Display Name cannot exceed 100 characters'),
});
export type CreateProfessionInput = z.input<typeof createProfessionSchema>;

/**
 * GET /api/admin/specializations: every specialization, inactive (deleted) ones included, in the
 * public shape (`specializationSchema`), which already carries `isActive`.
 */
export type AdminSpecialization = Specialization;

/**
 * A Hindi text beside an English one (decision 217). Empty or null means "not translated" (null:
 * Hindi screens show the English); left out, an edit keeps the one stored.
 */
const hindiText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const specializationName = z
  .string('Please enter a specialization name')
  .trim()
  .min(1, 'Please enter a specialization name')
  .max(100, 'A specialization name cannot exceed 100 characters');

/** POST /api/admin/specializations; prices default to ₹500–₹2,000 (docs/product/rulings.md, R-02). */
export const createSpecializationSchema = z
  .object({
    name: specializationName,
    nameHi: hindiText('The Hindi name', 100),
    professionId: z.uuid('Please select a profession'),
    minPrice: wholeRupees('Minimum price').default(500),
    maxPrice: wholeRupees('Maximum price').default(2000),
  })
  .refine(...minNotAboveMax('minPrice', 'maxPrice', 'price'));
export type CreateSpecializationInput = z.input<typeof createSpecializationSchema>;

/**
 * PUT /api/admin/specializations/{id}: an active specialization's Hindi name and price range. Its
 * English name stays (requests already posted keep it as their subcategory).
 */
export const updateSpecializationSchema = z
  .object({
    nameHi: hindiText('The Hindi name', 100),
    minPrice: wholeRupees('Minimum price'),
    maxPrice: wholeRupees('Maximum price'),
  })
  .refine(...minNotAboveMax('minPrice', 'maxPrice', 'price'));
export type UpdateSpecializationInput = z.input<typeof updateSpecializationSchema>;

/** GET /api/admin/urgency-pricing: every tier, in the shape GET /api/urgency-pricing shows active ones. */
export const adminUrgencyPricingSchema = urgencyPricingSchema;
export type AdminUrgencyPricing = z.infer<typeof adminUrgencyPricingSchema>;

const tierText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} cannot exceed ${max} characters`);

/** PUT /api/admin/urgency-pricing/{id}: whole rupees, min ≤ max (an `id` in the body is ignored). */
export const updateUrgencyPricingSchema = z
  .object({
    displayName: tierText('Display name', 100),
    description: tierText('Description', 500).optional(),
    responseTime: tierText('Response time', 100),
    displayNameHi: hindiText('The Hindi display name', 100),
    descriptionHi: hindiText('The Hindi description', 500),
    responseTimeHi: hindiText('The Hindi response time', 100),
    minAmount: wholeRupees('Minimum amount'),
    maxAmount: wholeRupees('Maximum amount'),
  })
  .refine(...minNotAboveMax('minAmount', 'maxAmount', 'amount'));
export type UpdateUrgencyPricingInput = z.input<typeof updateUrgencyPricingSchema>;
