/**
 * The languages Salahkar speaks, and how a request picks one. Shared by the web app (which screen
 * texts to load), the server (which language a mail, a receipt or the assistant answers in) and
 * the schemas (`preferredLanguage` on the profile). English is the fallback everywhere: the spec's
 * texts are English, and every Hindi text has an English original.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie that keeps a visitor's choice (readable by the page, so it is no secret: it holds
 * only 'en' or 'hi'). A signed-in person's choice lives on their profile and is copied here.
 */
export const LANGUAGE_COOKIE = 'salahkar.lang';

/** The `Intl` locale of each language: Indian English and Hindi (India). */
export const LOCALE_OF: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name as its own speakers write it, for the switch. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a browser asks for first among ours, from an `Accept-Language` header
 * ('hi-IN,hi;q=0.9,en;q=0.8' → 'hi'); English when it asks for neither. Ranges are ordered by
 * their q-value, ties keep the header's order; 'q=0' means "not this one".
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranges = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q, index };
    })
    .filter((range) => Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranges) {
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
