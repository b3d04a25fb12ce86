import { lazy } from 'react';
import { withTexts } from '@/i18n';
import type { CurrentUser } from '@/lib/current-user.ts';
import { ProfessionalDashboard } from '../professional-home.ts';
import { UserDashboard } from './user-dashboard.tsx';

// Each role's dashboard beyond the client's loads only for that role: a client's first screen
// carries none of the professional's lists (professional-home.ts) or the admin's tables, nor
// their texts (the admin area's come with its code).
const AdminDashboard = lazy(() =>
  withTexts('admin', import('@/features/admin')).then((m) => ({ default: m.AdminDashboard })),
);

/** `/` for a signed-in person: the dashboard of their role. */
export function HomeDashboard({ user }: { user: CurrentUser }) {
  if (user.role === 'professional') return <ProfessionalDashboard user={user} />;
  if (user.role === 'admin') return <AdminDashboard />;
  return <UserDashboard user={user} />;
}
