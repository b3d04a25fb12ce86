import adminEnglish from '@/i18n/catalogs/admin-en.ts';
import adminHindi from '@/i18n/catalogs/admin-hi.ts';
import english from '@/i18n/catalogs/app-en.ts';
import hindi from '@/i18n/catalogs/app-hi.ts';
import legalEnglish from '@/i18n/catalogs/legal-en.ts';
import legalHindi from '@/i18n/catalogs/legal-hi.ts';
import { i18n } from '@/i18n/i18n.ts';

// Tests render in English (setup.ts puts English back after each test). A test of the Hindi
// screens switches with these, the way the app does: the whole app's catalog of one language,
// with the policies' and the admin area's texts (a test renders their pages without the routes
// that load them). A new object each time: Lingui merges a part loaded later into the one it holds.

export function showInHindi(): void {
  i18n.loadAndActivate({ locale: 'hi', messages: { ...hindi, ...legalHindi, ...adminHindi } });
}

export function showInEnglish(): void {
  i18n.loadAndActivate({
    locale: 'en',
    messages: { ...english, ...legalEnglish, ...adminEnglish },
  });
}
