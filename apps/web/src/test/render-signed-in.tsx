import type { ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { loadPushSchema } from '@/lib/live/load-push-schema.ts';
import { FakeLiveSocket } from './fake-live-socket.ts';

/**
 * `ui` inside the app's real providers and a router, shown once GET /api/auth/user (which the
 * test's fake fetch answers) has said who is signed in; other paths render `routes` by path.
 */
export function renderSignedIn(ui: ReactNode, routes: Record<string, ReactNode> = {}) {
  function Shell({ children }: { children: ReactNode }) {
    const { data: user } = useCurrentUser();
    return user ? children : null;
  }
  const router = createMemoryRouter([
    { path: '/', element: <Shell>{ui}</Shell> },
    ...Object.entries(routes).map(([path, element]) => ({ path, element })),
  ]);
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/**
 * The app's live channel (its client loads on its own), opened by the (fake) server, with the
 * push schema already loaded as a first push would have (lib/live/load-push-schema.ts): the pushes
 * a test sends are then handed on as they come.
 */
export async function openLiveChannel(): Promise<FakeLiveSocket> {
  await loadPushSchema();
  const socket = await waitFor(() => FakeLiveSocket.latest());
  act(() => socket.open());
  return socket;
}
