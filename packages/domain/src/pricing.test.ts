import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { URGENCY_LEVELS } from './enums.ts';
import {
  CUSTOM_BUDGET_BOUNDS,
  feeRangeOf,
  isOfferWithinRange,
  isOtherSubcategory,
  PricingRuleError,
  proportionalSplit,
  quoteFeeRange,
  spanOfRanges,
  refundableRemainder,
  refundAmount,
  releaseSplit,
  splitCommission,
  type FeeRange,
  type HeldPayment,
} from './pricing.ts';

const paise = fc.integer({ min: 0, max: 100_000_000 });
const range = fc
  .tuple(paise, paise)
  .map(([a, b]): FeeRange => ({ minPaise: Math.min(a, b), maxPaise: Math.max(a, b) }));
const anyRange = fc.record({ minPaise: paise, maxPaise: paise });
const wholeRupeeBudget = fc.integer({ min: 500, max: 10_000 }).map((rupees) => rupees * 100);
const urgency = fc.constantFrom(...URGENCY_LEVELS);

describe('feeRangeOf', () => {
  it('takes the specialization range for normal and the urgency range otherwise', () => {
    const specializationRange = { minPaise: 30_000, maxPaise: 100_000 };
    const urgencyRange = { minPaise: 50_000, maxPaise: 200_000 };
    const base = { specializationRange, urgencyRange, isOther: false };
    expect(feeRangeOf({ ...base, urgencyLevel: 'normal' })).toEqual(specializationRange);
    expect(feeRangeOf({ ...base, urgencyLevel: 'medium' })).toEqual(urgencyRange);
    expect(feeRangeOf({ ...base, urgencyLevel: 'urgent' })).toEqual(urgencyRange);
  });

  it('never returns an inverted range, and refuses an inverted catalog range', () => {
    fc.assert(
      fc.property(
        urgency,
        anyRange,
        anyRange,
        (urgencyLevel, specializationRange, urgencyRange) => {
          const input = { urgencyLevel, specializationRange, urgencyRange, isOther: false };
          const source = urgencyLevel === 'normal' ? specializationRange : urgencyRange;
          if (source.minPaise > source.maxPaise) {
            expect(() => feeRangeOf(input)).toThrow(RangeError);
          } else {
            const result = feeRangeOf(input);
            expect(result.minPaise).toBeLessThanOrEqual(result.maxPaise);
          }
        },
      ),
    );
  });

  it('gives Other the range B to exactly 1.5 × B, whatever the urgency', () => {
    fc.assert(
      fc.property(urgency, range, range, wholeRupeeBudget, (level, spec, tier, budget) => {
        const result = feeRangeOf({
          urgencyLevel: level,
          specializationRange: spec,
          urgencyRange: tier,
          isOther: true,
          customBudgetPaise: budget,
        });
        expect(result.minPaise).toBe(budget);
        expect(result.maxPaise * 2).toBe(budget * 3);
        expect(Number.isInteger(result.maxPaise)).toBe(true);
      }),
    );
  });

  it('refuses a custom budget outside ₹500..₹10,000 or with paise', () => {
    const base = {
      urgencyLevel: 'normal' as const,
      specializationRange: CUSTOM_BUDGET_BOUNDS,
      urgencyRange: CUSTOM_BUDGET_BOUNDS,
      isOther: true,
    };
    for (const customBudgetPaise of [undefined, 49_900, 1_000_100, 50_050, -50_000]) {
      expect(() => feeRangeOf({ ...base, customBudgetPaise })).toThrow(PricingRuleError);
    }
    expect(feeRangeOf({ ...base, customBudgetPaise: 1_000_000 })).toEqual({
      minPaise: 1_000_000,
      maxPaise: 1_500_000,
    });
  });

  it('recognises the Other subcategory by name', () => {
    expect(isOtherSubcategory(' other ')).toBe(true);
    expect(isOtherSubcategory('ITR Filing')).toBe(false);
  });
});

describe('isOfferWithinRange', () => {
  it('accepts both ends and refuses anything outside or fractional', () => {
    const fee = { minPaise: 30_000, maxPaise: 100_000 };
    expect(isOfferWithinRange(30_000, fee)).toBe(true);
    expect(isOfferWithinRange(100_000, fee)).toBe(true);
    expect(isOfferWithinRange(29_999, fee)).toBe(false);
    expect(isOfferWithinRange(100_001, fee)).toBe(false);
    expect(isOfferWithinRange(50_000.5, fee)).toBe(false);
  });

  it('agrees with the range bounds for any amount', () => {
    fc.assert(
      fc.property(paise, range, (amount, fee) => {
        const inside = amount >= fee.minPaise && amount <= fee.maxPaise;
        expect(isOfferWithinRange(amount, fee)).toBe(inside);
      }),
    );
  });
});

describe('splitCommission', () => {
  it('takes 10% by default, rounding the commission half-up to whole paise', () => {
    expect(splitCommission(100_000)).toEqual({
      platformSharePaise: 10_000,
      professionalSharePaise: 90_000,
    });
    expect(splitCommission(5)).toEqual({ platformSharePaise: 1, professionalSharePaise: 4 });
    expect(splitCommission(4)).toEqual({ platformSharePaise: 0, professionalSharePaise: 4 });
    expect(splitCommission(4999, 1).platformSharePaise).toBe(0);
    expect(splitCommission(5000, 1).platformSharePaise).toBe(1);
    expect(splitCommission(15, 1000)).toEqual({
      platformSharePaise: 2,
      professionalSharePaise: 13,
    });
  });

  it('always sums to the amount with non-negative shares', () => {
    fc.assert(
      fc.property(paise, fc.integer({ min: 0, max: 10_000 }), (amount, basisPoints) => {
        const { platformSharePaise, professionalSharePaise } = splitCommission(amount, basisPoints);
        expect(platformSharePaise + professionalSharePaise).toBe(amount);
        expect(platformSharePaise).toBeGreaterThanOrEqual(0);
        expect(professionalSharePaise).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(platformSharePaise)).toBe(true);
        // Half-up: the exact commission lies in [share - 0.5, share + 0.5).
        const exactTimesTenThousand = amount * basisPoints;
        expect(platformSharePaise * 10_000 - 5000).toBeLessThanOrEqual(exactTimesTenThousand);
        expect(exactTimesTenThousand).toBeLessThan(platformSharePaise * 10_000 + 5000);
      }),
    );
  });

  it('refuses impossible input', () => {
    expect(() => splitCommission(-1)).toThrow(RangeError);
    expect(() => splitCommission(10.5)).toThrow(RangeError);
    expect(() => splitCommission(100, 10_001)).toThrow(RangeError);
  });
});

describe('refunds', () => {
  const payment = fc
    .tuple(paise, paise)
    .map(([a, b]) => ({ capturedPaise: Math.max(a, b), alreadyRefundedPaise: Math.min(a, b) }));

  it('refunds what is left in full for the full-refund reasons', () => {
    const paid = { capturedPaise: 100_000, alreadyRefundedPaise: 20_000 };
    for (const reason of [
      'cancelled_before_reply',
      'professional_withdrew',
      'query_upheld',
    ] as const) {
      expect(refundAmount({ reason }, paid)).toBe(80_000);
    }
  });

  it('refuses a partial refund above what is left, without a note, or not positive', () => {
    const paid = { capturedPaise: 100_000, alreadyRefundedPaise: 20_000 };
    const partial = (amountPaise: number, note = 'Late reply') =>
      refundAmount({ reason: 'partial_by_admin', amountPaise, note }, paid);
    expect(partial(80_000)).toBe(80_000);
    expect(() => partial(80_001)).toThrow('A refund cannot exceed ₹800.00');
    expect(() => partial(0)).toThrow(PricingRuleError);
    expect(() => partial(100.5)).toThrow(PricingRuleError);
    expect(() => partial(1000, '  ')).toThrow('A reason is required for a partial refund');
  });

  it('refuses to refund a payment already refunded in full', () => {
    const refunded = { capturedPaise: 100_000, alreadyRefundedPaise: 100_000 };
    expect(() => refundAmount({ reason: 'query_upheld' }, refunded)).toThrow(
      'This payment has already been fully refunded',
    );
    expect(() => refundableRemainder({ capturedPaise: 1, alreadyRefundedPaise: 2 })).toThrow(
      RangeError,
    );
  });

  it('never lets the refunds of a payment exceed what was captured', () => {
    const request = fc.oneof(
      fc.constantFrom(
        { reason: 'cancelled_before_reply' as const },
        { reason: 'professional_withdrew' as const },
        { reason: 'query_upheld' as const },
      ),
      fc.record({
        reason: fc.constant('partial_by_admin' as const),
        amountPaise: fc.integer({ min: -1000, max: 200_000_000 }),
        note: fc.constant('Partly delivered'),
      }),
    );
    fc.assert(
      fc.property(payment, fc.array(request, { maxLength: 6 }), (paid, requests) => {
        let refunded = paid.alreadyRefundedPaise;
        for (const next of requests) {
          try {
            const amount = refundAmount(next, { ...paid, alreadyRefundedPaise: refunded });
            expect(amount).toBeGreaterThan(0);
            refunded += amount;
          } catch (error) {
            expect(error).toBeInstanceOf(PricingRuleError);
          }
          expect(refunded).toBeLessThanOrEqual(paid.capturedPaise);
        }
      }),
    );
  });
});

describe('escrow: release and refunds after release', () => {
  /** A captured payment with its commission fixed at order time, at any rate. */
  const captured = fc
    .record({
      amountPaise: fc.integer({ min: 1, max: 100_000_000 }),
      basisPoints: fc.integer({ min: 0, max: 10_000 }),
    })
    .map(({ amountPaise, basisPoints }) => ({
      amountPaise,
      platformSharePaise: splitCommission(amountPaise, basisPoints).platformSharePaise,
    }));
  /** Fractions of what remains, for a sequence of partial refunds. */
  const fractions = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 });
  const share = (payment: Omit<HeldPayment, 'refundedPaise'>, refundedPaise: number) =>
    releaseSplit({ ...payment, refundedPaise });

  it('splits any portion into non-negative parts that sum to it, at the payment’s rate', () => {
    fc.assert(
      fc.property(captured, fc.double({ min: 0, max: 1, noNaN: true }), (payment, fraction) => {
        const portion = Math.floor(payment.amountPaise * fraction);
        const split = proportionalSplit({ ...payment, refundedPaise: 0 }, portion);
        expect(split.platformSharePaise + split.professionalSharePaise).toBe(portion);
        expect(split.platformSharePaise).toBeGreaterThanOrEqual(0);
        expect(split.professionalSharePaise).toBeGreaterThanOrEqual(0);
        expect(split.platformSharePaise).toBeLessThanOrEqual(payment.platformSharePaise);
        // The whole payment splits exactly as its order did.
        expect(proportionalSplit({ ...payment, refundedPaise: 0 }, payment.amountPaise)).toEqual({
          platformSharePaise: payment.platformSharePaise,
          professionalSharePaise: payment.amountPaise - payment.platformSharePaise,
        });
      }),
    );
  });

  it('releases exactly what refunds left: release + refunds = amount', () => {
    fc.assert(
      fc.property(captured, fc.double({ min: 0, max: 1, noNaN: true }), (payment, fraction) => {
        const refundedPaise = Math.floor(payment.amountPaise * fraction);
        const release = share(payment, refundedPaise);
        expect(release.platformSharePaise + release.professionalSharePaise + refundedPaise).toBe(
          payment.amountPaise,
        );
        expect(release.platformSharePaise).toBeGreaterThanOrEqual(0);
        expect(release.professionalSharePaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never refunds more than remains, one refund or a sequence of them', () => {
    fc.assert(
      fc.property(captured, fractions, (payment, parts) => {
        let refunded = 0;
        for (const part of parts) {
          const remaining = payment.amountPaise - refunded;
          const asked = Math.ceil(remaining * part) + (part > 0.9 ? 1 : 0);
          const request = { reason: 'partial_by_admin' as const, amountPaise: asked, note: 'Part' };
          const paid = { capturedPaise: payment.amountPaise, alreadyRefundedPaise: refunded };
          if (asked <= 0 || asked > remaining) {
            expect(() => refundAmount(request, paid)).toThrow(PricingRuleError);
            continue;
          }
          const amount = refundAmount(request, paid);
          expect(amount).toBeLessThanOrEqual(remaining);
          refunded += amount;
        }
        expect(refunded).toBeLessThanOrEqual(payment.amountPaise);
        if (refunded < payment.amountPaise) {
          const paid = { capturedPaise: payment.amountPaise, alreadyRefundedPaise: refunded };
          expect(refundAmount({ reason: 'query_upheld' }, paid)).toBe(
            payment.amountPaise - refunded,
          );
        }
      }),
    );
  });

  it('takes refunds after release back from each party without ever exceeding what it got', () => {
    fc.assert(
      fc.property(
        captured,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fractions,
        (payment, before, parts) => {
          // Some refunds before release, then the release, then refunds taken back from it.
          let refunded = Math.floor(payment.amountPaise * before);
          const released = share(payment, refunded);
          let commissionReturned = 0;
          let earningsReturned = 0;
          for (const part of parts) {
            const refund = Math.floor((payment.amountPaise - refunded) * part);
            // The server's claw-back: what the release split gives up as the refunds grow.
            const fromCommission =
              share(payment, refunded).platformSharePaise -
              share(payment, refunded + refund).platformSharePaise;
            expect(fromCommission).toBeGreaterThanOrEqual(0);
            expect(fromCommission).toBeLessThanOrEqual(refund);
            commissionReturned += fromCommission;
            earningsReturned += refund - fromCommission;
            refunded += refund;
          }
          expect(commissionReturned).toBeLessThanOrEqual(released.platformSharePaise);
          expect(earningsReturned).toBeLessThanOrEqual(released.professionalSharePaise);
          // What each still keeps is the release split of what was never refunded.
          expect(released.platformSharePaise - commissionReturned).toBe(
            share(payment, refunded).platformSharePaise,
          );
          expect(
            released.platformSharePaise +
              released.professionalSharePaise -
              commissionReturned -
              earningsReturned +
              refunded,
          ).toBe(payment.amountPaise);
        },
      ),
    );
  });
});

describe('quoteFeeRange', () => {
  // The case: the normal tier's own amounts (₹300–₹1,000) are not what normal costs.
  const normalTier = { minPaise: 30_000, maxPaise: 100_000 };
  const urgentTier = { minPaise: 50_000, maxPaise: 200_000 };
  const taxNotice = { minPaise: 50_000, maxPaise: 150_000 };
  const itrFiling = { minPaise: 40_000, maxPaise: 120_000 };

  it('quotes a chosen specialization exactly as feeRangeOf prices the request', () => {
    fc.assert(
      fc.property(urgency, range, range, (urgencyLevel, specializationRange, urgencyRange) => {
        const quote = quoteFeeRange({
          urgencyLevel,
          urgencyRange,
          specialization: { range: specializationRange, isOther: false },
          candidateRanges: [],
        });
        expect(quote).toEqual({
          range: feeRangeOf({ urgencyLevel, specializationRange, urgencyRange, isOther: false }),
          basis: 'request',
        });
      }),
    );
  });

  it("quotes normal before a choice as the specializations' span, never the normal tier's amounts", () => {
    const quote = quoteFeeRange({
      urgencyLevel: 'normal',
      urgencyRange: normalTier,
      candidateRanges: [taxNotice, itrFiling],
    });
    expect(quote).toEqual({
      range: { minPaise: 40_000, maxPaise: 150_000 },
      basis: 'specializations',
    });
    // Whatever is then chosen, the request's range lies inside what the card said.
    for (const chosen of [taxNotice, itrFiling]) {
      const request = feeRangeOf({
        urgencyLevel: 'normal',
        specializationRange: chosen,
        urgencyRange: normalTier,
        isOther: false,
      });
      expect(request.minPaise).toBeGreaterThanOrEqual(quote!.range.minPaise);
      expect(request.maxPaise).toBeLessThanOrEqual(quote!.range.maxPaise);
    }
  });

  it('quotes medium and urgent before a choice as the tier, which any choice then keeps', () => {
    const quote = quoteFeeRange({
      urgencyLevel: 'urgent',
      urgencyRange: urgentTier,
      candidateRanges: [taxNotice],
    });
    expect(quote).toEqual({ range: urgentTier, basis: 'tier' });
    const chosen = quoteFeeRange({
      urgencyLevel: 'urgent',
      urgencyRange: urgentTier,
      specialization: { range: taxNotice, isOther: false },
      candidateRanges: [taxNotice],
    });
    expect(chosen?.range).toEqual(quote?.range);
  });

  it('quotes Other from the budget, and nothing while the budget is invalid', () => {
    const other = (customBudgetPaise: number | undefined) =>
      quoteFeeRange({
        urgencyLevel: 'medium',
        urgencyRange: urgentTier,
        specialization: { range: taxNotice, isOther: true, customBudgetPaise },
        candidateRanges: [],
      });
    expect(other(100_000)).toEqual({
      range: { minPaise: 100_000, maxPaise: 150_000 },
      basis: 'request',
    });
    expect(other(undefined)).toBeNull();
    expect(other(40_000)).toBeNull();
  });

  it('quotes nothing for normal when no specialization can be chosen', () => {
    expect(
      quoteFeeRange({ urgencyLevel: 'normal', urgencyRange: normalTier, candidateRanges: [] }),
    ).toBeNull();
  });

  it('spans ranges and refuses an inverted one', () => {
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 8 }), (ranges) => {
        const span = spanOfRanges(ranges)!;
        for (const one of ranges) {
          expect(span.minPaise).toBeLessThanOrEqual(one.minPaise);
          expect(span.maxPaise).toBeGreaterThanOrEqual(one.maxPaise);
        }
        expect(ranges.some((one) => one.minPaise === span.minPaise)).toBe(true);
        expect(ranges.some((one) => one.maxPaise === span.maxPaise)).toBe(true);
      }),
    );
    expect(() => spanOfRanges([{ minPaise: 2, maxPaise: 1 }])).toThrow(RangeError);
  });
});
