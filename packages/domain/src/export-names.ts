import { istDateStamp } from './india-time.ts';

// Every file the admin console hands out is named in one style (issue 29 §3):
// 'salahkar-{subject}-{YYYY-MM-DD}.{extension}', lower case, words joined by hyphens, the date
// being today in India. The server's Content-Disposition and the web's fallback name (used when a
// browser gives none) both come from here.

export type ExportExtension = 'csv' | 'pdf' | 'txt';

/** 'salahkar-consultations-2026-11-22.csv'; `subject` is a hyphenated word or two. */
export function exportFileName(subject: string, extension: ExportExtension, now: Date): string {
  return `salahkar-${subject}-${istDateStamp(now)}.${extension}`;
}
