import './zod-setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { AuthProviders } from './app/auth-providers.tsx';
import { createAuthRouter } from './app/auth-router.tsx';
import { reloadOnce } from './app/reload-once.ts';
import { linkManifest } from './features/installable-app/manifests.ts';
import { registerFromPublicPage } from './features/installable-app/public-page-worker.ts';
import { activateLanguage, initialLanguage } from './i18n/index.ts';
// The English texts come with the entry's own files, so most visitors' first paint waits for no
// further download (activateLanguage finds them loaded); a Hindi page fetches its own as well.
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

const language = initialLanguage();
// Installing from here installs the app in the page's language (a Hindi page, "सलाहकार").
linkManifest(language);

// The texts are on hand before the first paint, so nothing flashes in the other language.
void activateLanguage(language, 'auth').then(() => {
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <AuthProviders>
          <RouterProvider router={router} />
        </AuthProviders>
      </AppErrorBoundary>
    </StrictMode>,
  );
});

// The installed app's worker, once the page has loaded, as the other light pages register it.
registerFromPublicPage();
