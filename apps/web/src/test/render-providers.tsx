import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '@/app/providers.tsx';

/**
 * `ui` inside the app's real providers (no router), and a user to drive it. A test of a file
 * field passes `{ applyAccept: false }`, so files the picker's `accept` would hide still reach it.
 */
export function renderInProviders(
  ui: ReactNode,
  userOptions?: Parameters<typeof userEvent.setup>[0],
) {
  const view = render(<Providers>{ui}</Providers>);
  return { ...view, user: userEvent.setup(userOptions) };
}
