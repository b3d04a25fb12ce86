import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@salahkar/domain/language';
import { registerFromPublicPage } from './features/installable-app/public-page-worker.ts';
import {
  activateLanguage,
  chooseAsVisitor,
  LanguageProvider,
  readLanguageCookie,
} from './i18n/index.ts';
import { isPublicPageName, PUBLIC_PAGES } from './public-pages.tsx';
import './fonts.ts';
import './index.css';

// The browser entry of the pages the build rendered to HTML (landing, policies). It loads the
// page's own module, then takes over the HTML as it is (hydration): the page is readable from the
// first byte, and only React and the page itself are downloaded, not the router, the query cache
// or any schema. Every link on these pages is a full page load into the app (main.tsx). The page's
// language is the one it was rendered in (`<html lang>`), whatever the visitor's cookie says: the
// address decides ('/hi/…' is Hindi), so the hydrated page matches its HTML.
const root = document.getElementById('root');
const name = root?.dataset.page;
const primary = document.documentElement.lang.split('-')[0];
const language = isLanguage(primary) ? primary : 'en';
// A page read at its Hindi address ('/hi…', which the switch leads to), or in the language the
// visitor's cookie already keeps, is the visitor's choice: the sign-in and registration pages it
// links to open in it, and signing in keeps it (decision 217). An English address answered in
// Hindi only because the browser asks for Hindi is no choice, and is not noted.
const atHindiAddress = location.pathname === '/hi' || location.pathname.startsWith('/hi/');
if (atHindiAddress || readLanguageCookie() === language) chooseAsVisitor(language);
if (root && isPublicPageName(name)) {
  void Promise.all([
    PUBLIC_PAGES[name].load(),
    activateLanguage(language, PUBLIC_PAGES[name].catalog),
  ]).then(([Page]) => {
    // As a transition, as the sign-in entry does: React takes the page over in slices and lets the
    // browser handle input in between. A plain hydrateRoot is one task for the whole landing page,
    // which is long.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <LanguageProvider>
            <Page />
          </LanguageProvider>
        </StrictMode>,
      );
    });
  });
}

// The installed app's worker, once the page has loaded (so the offline page and the app's files
// are ready the first time someone opens the app from here).
registerFromPublicPage();
