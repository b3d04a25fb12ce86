import { describe, expect, it } from 'vitest';
import { fromPaise, rupeesToPaise, toPaise } from './money.ts';

describe('money between paise and numeric rupees', () => {
  it('writes paise as exact rupee strings', () => {
    expect(fromPaise(150050)).toBe('1500.50');
    expect(fromPaise(5)).toBe('0.05');
    expect(fromPaise(0)).toBe('0.00');
    expect(fromPaise(-120000)).toBe('-1200.00');
    expect(fromPaise(-5)).toBe('-0.05');
  });

  it('reads what the database returns back into paise', () => {
    expect(toPaise('1500.50')).toBe(150050);
    expect(toPaise('1500.5')).toBe(150050);
    expect(toPaise('1500')).toBe(150000);
    expect(toPaise('-0.05')).toBe(-5);
    expect(toPaise('0.00')).toBe(0);
  });

  it('round-trips without float drift', () => {
    for (const paise of [1, 10, 99, 100, 101, 29_99, 1_00_00_000_07, -33_33]) {
      expect(toPaise(fromPaise(paise))).toBe(paise);
    }
    // 0.1 + 0.2 style amounts stay exact.
    expect(toPaise('0.10') + toPaise('0.20')).toBe(toPaise('0.30'));
  });

  it('refuses what is not money', () => {
    expect(() => fromPaise(10.5)).toThrow(RangeError);
    expect(() => toPaise('12.345')).toThrow(RangeError);
    expect(() => toPaise('₹100')).toThrow(RangeError);
    expect(() => rupeesToPaise(1.5)).toThrow(RangeError);
    expect(rupeesToPaise(2500)).toBe(250000);
  });
});
