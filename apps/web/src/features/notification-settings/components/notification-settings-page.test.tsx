import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultNotificationSettings, type NotificationSettings } from '@salahkar/domain/reach';
import type { CurrentUser } from '@salahkar/domain';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const PAGE_LOAD = { timeout: 10_000 };
const SETTINGS_URL = '/api/profile/notifications';

/** The server's side of the settings: GET answers what the last PUT stored. */
function settingsServer(user: CurrentUser, phone: string | null = null) {
  let current: NotificationSettings = defaultNotificationSettings();
  return fakeFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/profile/phone': {
      body: { phone, verifiedAt: phone ? '2026-11-20T10:00:00.000+05:30' : null },
    },
    [`GET ${SETTINGS_URL}`]: () => ({ body: { ...current, pushDevices: 0 } }),
    [`PUT ${SETTINGS_URL}`]: (init) => {
      current = JSON.parse(String(init?.body)) as NotificationSettings;
      return { body: { ...current, pushDevices: 0 } };
    },
  });
}

function eventRow(name: string) {
  return screen.getByRole('group', { name });
}

function sentSettings(calls: ReturnType<typeof fakeFetch>['calls']): NotificationSettings[] {
  return calls
    .filter((call) => call.method === 'PUT')
    .map((call) => JSON.parse(String(call.init?.body)) as NotificationSettings);
}

resetFakesAfterEach();

describe('the notification settings', { timeout: 20_000 }, () => {
  it("shows a user's events with their channels and saves a change", async () => {
    const { calls } = settingsServer(SIGNED_IN_USER);
    renderApp('/settings/notifications');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notification settings' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/In-app notifications \(the bell\) are always on/),
    ).toBeInTheDocument();
    const newOffer = eventRow('New offer on your request');
    for (const channel of ['Email', 'Push', 'WhatsApp']) {
      expect(within(newOffer).getByRole('switch', { name: channel })).toBeInTheDocument();
    }
    // A chat message goes by push only: no email or WhatsApp switch is offered for it.
    const chat = eventRow('New chat message');
    expect(within(chat).getAllByRole('switch')).toHaveLength(1);
    expect(within(chat).getByRole('switch', { name: 'Push' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Refund completed' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'New request in your field' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payout paid' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Your offer was accepted and paid' })).toBeNull();

    const email = within(newOffer).getByRole('switch', { name: 'Email' });
    expect(email).toBeChecked();
    await user.click(email);
    expect(email).not.toBeChecked();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show details in notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Notification settings saved')).toBeVisible();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    const [sent] = sentSettings(calls);
    const expected = defaultNotificationSettings();
    expected.channels.offer_received.email = false;
    expected.showDetails = true;
    expect(sent).toEqual(expected);
  });

  it('shows a professional the events of their side of a case', async () => {
    settingsServer({
      ...SIGNED_IN_USER,
      role: 'professional',
      isApproved: true,
      specialization: 'CA',
    });
    renderApp('/settings/notifications');

    expect(
      await screen.findByRole('group', { name: 'New request in your field' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(eventRow('Your offer was accepted and paid')).toBeInTheDocument();
    expect(eventRow('Payout paid')).toBeInTheDocument();
    expect(
      within(eventRow('New request in your field')).queryByRole('switch', { name: 'WhatsApp' }),
    ).toBeNull();
    expect(screen.queryByRole('group', { name: 'New offer on your request' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Refund completed' })).toBeNull();
  });

  it('keeps quiet hours in IST, refusing equal or missing times', async () => {
    const { calls } = settingsServer(SIGNED_IN_USER);
    renderApp('/settings/notifications');
    const user = userEvent.setup();

    const quiet = await screen.findByRole(
      'switch',
      { name: 'Hold pushes during quiet hours' },
      PAGE_LOAD,
    );
    expect(screen.getByText('Calls always ring, even during quiet hours.')).toBeInTheDocument();
    expect(screen.queryByLabelText('From (IST)')).toBeNull();
    await user.click(quiet);
    const from = screen.getByLabelText('From (IST)');
    const until = screen.getByLabelText('Until (IST)');
    expect(from).toHaveValue('22:00');
    expect(until).toHaveValue('07:00');

    fireEvent.change(until, { target: { value: '22:00' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Quiet hours need different start and end times.'),
    ).toBeInTheDocument();
    fireEvent.change(from, { target: { value: '' } });
    expect(await screen.findByText('Use a time like 22:00 (24-hour clock).')).toBeVisible();
    expect(sentSettings(calls)).toEqual([]);

    fireEvent.change(from, { target: { value: '23:30' } });
    fireEvent.change(until, { target: { value: '06:15' } });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Notification settings saved')).toBeVisible();
    expect(sentSettings(calls).at(-1)?.quietHours).toEqual({ start: '23:30', end: '06:15' });

    // Off sends no quiet hours at all.
    await user.click(quiet);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(sentSettings(calls)).toHaveLength(2));
    expect(sentSettings(calls).at(-1)?.quietHours).toBeNull();
  });

  it('asks for a verified mobile number before WhatsApp can be chosen', async () => {
    settingsServer(SIGNED_IN_USER);
    renderApp('/settings/notifications');

    const consent = await screen.findByRole(
      'switch',
      { name: 'Send me WhatsApp messages' },
      PAGE_LOAD,
    );
    expect(consent).toBeDisabled();
    expect(consent).toHaveAccessibleDescription(
      'Add and verify your mobile number in your profile to get WhatsApp messages.',
    );
    expect(
      within(eventRow('Missed call')).getByRole('switch', { name: 'WhatsApp' }),
    ).toBeDisabled();
  });

  it('lets a person with a verified number agree to WhatsApp, then choose it per event', async () => {
    const { calls } = settingsServer(SIGNED_IN_USER, '+919876543210');
    renderApp('/settings/notifications');
    const user = userEvent.setup();

    const consent = await screen.findByRole(
      'switch',
      { name: 'Send me WhatsApp messages' },
      PAGE_LOAD,
    );
    expect(consent).toHaveAccessibleDescription(/on \+919876543210\. I can turn this off/);
    const missedCall = within(eventRow('Missed call')).getByRole('switch', { name: 'WhatsApp' });
    expect(missedCall).toBeDisabled();
    expect(missedCall).toHaveAccessibleDescription(
      'The WhatsApp switches work once you agree to WhatsApp messages below.',
    );

    expect(missedCall).not.toBeChecked();
    await user.click(consent);
    expect(missedCall).toBeEnabled();
    expect(missedCall).toBeChecked();
    await user.click(missedCall);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() => expect(sentSettings(calls)).toHaveLength(1));
    const [sent] = sentSettings(calls);
    expect(sent?.whatsappOptIn).toBe(true);
    expect(sent?.channels.missed_call.whatsapp).toBe(false);
  });

  it("says why a save failed, in the server's words, and keeps the change", async () => {
    fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      [`GET ${SETTINGS_URL}`]: { body: { ...defaultNotificationSettings(), pushDevices: 2 } },
      [`PUT ${SETTINGS_URL}`]: apiError(
        400,
        'VALIDATION_FAILED',
        'Use a time like 22:00 (24-hour clock).',
      ),
    });
    renderApp('/settings/notifications');
    const user = userEvent.setup();

    expect(
      await screen.findByText('Pushes go to 2 devices of yours.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    await user.click(within(eventRow('Case resolved')).getByRole('switch', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('Could not save your notification settings'),
    ).toBeInTheDocument();
    expect(screen.getByText('Use a time like 22:00 (24-hour clock).')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(
      within(eventRow('Case resolved')).getByRole('switch', { name: 'Email' }),
    ).not.toBeChecked();
  });

  it('speaks Hindi, quiet-hours refusals included', async () => {
    showInHindi();
    settingsServer(SIGNED_IN_USER);
    renderApp('/settings/notifications');
    const user = userEvent.setup();

    const newOffer = await screen.findByRole('group', { name: 'आपके अनुरोध पर नया ऑफ़र' }, PAGE_LOAD);
    expect(within(newOffer).getByRole('switch', { name: 'ईमेल' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'शांत समय में पुश सूचनाएँ रोकें' }));
    fireEvent.change(screen.getByLabelText('से (IST)'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'सेटिंग्स सहेजें' }));
    expect(await screen.findByText('22:00 जैसा समय डालें (24 घंटे की घड़ी)।')).toBeVisible();
  });
});
