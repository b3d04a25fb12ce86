import { describe, expect, it } from 'vitest';
import { isWithinComplaintWindow, isWithinReopenWindow } from './consultation-windows.ts';

describe('time windows', () => {
  const closedAt = new Date('2026-11-22T10:00:00Z');
  const hours = (n: number) => new Date(closedAt.getTime() + n * 3_600_000);

  it('allows a reopen request until exactly 24 hours after closing', () => {
    expect(isWithinReopenWindow(closedAt, closedAt)).toBe(true);
    expect(isWithinReopenWindow(closedAt, new Date(hours(24).getTime() - 1))).toBe(true);
    expect(isWithinReopenWindow(closedAt, hours(24))).toBe(false);
    expect(isWithinReopenWindow(closedAt, hours(30))).toBe(false);
  });

  it('allows a query until exactly 7 days after completion', () => {
    expect(isWithinComplaintWindow(closedAt, hours(7 * 24 - 1))).toBe(true);
    expect(isWithinComplaintWindow(closedAt, hours(7 * 24))).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(() => isWithinReopenWindow(new Date('nonsense'), closedAt)).toThrow(RangeError);
  });
});
