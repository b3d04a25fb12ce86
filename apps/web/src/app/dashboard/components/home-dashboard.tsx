import { lazy } from 'react';
import type { CurrentUser } from '@/lib/current-user.ts';
import { ProfessionalDashboard } from './professional-dashboard.tsx';
import { UserDashboard } from './user-dashboard.tsx';

// Only admins need the admin dashboard's code.
const AdminDashboard = lazy(() =>
  import('@/features/admin').then((m) => ({ default: m.AdminDashboard })),
);

/** `/` for a signed-in person: the dashboard of their role. */
export function HomeDashboard({ user }: { user: CurrentUser }) {
  if (user.role === 'professional') return <ProfessionalDashboard user={user} />;
  if (user.role === 'admin') return <AdminDashboard />;
  return <UserDashboard user={user} />;
}
