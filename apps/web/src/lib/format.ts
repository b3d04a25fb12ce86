// Display formatting lives in the domain package so server mails, exports and screens agree. The
// subpath import keeps zod (pulled in by the package index) out of the landing page's bundle.
import {
  displayNameOf as displayNameIn,
  formatFileSize as formatFileSizeIn,
  formatIstDate as formatIstDateIn,
  formatIstDateTime as formatIstDateTimeIn,
  type PersonName,
} from '@salahkar/domain/format';
import { currentLanguage } from '@/i18n/i18n.ts';

export { formatRupees, formatBadgeCount, initialsOf } from '@salahkar/domain/format';

// The screen's language is read at each call, so a text formatted after the switch follows it.

/** '22 Nov 2026' in India Standard Time, in the language on screen ('22 नव॰ 2026'). */
export function formatIstDate(date: Date | string | number): string {
  return formatIstDateIn(date, currentLanguage());
}

/** '22 Nov 2026, 3:05 pm IST', in the language on screen. */
export function formatIstDateTime(date: Date | string | number): string {
  return formatIstDateTimeIn(date, currentLanguage());
}

/** '1.5 KB', '0 Bytes' ('0 बाइट' in Hindi). */
export function formatFileSize(bytes: number): string {
  return formatFileSizeIn(bytes, currentLanguage());
}

/** 'Asha Rao', or 'Name not provided' in the language on screen. */
export function displayNameOf(person: PersonName): string {
  return displayNameIn(person, currentLanguage());
}

/** The calendar year now, for the copyright line (docs/product/rulings.md, R-50). */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
