import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n.ts';
import hi from '@/i18n/catalogs/app-hi.ts';
import {
  displayNameOf,
  formatFileSize,
  formatIstDate,
  formatIstDateTime,
  formatRupees,
} from './format.ts';

const instant = new Date('2026-11-22T09:35:00Z');

describe('formats in the language on screen', () => {
  it('writes English while English is on screen', () => {
    expect(formatIstDate(instant)).toBe('22 Nov 2026');
    expect(formatIstDateTime(instant)).toBe('22 Nov 2026, 3:05 pm IST');
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(displayNameOf({})).toBe('Name not provided');
  });

  it('follows a switch to Hindi, keeping digits, ₹ and IST', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hi });
    expect(formatIstDate(instant)).toBe('22 नव॰ 2026');
    expect(formatIstDateTime(instant)).toBe('22 नव॰ 2026, 3:05 pm IST');
    expect(formatFileSize(0)).toBe('0 बाइट');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(displayNameOf({})).toBe('नाम नहीं दिया गया');
    expect(formatRupees(15_000_000)).toBe('₹1,50,000');
  });
});
