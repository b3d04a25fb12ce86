// Display formatting lives in the domain package so server mails, exports and screens agree. The
// subpath import keeps zod (pulled in by the package index) out of the landing page's bundle.
export {
  formatRupees,
  formatFileSize,
  formatBadgeCount,
  formatIstDateTime,
  formatIstDate,
  initialsOf,
  displayNameOf,
} from '@salahkar/domain/format';

/** The calendar year now, for the copyright line (docs/product/rulings.md, R-50). */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
