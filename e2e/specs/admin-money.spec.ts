import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin.ts';
import { completeCase } from '../support/admin-money.ts';
import { acceptAndPay, postRequest, submitOffer } from '../support/cases.ts';
import { signInByApi, signUpFreshUser } from '../support/people.ts';
import { ARJUN } from '../support/demo-people.ts';

// A paid case completes; the user raises a query from History; the admin resolves it with a
// partial refund in the Queries tab, and the Financial tab shows the refund on the payment.

const ENGINEER = ARJUN;

test.describe('admin money', () => {
  test('a query on a completed case is resolved with a partial refund', async ({ browser }) => {
    test.setTimeout(120_000);
    const title = `Damp patch on the bedroom wall ${Date.now()}`;
    const { page: client } = await signUpFreshUser(browser, 'Meenal');
    const consultationId = await postRequest(client.request, title);
    const engineer = await signInByApi(browser, ENGINEER);
    const offerId = await submitOffer(engineer, consultationId, 1000);
    await acceptAndPay(client.request, offerId);
    const admin = await signInAdmin(browser);
    await completeCase(
      { consultationId },
      { user: client.request, professional: engineer, admin: admin.request },
    );

    // The user raises a query from the History card.
    await client.goto('/?tab=history');
    const card = client.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Raise a Query' }).click();
    const raise = client.getByRole('dialog', { name: 'Raise a Query' });
    await raise.getByRole('button', { name: 'Raise Query' }).click();
    await expect(raise.getByText('Please describe your query')).toBeVisible();
    await raise
      .getByLabel('What went wrong?')
      .fill('The report did not say whether the damp comes from the roof or the pipes.');
    await raise.getByRole('button', { name: 'Raise Query' }).click();
    await expect(client.getByText('Query Raised', { exact: true })).toBeVisible();
    await expect(raise).toBeHidden();
    await expect(card.getByRole('status')).toContainText('under review');

    // The admin resolves it with a partial refund of ₹400.
    await admin.goto('/admin?tab=queries');
    await expect(
      admin.getByRole('heading', { name: 'Query Review (24-Hour Resolution)' }),
    ).toBeVisible();
    const query = admin.getByRole('list', { name: 'Open queries' }).getByRole('listitem').filter({
      hasText: title,
    });
    await expect(query.getByText(/roof or the pipes/)).toBeVisible();
    await expect(query.getByText('₹1,000')).toBeVisible();
    await query.getByRole('button', { name: 'Resolve' }).click();
    const resolve = admin.getByRole('dialog', { name: 'Resolve Query' });
    await resolve.getByLabel('Note to the user (optional)').fill('Refunding part of the fee.');
    await resolve.getByLabel('Refund', { exact: true }).selectOption('partial');
    await resolve.getByLabel('Refund amount (₹)').fill('400');
    await resolve.getByLabel('Reason for the refund').fill('The cause of the damp was not found');
    await resolve.getByRole('button', { name: 'Resolve Query' }).click();
    await expect(admin.getByText('Query has been successfully resolved.')).toBeVisible();
    await expect(resolve).toBeHidden();
    await expect(query).toHaveCount(0);

    // The Financial tab shows the payment with ₹400 refunded and ₹600 left to refund.
    await admin.getByRole('tab', { name: 'Financial' }).click();
    const transaction = admin
      .getByRole('list', { name: 'Transactions' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(transaction.getByText('Refunded ₹400 · ₹600 left')).toBeVisible();
    await expect(transaction.getByRole('button', { name: 'Refund' })).toBeVisible();
  });
});
