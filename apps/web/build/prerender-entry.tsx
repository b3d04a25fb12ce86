import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import type { Messages } from '@lingui/core';
import { LANGUAGES, LOCALE_OF, type Language } from '@salahkar/domain/language';
import { MEMBER_HOMES } from '@salahkar/domain/member-home';
import { i18n } from '../src/i18n/i18n.ts';
import { LanguageProvider } from '../src/i18n/index.ts';
import appEnglish from '../src/i18n/catalogs/app-en.ts';
import appHindi from '../src/i18n/catalogs/app-hi.ts';
import { firstAnswersOf } from '../src/app/first-answers.ts';
import { NotFoundPage } from '../src/app/not-found-page.tsx';
import { AuthEntry, authRoutes, whenReady } from '../src/app/auth-router.tsx';
import authEnglish from '../src/i18n/catalogs/auth-en.ts';
import authHindi from '../src/i18n/catalogs/auth-hi.ts';
import landingEnglish from '../src/i18n/catalogs/landing-en.ts';
import landingHindi from '../src/i18n/catalogs/landing-hi.ts';
import legalEnglish from '../src/i18n/catalogs/legal-en.ts';
import legalHindi from '../src/i18n/catalogs/legal-hi.ts';
import { pathIn } from '../src/lib/public-paths.ts';
import { PUBLIC_PAGES, type PublicPage, type PublicPageName } from '../src/public-pages.tsx';

// Loaded by build/prerender.ts through Vite's server-side module loader, so the pages resolve
// `@/…`, the domain package and the message files exactly as the browser build does.

export { LANGUAGES, LOCALE_OF, MEMBER_HOMES, PUBLIC_PAGES, firstAnswersOf, pathIn };

const CATALOGS: Record<PublicPage['catalog'], Record<Language, Messages>> = {
  landing: { en: landingEnglish, hi: landingHindi },
  legal: { en: legalEnglish, hi: legalHindi },
};

/** A public page in one language: its HTML (the tree public-main.tsx hydrates) and head texts. */
export async function renderPublicPage(name: PublicPageName, language: Language) {
  const page = PUBLIC_PAGES[name];
  const Page = await page.load();
  i18n.loadAndActivate({ locale: language, messages: CATALOGS[page.catalog][language] });
  const html = renderToString(
    <StrictMode>
      <LanguageProvider>
        <Page />
      </LanguageProvider>
    </StrictMode>,
  );
  return { html, title: i18n._(page.title), description: i18n._(page.description) };
}

/**
 * The app's Page Not Found screen in one language, as the server sends it (status 404) for an
 * address that is no screen of the app, readable without JavaScript.
 */
export function renderNotFoundPage(language: Language) {
  i18n.loadAndActivate({ locale: language, messages: language === 'hi' ? appHindi : appEnglish });
  const html = renderToString(
    <StrictMode>
      <LanguageProvider>
        <NotFoundPage />
      </LanguageProvider>
    </StrictMode>,
  );
  return Promise.resolve({
    html,
    title: i18n._('common.pageTitle', { title: i18n._('app.notFound.title') }),
  });
}

/** The sign-in entry's screens (auth.html, decision 222): address and the id of its title. */
export const AUTH_SCREENS = { '/login': 'auth.login.title', '/register': 'auth.register.title' };

/**
 * A sign-in entry screen at its plain address in one language, as a visitor's browser first
 * draws it (auth-main.tsx takes this HTML over with the same tree), and its document title.
 */
export async function renderAuthScreen(path: keyof typeof AUTH_SCREENS, language: Language) {
  i18n.loadAndActivate({ locale: language, messages: language === 'hi' ? authHindi : authEnglish });
  const router = createMemoryRouter(authRoutes(), { initialEntries: [path] });
  // The screens are lazy (each its own chunk): rendered before its code is in, it would be empty.
  await whenReady(router);
  const html = renderToString(<AuthEntry router={router} />);
  const title = i18n._('auth.frame.documentTitle', { title: i18n._(AUTH_SCREENS[path]) });
  return { html, title };
}
