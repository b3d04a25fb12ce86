import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupeesToPaisa } from './format.ts';
import { INDIAN_STATES, indianState, placeOfSupplyLabel } from './indian-states.ts';
import { paymentMethodKindOf, storedPaymentMethodKind } from './refund-timelines.ts';
import { billingInputSchema } from './schemas/payments.ts';
import {
  commissionTax,
  financialYearOf,
  gstinIsOfState,
  gstinProblem,
  taxInvoiceNumber,
} from './tax-invoice.ts';

describe('GSTIN', () => {
  it('accepts well-formed GSTINs whose check character matches', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29ABCDE1234F1ZW')).toBeNull();
  });

  it('names what is wrong with a malformed one', () => {
    expect(gstinProblem('29ABCDE1234F1Z5')).toMatch(/mistyped/);
    expect(gstinProblem('29ABCDE1234F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('29abcde1234f1zw')).toMatch(/15 characters/);
    expect(gstinProblem('99ABCDE1234F1ZW')).toMatch(/code of a state/);
  });

  it('belongs to the state its first two digits name', () => {
    expect(gstinIsOfState('29ABCDE1234F1ZW', 'KA')).toBe(true);
    expect(gstinIsOfState('29ABCDE1234F1ZW', 'MH')).toBe(false);
  });
});

describe('states', () => {
  it('lists 36 states and union territories with distinct keys and GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36);
    expect(new Set(INDIAN_STATES.map((state) => state.gstCode)).size).toBe(36);
    expect(placeOfSupplyLabel('KA', 'en')).toBe('29-Karnataka');
    expect(placeOfSupplyLabel('MH', 'hi')).toBe('27-महाराष्ट्र');
    expect(() => indianState('XX')).toThrow(RangeError);
  });
});

describe('billingInputSchema', () => {
  const parse = (input: unknown) => billingInputSchema.safeParse(input);

  it('takes a state key and an optional GSTIN of that state, in any case', () => {
    expect(parse({ placeOfSupply: 'ka' }).data).toEqual({ placeOfSupply: 'KA', gstin: null });
    expect(parse({ placeOfSupply: 'MH', gstin: ' 27aapfu0939f1zv ' }).data).toEqual({
      placeOfSupply: 'MH',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('refuses an unknown state, a malformed GSTIN and one of another state', () => {
    expect(parse({ placeOfSupply: 'XX' }).error?.issues[0]?.message).toMatch(/from the list/);
    expect(
      parse({ placeOfSupply: 'KA', gstin: '29ABCDE1234F1Z5' }).error?.issues[0]?.message,
    ).toMatch(/mistyped/);
    expect(parse({ placeOfSupply: 'KA', gstin: '27AAPFU0939F1ZV' }).error?.issues[0]?.message).toBe(
      'This GSTIN is registered in another state: choose the state it is registered in',
    );
  });
});

describe('financial year and invoice numbers', () => {
  it('runs April to March in India time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-27T00:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('numbers SLK/2026-27/000123, growing past six digits', () => {
    expect(taxInvoiceNumber('2026-27', 123)).toBe('SLK/2026-27/000123');
    expect(taxInvoiceNumber('2026-27', 1_234_567)).toBe('SLK/2026-27/1234567');
    expect(() => taxInvoiceNumber('2026-27', 0)).toThrow(RangeError);
  });
});

describe('commissionTax', () => {
  it('backs 18% GST out of the commission, split in the state and whole across states', () => {
    expect(commissionTax(9_995, 18, true)).toEqual({
      taxablePaise: 8_470,
      cgstPaise: 763,
      sgstPaise: 762,
      igstPaise: 0,
    });
    expect(commissionTax(9_995, 18, false)).toEqual({
      taxablePaise: 8_470,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_525,
    });
    expect(commissionTax(11_800, 18, true)).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    });
  });

  it('always adds up to the commission, the taxable value within half a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 2_800 }),
        fc.boolean(),
        (commission, rateBasisPoints, intraState) => {
          const rate = rateBasisPoints / 100;
          const tax = commissionTax(commission, rate, intraState);
          const sum = tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise;
          expect(sum).toBe(commission);
          const exact = (commission * 10_000) / (10_000 + rateBasisPoints);
          expect(Math.abs(tax.taxablePaise - exact)).toBeLessThanOrEqual(0.5);
          expect(Math.abs(tax.cgstPaise - tax.sgstPaise)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('amounts people read and refund methods', () => {
  it('shows paise when there are paise, never rounding to the rupee', () => {
    expect(formatRupeesToPaisa(123_450)).toBe('₹1,234.50');
    expect(formatRupeesToPaisa(75_000)).toBe('₹750');
    expect(formatRupeesToPaisa(15_000_001)).toBe('₹1,50,000.01');
  });

  it('reads a gateway method and card type, and a stored one', () => {
    expect(paymentMethodKindOf('card', 'debit')).toBe('debit_card');
    expect(paymentMethodKindOf('card', null)).toBe('card');
    expect(paymentMethodKindOf('upi')).toBe('upi');
    expect(paymentMethodKindOf('emi')).toBeNull();
    expect(storedPaymentMethodKind('netbanking')).toBe('netbanking');
    expect(storedPaymentMethodKind('cash')).toBeNull();
    expect(storedPaymentMethodKind(null)).toBeNull();
  });
});
