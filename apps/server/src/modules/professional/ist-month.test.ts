import { describe, expect, it } from 'vitest';
import { startOfIstMonth } from './ist-month.ts';

describe('startOfIstMonth', () => {
  it('is midnight IST on the 1st, i.e. 18:30 UTC the day before', () => {
    expect(startOfIstMonth(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
  });

  it('already counts the new month in India when UTC is still in the old one', () => {
    expect(startOfIstMonth(new Date('2026-03-31T19:00:00Z')).toISOString()).toBe(
      '2026-03-31T18:30:00.000Z',
    );
    expect(startOfIstMonth(new Date('2026-03-31T18:29:59Z')).toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
  });

  it('crosses the year', () => {
    expect(startOfIstMonth(new Date('2027-01-01T00:00:00Z')).toISOString()).toBe(
      '2026-12-31T18:30:00.000Z',
    );
  });
});
