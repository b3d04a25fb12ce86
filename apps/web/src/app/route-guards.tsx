import { Suspense } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { DashboardSkeleton } from '@/components/ui/skeleton.tsx';
import { FullScreenSpinner } from '@/components/ui/spinner.tsx';
import { afterSignInPath } from '@/features/auth';
import { useCurrentUser } from '@/lib/current-user.ts';
import { HomeDashboard, LandingPage, LoginPage, SignedInLayout } from './lazy-pages.ts';

/** `/`: the landing page for visitors, the dashboard of their role for a signed-in person. */
export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenSpinner />;
  if (!user) return <LandingPage />;
  // Once the person is known, the dashboard's code loads behind its outline, not a blank spinner.
  return (
    <Suspense fallback={<DashboardSkeleton />}>
      <SignedInLayout user={user}>
        <HomeDashboard user={user} />
      </SignedInLayout>
    </Suspense>
  );
}

/**
 * Login, registration and password screens: a signed-in person is sent on, to `/` or to what they
 * came for (the post form of the field they chose, or a same-origin `next`).
 */
export function VisitorOnly() {
  const { data: user, isPending } = useCurrentUser();
  const [search] = useSearchParams();
  if (isPending) return <FullScreenSpinner />;
  if (user) return <Navigate to={afterSignInPath(search)} replace />;
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
