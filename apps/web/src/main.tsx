import './zod-setup.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/app-error-boundary.tsx';
import { firstScreenOrTimeout, prefetchFirstScreen } from './app/first-screen.ts';
import { preloadHome } from './app/lazy-pages.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { reloadOnce } from './app/reload-once.ts';
import { createAppRouter } from './app/router.tsx';
import { setUpInstallableApp } from '@/features/installable-app';
import { activateLanguage, initialLanguage } from './i18n/index.ts';
import { maybeSignedIn } from './lib/current-user.ts';
import './fonts.ts';
import './index.css';

// Vite reports a lazy chunk that failed to load (usually a deploy replaced it): a reload fetches
// the new one. ResizeObserver loop notifications on window are deliberately not handled here: they
// are benign, and reloading on them would throw away what a person was typing. One that breaks
// rendering reaches the error screen, which reloads once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const router = createAppRouter();
const queryClient = createQueryClient();
setUpInstallableApp(initialLanguage());
// The texts of one language load before the first paint, so nothing flashes in the other one.
const beforeFirstPaint: Promise<unknown>[] = [activateLanguage(initialLanguage(), 'app')];
if (maybeSignedIn()) {
  // Who is signed in (and on `/`, what their home shows first) is asked now, beside the texts.
  const firstScreen = prefetchFirstScreen(queryClient, location.pathname);
  // `/` in a browser that holds a session is that member's dashboard (the server sends visitors
  // the landing page): its code downloads beside the texts, not after them, and React starts
  // once it and the answers are here (or a second has passed), so the home draws in one pass
  // rather than behind a skeleton first.
  if (location.pathname === '/')
    beforeFirstPaint.push(preloadHome(), firstScreenOrTimeout(firstScreen));
}

// As a transition, React renders in slices and lets the browser handle input in between.
void Promise.all(beforeFirstPaint).then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppErrorBoundary>
          <Providers queryClient={queryClient}>
            <RouterProvider router={router} />
          </Providers>
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
});
