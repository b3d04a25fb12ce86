import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers.tsx';
import { routes } from '@/app/router.tsx';

/** The whole app (real providers and route table) at `path`, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

export const SIGNED_IN_USER = {
  id: '7b0c1c8e-3a55-4d0e-9a57-1f7d0cde0a11',
  email: 'asha@example.in',
  firstName: 'Asha',
  lastName: 'Rao',
  role: 'user',
} as const;
