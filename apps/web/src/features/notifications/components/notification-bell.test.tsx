import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildNotification } from '@/test/chat-fixtures.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { openLiveChannel, renderSignedIn } from '@/test/render-signed-in.tsx';
import { NotificationBell } from './notification-bell.tsx';

const LIST = 'GET /api/notifications?page=1&pageSize=20';

function pageOf(
  items: unknown[],
  { hasMore = false, page = 1, nextCursor = null as string | null } = {},
) {
  return { items, page, pageSize: 20, total: items.length, hasMore, nextCursor, unreadCount: 0 };
}

function renderBell(routes: Parameters<typeof fakeFetch>[0]) {
  const fetch = fakeFetch({
    'GET /api/auth/user': { body: SIGNED_IN_USER },
    'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
    [LIST]: { body: pageOf([]) },
    ...routes,
  });
  const view = renderSignedIn(<NotificationBell />, {
    '/consultation/:id': <h1>Consultation page</h1>,
  });
  return { ...fetch, ...view, user: userEvent.setup() };
}

resetFakesAfterEach();

describe('the notification bell', { timeout: 20_000 }, () => {
  it('caps the unread count at 9+ and follows notification pushes', async () => {
    let unreadCount = 12;
    const { calls } = renderBell({
      'GET /api/notifications/unread-count': () => ({ body: { unreadCount } }),
    });

    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByText('9+')).toBeInTheDocument();

    // Once open, the channel has the count read again: a push may have come before it opened.
    const socket = await openLiveChannel();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/unread-count'))).toHaveLength(2),
    );
    unreadCount = 3;
    act(() =>
      socket.push({
        type: 'notification',
        data: { notification: buildNotification(), unreadCount: 3 },
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toHaveTextContent('3');

    // Entries read in another tab, or by opening a case's chat: the count follows.
    unreadCount = 1;
    act(() => socket.push({ type: 'notifications_read', data: { unreadCount: 1 } }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toHaveTextContent('1');
  });

  it('says when there is nothing yet', async () => {
    const { user } = renderBell({});

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));

    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(await panel.findByText('No notifications yet')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('lists notifications and leads to the case, marking it read', async () => {
    const offer = buildNotification();
    const { calls, user, router } = renderBell({
      'GET /api/notifications/unread-count': { body: { unreadCount: 1 } },
      [LIST]: { body: pageOf([offer]) },
      [`POST /api/notifications/${offer.id}/read`]: { body: { unreadCount: 0 } },
    });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    const entry = await panel.findByRole('link', { name: /New counter offer/ });
    expect(entry).toHaveTextContent('Vikram Rathore offered ₹1,200');
    expect(entry).toHaveTextContent('2 Mar 2026, 3:05 pm IST');
    expect(entry).toHaveTextContent('(unread)');
    await user.click(entry);

    expect(await screen.findByRole('heading', { name: 'Consultation page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(offer.link);
    expect(calls.some((call) => call.url === `/api/notifications/${offer.id}/read`)).toBe(true);
  });

  it('marks all as read and clears the count', async () => {
    const { calls, user } = renderBell({
      'GET /api/notifications/unread-count': { body: { unreadCount: 2 } },
      [LIST]: {
        body: pageOf([buildNotification(), buildNotification({ title: 'Payment received' })]),
      },
      'POST /api/notifications/read-all': { body: { unreadCount: 0 } },
    });

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await panel.findByText('Payment received');
    await user.click(panel.getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/),
    );
    expect(panel.queryByText('(unread)')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/notifications/read-all')).toBe(true);
  });

  it('loads more notifications page by page', async () => {
    const { user } = renderBell({
      [LIST]: { body: pageOf([buildNotification({ title: 'Newest' })], { hasMore: true }) },
      'GET /api/notifications?page=2&pageSize=20': {
        body: pageOf([buildNotification({ title: 'Older one' })], { page: 2 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await user.click(await panel.findByRole('button', { name: 'Load More' }));

    expect(await panel.findByText('Older one')).toBeInTheDocument();
    expect(panel.getByText('Newest')).toBeInTheDocument();
  });

  it('loads more by the cursor the server gave, so new entries do not shift the list', async () => {
    const { user, calls } = renderBell({
      [LIST]: {
        body: pageOf([buildNotification({ title: 'Newest' })], {
          hasMore: true,
          nextCursor: 'MjAyNi0wMS0wMVQwMDowMDowMFp8YQ',
        }),
      },
      'GET /api/notifications?page=2&pageSize=20&cursor=MjAyNi0wMS0wMVQwMDowMDowMFp8YQ': {
        body: pageOf([buildNotification({ title: 'Older one' })], { page: 2 }),
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    await user.click(await panel.findByRole('button', { name: 'Load More' }));

    expect(await panel.findByText('Older one')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('cursor=MjAyNi0wMS0wMVQwMDowMDowMFp8YQ'))).toBe(
      true,
    );
  });
});
