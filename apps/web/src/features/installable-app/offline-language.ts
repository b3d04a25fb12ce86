import type { Language } from '@salahkar/domain/language';

/**
 * The language of the offline page shown at `pathname`: Hindi under '/hi', as the pages
 * themselves are; elsewhere the language the app would open in (the kept choice, else the
 * browser's).
 */
export function offlinePageLanguage(pathname: string, appLanguage: () => Language): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : appLanguage();
}
