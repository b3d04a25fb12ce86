import { useEffect } from 'react';
import {
  createBrowserRouter,
  Outlet,
  useLocation,
  useSearchParams,
  type RouteObject,
} from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { afterSignInPath } from '@/features/auth';
import { LoginPage, RegisterPage } from '@/features/auth/pages.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { RouteErrorScreen } from './app-error-boundary.tsx';

// The router of the sign-in and registration pages' own entry (auth-main.tsx, decision 222): only
// these two screens, so a visitor downloads neither the signed-in app nor its router table. Every
// other address, including where a person goes once signed in, is a full page load into the app.
// The screens are imported, not loaded lazily: the shell then lists their files beside the
// entry's, and the browser fetches them all at once instead of one after the other.

/** Takes the browser to an address of the app (a page this entry does not have). */
type OpenInApp = (path: string) => void;

/**
 * A full page load in place of the current entry in the history: Back returns to the page before
 * it, not to a spinner that would leave again.
 */
const fullPageLoad: OpenInApp = (path) => window.location.replace(path);

/**
 * The screens' frame: a person who is signed in already, or signs in here, leaves for the app,
 * to `/` or to what they came for, as the app's own visitor-only guard sends them.
 */
function VisitorFrame({ openInApp }: { openInApp: OpenInApp }) {
  const { data: user, isPending } = useCurrentUser();
  const [search] = useSearchParams();
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn) openInApp(afterSignInPath(search));
  }, [openInApp, signedIn, search]);
  if (isPending || signedIn) return <FullScreenSpinner />;
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
        { path: '/login', element: <LoginPage /> },
        { path: '/register', element: <RegisterPage /> },
      ],
    },
    { path: '*', element: <AppAddress openInApp={openInApp} /> },
  ];
}

/** The sign-in entry's router on the browser's address bar. */
export function createAuthRouter() {
  return createBrowserRouter(authRoutes());
}
