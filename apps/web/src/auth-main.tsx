// No zod here: the forms' schemas load on first use, and their chunk sets zod up first
// (features/auth/lib/schemas.ts, decision 230).
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isLanguage } from '@salahkar/domain/language';
import { AuthEntry, createAuthRouter, whenReady } from './app/auth-router.tsx';
import { reloadOnce } from './app/reload-once.ts';
import { linkManifest } from './features/installable-app/manifests.ts';
import { registerFromPublicPage } from './features/installable-app/public-page-worker.ts';
import { activateLanguage, initialLanguage } from './i18n/index.ts';
// The English texts come with the entry's own files, so for most visitors the script takes the
// page over without a further download (activateLanguage finds them loaded); a Hindi page fetches
// its own as well.
import './i18n/catalogs/auth-en.ts';
import './fonts.ts';
import './index.css';

// The browser entry of /login and /register (auth.html, decision 222). The signed-in app's entry
// (main.tsx) brings every screen's router table, the live channel and the whole app's texts; a
// visitor signing in needs none of it. This one brings the two screens, the query cache their
// calls go through, the toasts and their own texts, in the language the app would open in (the
// switch on the page changes it in place). Signing in is a full page load into the app.

// A chunk that failed to load (a deploy replaced it): a reload fetches the new one.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('auth.html has no #root element');
const router = createAuthRouter();

// The server sends the screen the build rendered for this address, in the visitor's language
// (decision 222): the browser takes that HTML over in the language it was rendered in. The build
// rendered the plain address only; one with a query (`?with=phone`, `?field=`, `?next=`) shows
// other parts and links, so the script draws that screen anew over the rendered one.
const primary = document.documentElement.lang.split('-')[0];
const takesOver =
  root.dataset.screen === location.pathname && location.search === '' && isLanguage(primary);
const language = takesOver ? primary : initialLanguage();
// Installing from here installs the app in the page's language (a Hindi page, "सलाहकार").
linkManifest(language);

// The texts and the screen's code are on hand before the first render, so nothing flashes in the
// other language and the rendered screen is taken over as it stands (its chunk was listed in the
// page, so it is on its way already). As a transition, React renders in slices and lets the
// browser handle input in between, instead of holding the page in one long task (the
// registration form is a large tree).
void Promise.all([activateLanguage(language, 'auth'), whenReady(router)]).then(() => {
  const entry = <AuthEntry router={router} />;
  startTransition(() => {
    if (takesOver) hydrateRoot(root, entry);
    else createRoot(root).render(entry);
  });
});

// The installed app's worker, once the page has loaded, as the other light pages register it.
registerFromPublicPage();
