import { i18n } from './i18n.ts';

/**
 * The screen texts of the current language: `t('chat.composer.send')`,
 * `t('offers.count', { count })` with ICU plurals. Rich text with elements uses `<T id … />`.
 * It reads the one catalog directly: a change of language remounts the screens
 * (LanguageProvider), so no component has to subscribe to it.
 */
export function useT(): (id: string, values?: Record<string, unknown>) => string {
  return translate;
}

function translate(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}
