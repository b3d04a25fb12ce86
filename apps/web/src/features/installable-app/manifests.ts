import type { Language } from '@salahkar/domain/language';

/** The web app manifest of each language, as the build writes them (build/web-manifest.ts). */
export const MANIFEST_OF: Record<Language, string> = {
  en: '/manifest.webmanifest',
  hi: '/manifest.hi.webmanifest',
};

/** Points the page's manifest link at its language's manifest (a Hindi page installs "सलाहकार"). */
export function linkManifest(language: Language): void {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFEST_OF[language]);
}
