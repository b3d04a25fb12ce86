import type { CurrentUser } from '@/features/auth';
import { ProfessionalDashboard } from '@/features/professional';
import { UserDashboard } from './user-dashboard.tsx';

/** `/` for a signed-in person: the dashboard of their role. */
export function HomeDashboard({ user }: { user: CurrentUser }) {
  if (user.role === 'professional') return <ProfessionalDashboard user={user} />;
  if (user.role === 'admin') {
    // The admin dashboard's tiles and lists belong to the admin feature.
    return (
      <section aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading" className="text-2xl font-semibold sm:text-3xl">
          Admin Dashboard
        </h1>
        <p className="mt-2 text-muted-foreground">
          Welcome back, {user.firstName?.trim() || 'there'}.
        </p>
      </section>
    );
  }
  return <UserDashboard user={user} />;
}
