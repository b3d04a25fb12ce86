import { StrictMode, useEffect } from 'react';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useSearchParams,
  type DataRouter,
  type RouteObject,
} from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { afterSignInPath } from '@/features/auth';
import { loadLoginScreen, loadRegisterScreen } from '@/features/auth/screens.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { AppErrorBoundary, RouteErrorScreen } from './app-error-boundary.tsx';
import { AuthProviders } from './auth-providers.tsx';

// The router of the sign-in and registration pages' own entry (auth-main.tsx, decision 222): only
// these two screens, so a visitor downloads neither the signed-in app nor its router table. Every
// other address, including where a person goes once signed in, is a full page load into the app.
// Each screen is a chunk of its own (features/auth/screens.ts), so /login does not download the
// registration form, its dialog and uploads: the page the build renders for a screen lists that
// screen's files beside the entry's (build/prerender.ts), so the browser still fetches them at
// once, and the other screen's load when the visitor goes there or shows they mean to.

/** Takes the browser to an address of the app (a page this entry does not have). */
type OpenInApp = (path: string) => void;

/**
 * A full page load in place of the current entry in the history: Back returns to the page before
 * it, not to a spinner that would leave again.
 */
const fullPageLoad: OpenInApp = (path) => window.location.replace(path);

/**
 * The screens' frame: a person who is signed in already, or signs in here, leaves for the app,
 * to `/` or to what they came for, as the app's own visitor-only guard sends them. The screen
 * shows while that is being checked: the server sends this entry only to a browser without a
 * session, and the build renders the screen ahead of time as a visitor sees it.
 */
function VisitorFrame({ openInApp }: { openInApp: OpenInApp }) {
  const { data: user } = useCurrentUser();
  const [search] = useSearchParams();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) openInApp(afterSignInPath(search));
  }, [openInApp, signedIn, search]);
  if (signedIn) return <FullScreenSpinner />;
  return <Outlet />;
}

/**
 * Any address this entry has no screen for (the forgotten-password screen, home, the dashboard
 * after registration): the app's, opened by a full page load in place of the link followed.
 */
function AppAddress({ openInApp }: { openInApp: OpenInApp }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    openInApp(`${pathname}${search}${hash}`);
  }, [openInApp, pathname, search, hash]);
  return <FullScreenSpinner />;
}

/** The entry's route table; `openInApp` is how it leaves for the app (a full page load). */
export function authRoutes(openInApp: OpenInApp = fullPageLoad): RouteObject[] {
  return [
    {
      element: <VisitorFrame openInApp={openInApp} />,
      errorElement: <RouteErrorScreen />,
      children: [
        { path: '/login', lazy: async () => ({ Component: await loadLoginScreen() }) },
        { path: '/register', lazy: async () => ({ Component: await loadRegisterScreen() }) },
      ],
    },
    { path: '*', element: <AppAddress openInApp={openInApp} /> },
  ];
}

/** The sign-in entry's router on the browser's address bar. */
export function createAuthRouter() {
  return createBrowserRouter(authRoutes());
}

/**
 * Resolves once `router` has its first screen's code (the screens are lazy): until then it would
 * render nothing, so the browser takes the rendered HTML over, and the build renders it, only then.
 */
export function whenReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The entry's whole tree on `router`: the browser's (auth-main.tsx) and the one the build renders
 * to HTML (build/prerender-entry.tsx) are this same tree, so the browser can take the HTML over.
 */
export function AuthEntry({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AuthProviders>
          <RouterProvider router={router} />
        </AuthProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
