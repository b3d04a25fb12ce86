import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_PAYOUT_PAISE,
  paiseToDecimalText,
  paiseToRupees,
  rupeesToPaise,
  wholeRupeesOf,
  wholeRupeesToPaise,
} from './money.ts';
import { requestPayoutSchema } from './schemas/payments.ts';

describe('money between paise and rupee text', () => {
  it('writes paise as exact rupee text', () => {
    expect(paiseToDecimalText(150_050)).toBe('1500.50');
    expect(paiseToDecimalText(150_005)).toBe('1500.05');
    expect(paiseToDecimalText(5)).toBe('0.05');
    expect(paiseToDecimalText(0)).toBe('0.00');
    expect(paiseToDecimalText(-120_000)).toBe('-1200.00');
    expect(paiseToDecimalText(-5)).toBe('-0.05');
  });

  it('reads what the database and the API send back into paise', () => {
    expect(rupeesToPaise('1500.50')).toBe(150_050);
    expect(rupeesToPaise('1500.5')).toBe(150_050);
    expect(rupeesToPaise('1500.05')).toBe(150_005);
    expect(rupeesToPaise(' 1500 ')).toBe(150_000);
    expect(rupeesToPaise('-12.30')).toBe(-1230);
    expect(rupeesToPaise('-0.05')).toBe(-5);
    expect(Object.is(rupeesToPaise('-0.00'), 0)).toBe(true);
  });

  it('round-trips without float drift', () => {
    for (const paise of [1, 10, 99, 100, 101, 29_99, 1_00_00_000_07, -33_33]) {
      expect(rupeesToPaise(paiseToDecimalText(paise))).toBe(paise);
    }
    // 0.1 + 0.2 style amounts stay exact.
    expect(rupeesToPaise('0.10') + rupeesToPaise('0.20')).toBe(rupeesToPaise('0.30'));
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(rupeesToPaise(paiseToDecimalText(amount))).toBe(amount);
      }),
    );
  });

  it('refuses text that is not money', () => {
    expect(() => rupeesToPaise('12.345')).toThrow(RangeError);
    expect(() => rupeesToPaise('₹100')).toThrow(RangeError);
    expect(() => rupeesToPaise('1,500')).toThrow(RangeError);
    expect(() => rupeesToPaise('')).toThrow(RangeError);
    expect(() => rupeesToPaise('99999999999999999999')).toThrow(RangeError);
    expect(() => paiseToDecimalText(10.5)).toThrow(RangeError);
    expect(() => paiseToDecimalText(Number.NaN)).toThrow(RangeError);
  });
});

describe('money between paise and typed rupees', () => {
  it('reads a typed number as it was typed', () => {
    expect(rupeesToPaise(1500)).toBe(150_000);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(rupeesToPaise(1500.5)).toBe(150_050);
    expect(rupeesToPaise(0.07)).toBe(7);
    expect(rupeesToPaise(99_999_999.99)).toBe(9_999_999_999);
    expect(rupeesToPaise(-12.3)).toBe(-1230);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        expect(rupeesToPaise(Number(paiseToDecimalText(amount)))).toBe(amount);
      }),
    );
  });

  it('refuses a fraction of a paisa and what is not a number', () => {
    expect(() => rupeesToPaise(12.345)).toThrow(RangeError);
    expect(() => rupeesToPaise(0.1 + 0.2)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e21)).toThrow(RangeError);
    expect(() => rupeesToPaise(1e-7)).toThrow(RangeError);
  });

  it('takes whole rupees from the catalog', () => {
    expect(wholeRupeesToPaise(2500)).toBe(250_000);
    expect(() => wholeRupeesToPaise(1.5)).toThrow(RangeError);
    expect(() => wholeRupeesToPaise(Number.NaN)).toThrow(RangeError);
  });

  it('gives rupees back as a number for form fields', () => {
    expect(paiseToRupees(150_050)).toBe(1500.5);
    expect(() => paiseToRupees(0.5)).toThrow(RangeError);
  });

  it('rounds down to whole rupees for a whole-rupee field', () => {
    expect(wholeRupeesOf(150_099)).toBe(1500);
    expect(wholeRupeesOf(99)).toBe(0);
    expect(() => wholeRupeesOf(0.5)).toThrow(RangeError);
  });
});

describe('the smallest payout', () => {
  it('is the payout schema’s own minimum, ₹100', () => {
    expect(MIN_PAYOUT_PAISE).toBe(10_000);
    expect(requestPayoutSchema.safeParse({ amount: wholeRupeesOf(MIN_PAYOUT_PAISE) }).success).toBe(
      true,
    );
    expect(
      requestPayoutSchema.safeParse({ amount: wholeRupeesOf(MIN_PAYOUT_PAISE) - 1 }).success,
    ).toBe(false);
  });
});
