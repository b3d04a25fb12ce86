import type { Language } from '@salahkar/domain/language';

/**
 * The English addresses of the public pages the build renders ahead of time (public-pages.tsx
 * adds what each shows). Shared, so the header's language switch and the legal links know them
 * without importing the pages.
 */
export const PUBLIC_PATHS = {
  landing: '/',
  terms: '/terms',
  privacy: '/privacy',
  'cancellation-refund': '/cancellation-refund',
} as const;

/** A public page's address in a language: '/terms' in English, '/hi/terms' in Hindi. */
export function pathIn(path: string, language: Language): string {
  const english = englishPathOf(path);
  if (language === 'en') return english;
  return english === '/' ? '/hi' : `/hi${english}`;
}

/** The English address of a public page's address in any language ('/hi/terms' → '/terms'). */
function englishPathOf(path: string): string {
  if (path === '/hi' || path === '/hi/') return '/';
  return path.startsWith('/hi/') ? path.slice(3) : path;
}

/** Whether this address, in either language, is one of the pre-rendered public pages. */
export function isPublicPath(path: string): boolean {
  const english = englishPathOf(path);
  return Object.values(PUBLIC_PATHS).some((publicPath) => publicPath === english);
}
