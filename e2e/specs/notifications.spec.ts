import { expect, test, type Page } from '@playwright/test';
import { postRequest, submitOffer } from '../support/cases.ts';
import { liveOf, signInByApi, signUpFreshUser } from '../support/people.ts';
import { ARJUN, SNEHA } from '../support/demo-people.ts';

// The bell: offers made while the user's page is open raise its count at once, and reading them
// (one by following it, the rest with Mark all as read) clears it.

const ENGINEERS = [SNEHA, ARJUN];

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

test.describe('notifications', () => {
  test('the bell counts offers as they arrive and clears as they are read', async ({ browser }) => {
    test.setTimeout(120_000);
    const title = `Damp patch on the bedroom wall ${Date.now()}`;
    const { page: client } = await signUpFreshUser(browser, 'Rohan');
    const consultationId = await postRequest(client.request, title);
    await expect(bell(client)).toHaveAccessibleName('Notifications');
    await liveOf(client).connected();

    // The first offer: a toast with its amount and title, and the bell at 1, without a reload.
    const sneha = await signInByApi(browser, ENGINEERS[0]!);
    await submitOffer(sneha, consultationId, 800);
    const toast = client.getByRole('listitem').filter({ hasText: 'New Counter Offer Received' });
    await expect(toast).toContainText(`Sneha Kulkarni offered ₹800 for "${title}"`);
    await expect(bell(client)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(bell(client)).toHaveText('1');

    const arjun = await signInByApi(browser, ENGINEERS[1]!);
    await submitOffer(arjun, consultationId, 1000);
    await expect(bell(client)).toHaveAccessibleName('Notifications, 2 unread');
    // The dashboard's Counter Offers tab caught up too.
    await expect(client.getByRole('tab', { name: /Counter Offers/ })).toContainText('1');

    // Following one entry leads to the case and marks it read.
    await bell(client).click();
    const panel = client.getByRole('dialog', { name: 'Notifications' });
    const entries = panel.getByRole('link', { name: /New Counter Offer Received/ });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Arjun Nair offered ₹1,000');
    await expect(entries.first()).toContainText('IST');
    await entries.last().click();
    await expect(client).toHaveURL(new RegExp(`/consultation/${consultationId}$`));
    await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bell(client)).toHaveAccessibleName('Notifications, 1 unread');

    // Mark all as read clears the rest.
    await bell(client).click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(client)).toHaveAccessibleName('Notifications');
    await expect(panel.getByText('(unread)')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // Still read after a reload: the server keeps it.
    await client.keyboard.press('Escape');
    await client.reload();
    await expect(bell(client)).toHaveAccessibleName('Notifications');
  });
});
