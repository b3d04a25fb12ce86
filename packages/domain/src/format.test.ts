import { describe, expect, it } from 'vitest';
import {
  displayNameOf,
  formatBadgeCount,
  formatFileSize,
  formatIstDate,
  formatIstDateTime,
  formatRupees,
  formatRupeesExact,
  formatRupeesFromRupees,
  initialsOf,
} from './format.ts';

describe('formatRupeesExact', () => {
  it('writes exact paise with Indian grouping', () => {
    expect(formatRupeesExact(0)).toBe('₹0.00');
    expect(formatRupeesExact(5)).toBe('₹0.05');
    expect(formatRupeesExact(150_000)).toBe('₹1,500.00');
    expect(formatRupeesExact(15_000_050)).toBe('₹1,50,000.50');
    expect(formatRupeesExact(123_456_789_01)).toBe('₹12,34,56,789.01');
    expect(formatRupeesExact(-45_050)).toBe('-₹450.50');
    expect(() => formatRupeesExact(1.5)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way, in whole rupees', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(50_000)).toBe('₹500');
    expect(formatRupees(100_000)).toBe('₹1,000');
    expect(formatRupees(15_000_000)).toBe('₹1,50,000');
    expect(formatRupees(123_456_789_00)).toBe('₹12,34,56,789');
  });

  it('rounds half a rupee up and drops the paise', () => {
    expect(formatRupees(150_049)).toBe('₹1,500');
    expect(formatRupees(150_050)).toBe('₹1,501');
    expect(formatRupees(-150_050)).toBe('-₹1,501');
    expect(formatRupees(-49)).toBe('₹0');
  });

  it('formats amounts given in rupees', () => {
    expect(formatRupeesFromRupees(1500)).toBe('₹1,500');
    expect(formatRupeesFromRupees(99_999.5)).toBe('₹1,00,000');
  });

  it('refuses fractional paise', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});

describe('formatFileSize', () => {
  it('uses base 1024 and at most two decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048 GB');
  });

  it('refuses a negative size', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
  });
});

describe('formatBadgeCount', () => {
  it('caps at 9+', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
    expect(() => formatBadgeCount(-1)).toThrow(RangeError);
  });
});

const MONTHS_EN = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

describe('IST dates', () => {
  it('writes the date and time in India Standard Time', () => {
    expect(formatIstDateTime(new Date('2026-11-22T09:35:00Z'))).toBe('22 Nov 2026, 3:05 pm IST');
    expect(formatIstDateTime('2026-09-01T18:30:00Z')).toBe('2 Sep 2026, 12:00 am IST');
    expect(formatIstDateTime('2026-01-01T06:45:00Z')).toBe('1 Jan 2026, 12:15 pm IST');
    expect(formatIstDate(new Date('2026-12-31T19:00:00Z'))).toBe('1 Jan 2027');
  });

  it('refuses an invalid date', () => {
    expect(() => formatIstDate('not a date')).toThrow(RangeError);
  });

  it("reads the same date and time as Intl's Asia/Kolkata at every hour of the day, 1970-2040", () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    const HOUR = 60 * 60 * 1000;
    // Every 97 hours and 13 minutes from 1970 to 2040: each hour of the day, month ends, leap days.
    for (let time = 0; time < Date.UTC(2040, 0, 1); time += 97 * HOUR + 13 * 60 * 1000) {
      const part = (type: string) =>
        Number(intl.formatToParts(time).find((p) => p.type === type)?.value);
      const hour = part('hour') % 24;
      const expected = `${part('day')} ${MONTHS_EN[part('month') - 1]} ${part('year')}, ${
        hour % 12 === 0 ? 12 : hour % 12
      }:${String(part('minute')).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'} IST`;
      expect(formatIstDateTime(time)).toBe(expected);
    }
  });
});

describe('initialsOf and displayNameOf', () => {
  it('takes the first letters of the names, else of the email, else U', () => {
    expect(initialsOf({ firstName: 'asha', lastName: 'rao', email: 'x@y.in' })).toBe('AR');
    expect(initialsOf({ firstName: 'Asha', lastName: null, email: 'x@y.in' })).toBe('A');
    expect(initialsOf({ firstName: ' ', lastName: '', email: 'zoya@example.in' })).toBe('Z');
    expect(initialsOf({})).toBe('U');
  });

  it("falls back to 'Name not provided'", () => {
    expect(displayNameOf({ firstName: 'Asha', lastName: 'Rao' })).toBe('Asha Rao');
    expect(displayNameOf({ firstName: 'Asha', lastName: null })).toBe('Asha');
    expect(displayNameOf({ firstName: ' ', lastName: undefined })).toBe('Name not provided');
  });
});

describe('formats in Hindi', () => {
  it('writes Hindi month names with Latin digits, am/pm and IST', () => {
    expect(formatIstDateTime(new Date('2026-11-22T09:35:00Z'), 'hi')).toBe(
      '22 नव॰ 2026, 3:05 pm IST',
    );
    expect(formatIstDateTime('2026-09-01T18:30:00Z', 'hi')).toBe('2 सित॰ 2026, 12:00 am IST');
    expect(formatIstDate(new Date('2026-12-31T19:00:00Z'), 'hi')).toBe('1 जन॰ 2027');
    const months = Array.from(
      { length: 12 },
      (_, month) => formatIstDate(Date.UTC(2026, month, 10, 6), 'hi').split(' ')[1],
    );
    expect(months).toEqual([
      'जन॰',
      'फ़र॰',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुल॰',
      'अग॰',
      'सित॰',
      'अक्टू॰',
      'नव॰',
      'दिस॰',
    ]);
  });

  it('agrees with hi-IN Intl on every month ICU versions agree on', () => {
    const intl = new Intl.DateTimeFormat('hi-IN', { month: 'short', timeZone: 'Asia/Kolkata' });
    for (const month of [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11]) {
      const date = Date.UTC(2026, month, 10, 6);
      expect(formatIstDate(date, 'hi').split(' ')[1]).toBe(intl.format(date));
    }
  });

  it('keeps English exactly as it was when the language is English', () => {
    const date = new Date('2026-11-22T09:35:00Z');
    expect(formatIstDateTime(date, 'en')).toBe(formatIstDateTime(date));
    expect(formatIstDate(date, 'en')).toBe('22 Nov 2026');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
  });

  it('writes sizes, the missing name and money for a Hindi reader', () => {
    expect(formatFileSize(0, 'hi')).toBe('0 बाइट');
    expect(formatFileSize(1023, 'hi')).toBe('1023 बाइट');
    expect(formatFileSize(1536, 'hi')).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024, 'hi')).toBe('10 MB');
    expect(displayNameOf({ firstName: '', lastName: null }, 'hi')).toBe('नाम नहीं दिया गया');
    expect(displayNameOf({ firstName: 'आशा', lastName: 'राव' }, 'hi')).toBe('आशा राव');
    // Money reads the same in both languages: ₹ and Indian grouping.
    expect(formatRupees(15_000_000)).toBe('₹1,50,000');
  });
});
