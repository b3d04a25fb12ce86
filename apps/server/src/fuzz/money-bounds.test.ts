import { AmountTooLargeError, rupeesToPaise, wholeRupeesToPaise } from '@salahkar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { professionTypes, urgencyPricing } from '../db/schema/index.ts';

import { marketplace, useMarketplaceApp, type Person } from '../test/marketplace.ts';
import { MONEY_FIELDS, TOO_LARGE_AMOUNTS, type MoneyIds } from './money-fields.ts';

// Every money field has a maximum (₹1 crore) in its schema, so converting rupees to paise can
// never overflow: the outside probe's payout of 9007199254740991 (and 3.0e15) was a 500.

/** What a refused amount is told: past the cap (the catalog says "is too large"), or not whole. */
const AMOUNT_REFUSAL = /at most ₹1,00,00,000|is too large|whole (number|rupees)|two decimals/;

const t = useMarketplaceApp();
const m = marketplace(t);
let people: Record<'user' | 'professional' | 'admin', Person>;
let ids: MoneyIds;

beforeAll(async () => {
  const user = await m.createPerson();
  people = {
    user,
    professional: await m.createProfessional(),
    admin: await m.createPerson({ role: 'admin' }),
  };
  const consultation = await m.createConsultation(user.user);
  const [profession] = await t.database.db.select().from(professionTypes).limit(1);
  const [tier] = await t.database.db.select().from(urgencyPricing).limit(1);
  ids = {
    consultationId: consultation.id,
    professionId: profession!.id,
    urgencyPricingId: tier!.id,
  };
});

describe('a payout past every bound', () => {
  it('is a 400 with a readable message, as number or exponent', async () => {
    for (const amount of [9007199254740991, 3.0e15]) {
      const response = await m.callAs(people.professional, '/api/professional/payouts', {
        method: 'POST',
        json: { amount },
      });
      expect(response.status, String(amount)).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'An amount can be at most ₹1,00,00,000.',
      });
    }
    // The exponent as the probe wrote it, in the raw JSON.
    const raw = await t.request('/api/professional/payouts', {
      method: 'POST',
      headers: { cookie: people.professional.cookie, 'content-type': 'application/json' },
      body: '{"amount":3.0e15}',
    });
    expect(raw.status).toBe(400);
  });
});

describe('every money field', () => {
  it.each(MONEY_FIELDS.map((field) => [field.route, field] as const))(
    '%s refuses amounts past its maximum with a 400',
    async (_route, field) => {
      for (const amount of TOO_LARGE_AMOUNTS) {
        const { method, url, body } = field.call(ids, amount);
        const response = await m.callAs(people[field.persona], url, { method, json: body });
        const text = await response.text();
        expect(response.status, `${field.route} ${String(amount)}: ${text}`).toBe(400);
        // Refused for its amount, not for anything else in the body.
        expect(JSON.parse(text).message, `${field.route} ${String(amount)}`).toMatch(
          AMOUNT_REFUSAL,
        );
      }
    },
  );
});

describe('the conversion itself', () => {
  it('refuses an amount paise cannot hold with a 400-status error, never a bare RangeError', () => {
    for (const convert of [
      () => rupeesToPaise(Number.MAX_SAFE_INTEGER),
      () => rupeesToPaise('3000000000000000'),
      () => wholeRupeesToPaise(2 ** 52),
    ]) {
      expect(convert).toThrow(AmountTooLargeError);
      try {
        convert();
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        expect((error as AmountTooLargeError).statusCode).toBe(400);
        expect((error as Error).message).toBe('This amount is too large.');
      }
    }
  });
});
