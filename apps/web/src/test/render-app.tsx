import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers.tsx';
import { routes } from '@/app/router.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';

/**
 * The whole app (real providers and route table) at `path`, in memory; with `queryClient`, on a
 * cache filled beforehand, as the entry hands React one it began to fill.
 */
export function renderApp(path: string, { queryClient }: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** A signed-in user as GET /api/auth/user answers, with every optional field empty. */
export const SIGNED_IN_USER: CurrentUser = {
  id: '7b0c1c8e-3a55-4d0e-9a57-1f7d0cde0a11',
  email: 'asha@example.in',
  firstName: 'Asha',
  lastName: 'Rao',
  role: 'user',
  isApproved: false,
  isEmailVerified: true,
  professionalApplication: 'none',
  specialization: null,
  experience: null,
  bio: null,
  licenseNumber: null,
  mobile: null,
  address: null,
  city: null,
  languages: null,
  profileImageUrl: null,
  profilePhotoRequired: false,
  preferredLanguage: 'en',
  createdAt: '2026-01-15T10:30:00.000+05:30',
};
