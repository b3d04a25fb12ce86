import { describe, expect, it } from 'vitest';
import type { Specialization, UrgencyPricing } from '@salahkar/domain';
import { normalFeeText, quotedTiers } from './fee-quotes.ts';

// The assistant's fees follow the domain's pricing rule (quoteFeeRange), as the post form's do.

const tier = (urgencyLevel: UrgencyPricing['urgencyLevel'], min: number, max: number) =>
  ({ urgencyLevel, minAmount: min, maxAmount: max }) as UrgencyPricing;
const specialization = (name: string, min: number, max: number) =>
  ({ name, minPrice: min, maxPrice: max, professionName: 'Lawyer' }) as Specialization;

const TIERS = [tier('normal', 300, 1000), tier('medium', 400, 1500), tier('urgent', 500, 2000)];
const PROPERTY = specialization('Property Law', 500, 2000);
const FAMILY = specialization('Family Law', 700, 2500);
const OTHER = specialization('Other', 500, 10000);

const amounts = (tiers: UrgencyPricing[]) =>
  tiers.map(({ urgencyLevel, minAmount, maxAmount }) => [urgencyLevel, minAmount, maxAmount]);

describe('the fees the assistant quotes', () => {
  it('quotes a normal request at the specialization’s range once one is established', () => {
    expect(amounts(quotedTiers(TIERS, [PROPERTY, FAMILY], PROPERTY))).toEqual([
      ['normal', 500, 2000],
      ['medium', 400, 1500],
      ['urgent', 500, 2000],
    ]);
    expect(normalFeeText(PROPERTY, TIERS)).toBe('₹500–₹2,000');
  });

  it('spans the specializations one may choose before one is, never the normal tier’s own', () => {
    expect(amounts(quotedTiers(TIERS, [PROPERTY, FAMILY, OTHER]))[0]).toEqual([
      'normal',
      500,
      2500,
    ]);
  });

  it('quotes nothing for Other, which the person’s own budget prices', () => {
    expect(normalFeeText(OTHER, TIERS)).toBeNull();
    expect(amounts(quotedTiers(TIERS, [OTHER], OTHER))).toEqual([]);
  });
});
