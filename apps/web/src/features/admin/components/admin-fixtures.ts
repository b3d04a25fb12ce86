// Test data every admin tab's tests share.
import { SIGNED_IN_USER } from '@/test/render-app.tsx';

/** A signed-in admin as GET /api/auth/user answers. */
export const ADMIN_USER = {
  ...SIGNED_IN_USER,
  id: '00000000-0000-4000-8000-00000000a001',
  email: 'admin@example.com',
  firstName: 'Anjali',
  lastName: 'Mehta',
  role: 'admin' as const,
  isApproved: true,
};
