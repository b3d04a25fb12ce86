import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@salahkar/domain/schemas/auth';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { SessionsSection } from './sessions-section.tsx';

const THIS_LAPTOP: AccountSession = {
  id: 'a'.repeat(32),
  browser: 'Firefox',
  system: 'Windows',
  mobile: false,
  current: true,
  signedInAt: '2026-11-20T04:30:00.000Z',
  lastSeenAt: '2026-11-26T09:00:00.000Z',
};
const PHONE: AccountSession = {
  id: 'b'.repeat(32),
  browser: 'Chrome',
  system: 'Android',
  mobile: true,
  current: false,
  signedInAt: '2026-11-01T12:00:00.000Z',
  lastSeenAt: '2026-11-25T15:45:00.000Z',
};
const UNKNOWN: AccountSession = {
  ...PHONE,
  id: 'c'.repeat(32),
  browser: null,
  system: null,
  mobile: false,
};

function renderSection(routes: Parameters<typeof fakeFetch>[0] = {}) {
  let sessions = [THIS_LAPTOP, PHONE, UNKNOWN];
  const fake = fakeFetch({
    'GET /api/auth/sessions': () => ({ body: { sessions } }),
    [`DELETE /api/auth/sessions/${PHONE.id}`]: () => {
      sessions = sessions.filter((session) => session.id !== PHONE.id);
      return { status: 204 };
    },
    ...routes,
  });
  return { ...fake, user: renderInProviders(<SessionsSection />).user };
}

resetFakesAfterEach();

describe('SessionsSection', () => {
  it('lists each device with its times, this one marked and not offered a sign-out of its own', async () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Devices and sessions' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Firefox on WindowsThis deviceActive nowSigned in 20 Nov 2026/),
      expect.stringMatching(/^Chrome on AndroidLast active 25 Nov 2026, 9:15 pm IST/),
      expect.stringMatching(/^Unknown deviceLast active/),
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Sign out Chrome on Android' }),
    ).toHaveTextContent('Sign out');
  });

  it('signs another device out and drops it from the list', async () => {
    const { calls, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Sign out Chrome on Android' }));

    expect(await screen.findByText('Chrome on Android is signed out.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(
      screen.queryByRole('button', { name: 'Sign out Chrome on Android' }),
    ).not.toBeInTheDocument();
  });

  it('asks before signing out of all devices, and can be left as it is', async () => {
    const { calls, user } = renderSection();
    await screen.findByText('Firefox on Windows');
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));

    const question =
      'Sign out everywhere, this device included? You will need to sign in again on each of them.';
    expect(screen.getByText(question)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('reads in Hindi', async () => {
    showInHindi();
    renderSection();
    expect(await screen.findByText('Windows पर Firefox')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'डिवाइस और सेशन' })).toBeInTheDocument();
    expect(screen.getByText('यह डिवाइस')).toBeInTheDocument();
    expect(screen.getByText('अनजान डिवाइस')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Android पर Chrome से साइन आउट करें' }),
    ).toHaveTextContent('साइन आउट करें');
    expect(screen.getByRole('button', { name: 'सभी डिवाइस से साइन आउट करें' })).toBeInTheDocument();
  });
});
