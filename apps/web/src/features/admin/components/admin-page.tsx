import { AccessDenied } from '@/components/layout/access-denied.tsx';
import { useCurrentUser } from '@/features/auth';

/** /admin: the admin console. The server refuses every admin call to anyone else as well. */
export function AdminPage() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') {
    return <AccessDenied reason="The admin dashboard is available to administrators only." />;
  }
  return (
    <section aria-labelledby="admin-heading">
      <h1 id="admin-heading" className="text-2xl font-semibold sm:text-3xl">
        Admin Dashboard
      </h1>
      <p className="mt-2 text-muted-foreground">
        Approvals, users, catalog, consultations, queries and finances of the platform.
      </p>
    </section>
  );
}
