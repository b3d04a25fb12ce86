import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { consultationInput } from '../test/marketplace.ts';

// Every money field a request can carry, and where: the fuzz suite sends each of them amounts
// past what paise can hold (api-fuzz.test.ts), and the bounds test the amounts the outside probe
// found (money-bounds.test.ts). A new money field belongs here.

export type MoneyPersona = 'user' | 'professional' | 'admin';

export interface MoneyField {
  /** `METHOD /path`, the route as declared. */
  route: string;
  persona: MoneyPersona;
  /** The URL with real ids, and a body valid but for the amount. */
  call(ids: MoneyIds, amount: unknown): { method: string; url: string; body: unknown };
}

/** Real records of the fuzz app, so a call gets past its 404s to the amount. */
export interface MoneyIds {
  consultationId: string;
  professionId: string;
  urgencyPricingId: string;
}

const field = (
  route: string,
  persona: MoneyPersona,
  url: (ids: MoneyIds) => string,
  body: (amount: unknown, ids: MoneyIds) => unknown,
): MoneyField => {
  const method = route.split(' ')[0]!;
  return {
    route,
    persona,
    call: (ids, amount) => ({ method, url: url(ids), body: body(amount, ids) }),
  };
};

const TIER = { displayName: 'Normal', responseTime: 'Within 24 hours' };

export const MONEY_FIELDS: readonly MoneyField[] = [
  field(
    'POST /api/professional/payouts',
    'professional',
    () => '/api/professional/payouts',
    (amount) => ({ amount }),
  ),
  field(
    'POST /api/consultations/:id/offer',
    'professional',
    (ids) => `/api/consultations/${ids.consultationId}/offer`,
    (offerAmount) => ({ offerAmount, message: 'I can help.' }),
  ),
  field(
    'POST /api/admin/payments/:paymentId/refund',
    'admin',
    () => `/api/admin/payments/${randomUUID()}/refund`,
    (amount) => ({ amount, reason: 'Refund asked for' }),
  ),
  field(
    'POST /api/admin/consultations/:id/resolve-query',
    'admin',
    (ids) => `/api/admin/consultations/${ids.consultationId}/resolve-query`,
    (amount) => ({ refund: { amount, reason: 'Partly refunded' } }),
  ),
  field(
    'POST /api/consultations (baseFeeAmount)',
    'user',
    () => '/api/consultations',
    (baseFeeAmount) => consultationInput({ baseFeeAmount }),
  ),
  field(
    'POST /api/consultations (maxFeeAmount)',
    'user',
    () => '/api/consultations',
    (maxFeeAmount) => consultationInput({ maxFeeAmount }),
  ),
  field(
    'POST /api/consultations (customBudget)',
    'user',
    () => '/api/consultations',
    (customBudget) => consultationInput({ subcategory: 'Other', customBudget }),
  ),
  field(
    'POST /api/admin/specializations (minPrice)',
    'admin',
    () => '/api/admin/specializations',
    (minPrice, ids) => ({ name: 'Fuzzed', professionId: ids.professionId, minPrice }),
  ),
  field(
    'POST /api/admin/specializations (maxPrice)',
    'admin',
    () => '/api/admin/specializations',
    (maxPrice, ids) => ({ name: 'Fuzzed', professionId: ids.professionId, maxPrice }),
  ),
  field(
    'PUT /api/admin/urgency-pricing/:id (minAmount)',
    'admin',
    (ids) => `/api/admin/urgency-pricing/${ids.urgencyPricingId}`,
    (minAmount) => ({ ...TIER, minAmount, maxAmount: 1000 }),
  ),
  field(
    'PUT /api/admin/urgency-pricing/:id (maxAmount)',
    'admin',
    (ids) => `/api/admin/urgency-pricing/${ids.urgencyPricingId}`,
    (maxAmount) => ({ ...TIER, minAmount: 100, maxAmount }),
  ),
];

/** Amounts past the cap, past exact paise, and past every number, as number or text. */
export const TOO_LARGE_AMOUNTS = [
  Number.MAX_SAFE_INTEGER,
  3.0e15,
  1e16,
  2 ** 63,
  1e308,
  10_000_000.01,
  '9007199254740991',
  '3000000000000000',
  '99999999999999999999.99',
] as const;

/** Any amount: too large, negative, fractional, the wrong type, or fine. */
export const anyAmount: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...TOO_LARGE_AMOUNTS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1, max: 20_000_000 }),
  fc.bigInt({ min: 10n ** 7n, max: 10n ** 30n }).map(String),
  fc.constantFrom('1e400', '-0', '0.001', '', null, true, [1], { amount: 1 }),
);
