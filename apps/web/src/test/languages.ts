import english from '@/i18n/catalogs/app-en.ts';
import hindi from '@/i18n/catalogs/app-hi.ts';
import { i18n } from '@/i18n/i18n.ts';

// Tests render in English (setup.ts puts English back after each test). A test of the Hindi
// screens switches with these, the way the app does: the whole app's catalog of one language.

export function showInHindi(): void {
  i18n.loadAndActivate({ locale: 'hi', messages: hindi });
}

export function showInEnglish(): void {
  i18n.loadAndActivate({ locale: 'en', messages: english });
}
