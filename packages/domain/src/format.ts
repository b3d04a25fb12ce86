import { DEFAULT_LANGUAGE, type Language } from './language.ts';
import { istWallClock } from './india-time.ts';
import { BADGE_CAP } from './limits.ts';

/**
 * Display formats shared by the web app and the server (mails, exports), so an amount, a size or a
 * date reads the same everywhere. Each screen-facing format takes the reader's language (English
 * when not given): Hindi keeps Latin digits (as `hi-IN` does), ₹ with Indian grouping and 'IST',
 * and writes month names and words in Hindi.
 */

/** Groups the digits of a non-negative integer string the Indian way: 1,50,000 and 12,34,56,789. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${rest},${lastThree}`;
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number`);
}

/** '₹1,50,000' from 15000000 paise: whole rupees, half a rupee rounds up (away from zero). */
export function formatRupees(paise: number): string {
  assertSafeInteger(paise, 'An amount in paise');
  const wholeRupees = Math.floor((Math.abs(paise) + 50) / 100);
  const sign = paise < 0 && wholeRupees > 0 ? '-' : '';
  return `${sign}₹${groupIndian(String(wholeRupees))}`;
}

/**
 * '₹1,50,000.50' from 15000050 paise: exact to the paisa, Indian grouping, for documents that
 * account for every paisa (receipts, the financial report).
 */
export function formatRupeesExact(paise: number): string {
  assertSafeInteger(paise, 'An amount in paise');
  const digits = String(Math.abs(paise)).padStart(3, '0');
  const sign = paise < 0 ? '-' : '';
  return `${sign}₹${groupIndian(digits.slice(0, -2))}.${digits.slice(-2)}`;
}

/**
 * '₹750', or '₹1,234.50' when there are paise: exact to the paisa without a '.00' tail, for
 * amounts a person reads in mails, notices and pushes (never rounded to the rupee).
 */
export function formatRupeesToPaisa(paise: number): string {
  return paise % 100 === 0 ? formatRupees(paise) : formatRupeesExact(paise);
}

/** '₹1,500' from 1500 (rupees, as admins type them and the urgency table stores them). */
export function formatRupeesFromRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) throw new RangeError('An amount in rupees must be a number');
  return formatRupees(Math.round(rupees * 100));
}

const SIZE_UNITS: Record<Language, readonly string[]> = {
  en: ['Bytes', 'KB', 'MB', 'GB'],
  hi: ['बाइट', 'KB', 'MB', 'GB'],
};

/** '0 Bytes', '1.5 KB', '10 MB' ('0 बाइट' in Hindi): base 1024, at most two decimals. */
export function formatFileSize(bytes: number, language: Language = DEFAULT_LANGUAGE): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError('A file size must be 0 or more');
  const units = SIZE_UNITS[language];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${parseFloat(value.toFixed(2))} ${units[unit]}`;
}

/** A badge's text: the count itself up to 9, then '9+'. Callers hide the badge at 0. */
export function formatBadgeCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError('A badge count must be a whole number, 0 or more');
  }
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

// Month names are our own: ICU versions disagree on en-IN's short September ('Sep' or 'Sept') and
// on hi-IN's short October ('अक्तू॰' in older CLDR, 'अक्टू॰' since). The Hindi ones are CLDR's
// current abbreviations, matching the full names Hindi readers see elsewhere ('अक्टूबर').
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
};

type IstParts = { year: number; month: number; day: number; hour: number; minute: number };

// By arithmetic on India's one constant offset (india-time.ts), not an Intl.DateTimeFormat for
// Asia/Kolkata: building that format loads the engine's calendar and time zone data, 85-400 ms on
// a phone-class CPU, which the dashboard paid inside the render that showed its first case
// (decision 233).
function istPartsOf(date: Date | string | number): IstParts {
  const wall = istWallClock(date instanceof Date ? date : new Date(date));
  if (Number.isNaN(wall.getTime())) throw new RangeError('Invalid date');
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** '22 Nov 2026' in India Standard Time; '22 नव॰ 2026' in Hindi. */
export function formatIstDate(
  date: Date | string | number,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const { year, month, day } = istPartsOf(date);
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}

/**
 * '22 Nov 2026, 3:05 pm IST'; '22 नव॰ 2026, 3:05 pm IST' in Hindi (hi-IN writes the 12-hour
 * clock with Latin am/pm too).
 */
export function formatIstDateTime(
  date: Date | string | number,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const { hour, minute } = istPartsOf(date);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const period = hour < 12 ? 'am' : 'pm';
  return `${formatIstDate(date, language)}, ${hour12}:${String(minute).padStart(2, '0')} ${period} IST`;
}

export type PersonName = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

function firstLetter(text: string | null | undefined): string {
  return Array.from(text?.trim() ?? '')[0] ?? '';
}

/** Avatar initials: first letters of first and last name, else the email's first letter, else 'U'. */
export function initialsOf(person: PersonName): string {
  const fromName = firstLetter(person.firstName) + firstLetter(person.lastName);
  if (fromName) return fromName.toUpperCase();
  return firstLetter(person.email).toUpperCase() || 'U';
}

const NO_NAME: Record<Language, string> = {
  en: 'Name not provided',
  hi: 'नाम नहीं दिया गया',
};

/** 'Asha Rao', or 'Name not provided' ('नाम नहीं दिया गया') when neither name is set. */
export function displayNameOf(person: PersonName, language: Language = DEFAULT_LANGUAGE): string {
  const name = [person.firstName?.trim(), person.lastName?.trim()].filter(Boolean).join(' ');
  return name || NO_NAME[language];
}
