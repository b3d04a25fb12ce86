import { describe, expect, it } from 'vitest';
import { istDateStamp, previousIstMonth, startOfIstDay, startOfIstMonth } from './india-time.ts';

const at = (iso: string) => new Date(iso);
// The start of the IST day or month holding an instant, as ISO text.
const dayStart = (iso: string) => startOfIstDay(at(iso)).toISOString();
const monthStart = (iso: string) => startOfIstMonth(at(iso)).toISOString();

describe('startOfIstDay', () => {
  it('is midnight IST, i.e. 18:30 UTC the day before', () => {
    expect(dayStart('2026-03-15T10:00:00Z')).toBe('2026-03-14T18:30:00.000Z');
  });

  it('turns the day at 18:30 UTC', () => {
    expect(dayStart('2026-03-15T18:29:59.999Z')).toBe('2026-03-14T18:30:00.000Z');
    expect(dayStart('2026-03-15T18:30:00Z')).toBe('2026-03-15T18:30:00.000Z');
  });
});

describe('startOfIstMonth', () => {
  it('is midnight IST on the 1st, i.e. 18:30 UTC the day before', () => {
    expect(monthStart('2026-03-15T10:00:00Z')).toBe('2026-02-28T18:30:00.000Z');
  });

  it('already counts the new month in India when UTC is still in the old one', () => {
    expect(monthStart('2026-03-31T18:30:00Z')).toBe('2026-03-31T18:30:00.000Z');
    expect(monthStart('2026-03-31T18:29:59.999Z')).toBe('2026-02-28T18:30:00.000Z');
  });

  it('crosses the year', () => {
    expect(monthStart('2026-12-31T18:30:00Z')).toBe('2026-12-31T18:30:00.000Z');
    expect(monthStart('2026-12-31T18:29:59Z')).toBe('2026-11-30T18:30:00.000Z');
  });
});

describe('previousIstMonth', () => {
  it('is the whole IST month before, as [start, end)', () => {
    // 1 Mar 2026, 02:00 IST is 28 Feb 20:30 UTC.
    expect(previousIstMonth(at('2026-02-28T20:30:00Z'))).toEqual({
      start: at('2026-01-31T18:30:00Z'),
      end: at('2026-02-28T18:30:00Z'),
    });
  });

  it('reaches back into the previous year in January', () => {
    expect(previousIstMonth(at('2027-01-10T00:00:00Z'))).toEqual({
      start: at('2026-11-30T18:30:00Z'),
      end: at('2026-12-31T18:30:00Z'),
    });
  });
});

describe('istDateStamp', () => {
  it('is the date in India, which runs 5:30 ahead of UTC', () => {
    expect(istDateStamp(at('2026-11-22T09:35:00Z'))).toBe('2026-11-22');
    expect(istDateStamp(at('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(istDateStamp(at('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
  });

  it('crosses the year at 18:30 UTC on 31 December', () => {
    expect(istDateStamp(at('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(istDateStamp(at('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});
