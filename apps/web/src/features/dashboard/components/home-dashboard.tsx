import { CATEGORY_FIELDS } from '@salahkar/domain/enums';
import type { CurrentUser } from '@/features/auth';

function firstNameOf(user: CurrentUser): string {
  return user.firstName?.trim() || 'there';
}

/**
 * `/` for a signed-in person: the greeting and main heading of their role's dashboard. The lists,
 * tiles and tabs of each dashboard belong to the marketplace and admin features.
 */
export function HomeDashboard({ user }: { user: CurrentUser }) {
  if (user.role === 'admin') {
    return (
      <section aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading" className="text-2xl font-semibold sm:text-3xl">
          Admin Dashboard
        </h1>
        <p className="mt-2 text-muted-foreground">Welcome back, {firstNameOf(user)}.</p>
      </section>
    );
  }

  if (user.role === 'professional') {
    return (
      <section aria-labelledby="dashboard-heading">
        <h1 id="dashboard-heading" className="text-2xl font-semibold sm:text-3xl">
          Welcome back, {firstNameOf(user)}!
        </h1>
        <p className="mt-2 text-muted-foreground">
          Professional Dashboard
          {user.specialization ? ` · ${CATEGORY_FIELDS[user.specialization]}` : ''}
        </p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="dashboard-heading"
      className="rounded-2xl bg-primary px-6 py-8 text-primary-foreground sm:px-8"
    >
      <h1 id="dashboard-heading" className="text-2xl font-semibold sm:text-3xl">
        Welcome back, {firstNameOf(user)}!
      </h1>
      <p className="mt-2 text-primary-foreground/90">What are you looking for today?</p>
    </section>
  );
}
