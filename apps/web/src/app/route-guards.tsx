import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/features/auth';
import { HomeDashboard, LandingPage, LoginPage, SignedInLayout } from './lazy-pages.ts';

/** `/`: the landing page for visitors, the dashboard of their role for a signed-in person. */
export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner />;
  if (!user) return <LandingPage />;
  return (
    <SignedInLayout user={user}>
      <HomeDashboard user={user} />
    </SignedInLayout>
  );
}

/** Login, registration and password screens: a signed-in person is sent to `/`. */
export function VisitorOnly() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner />;
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Screens that need a session. A visitor sees the login screen in place, with the address kept,
 * so signing in shows the screen they asked for.
 */
export function AuthenticatedOnly() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner />;
  if (!user) return <LoginPage />;
  return (
    <SignedInLayout user={user}>
      <Outlet />
    </SignedInLayout>
  );
}
