import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { postRequest, RENT_AGREEMENT, submitOffer } from '../support/cases.ts';
import { signedInContext, signIn } from '../support/people.ts';

// Demo accounts seeded on a fresh database (apps/server/src/db/seed/demo-people.ts). These two
// take part in no other spec, so their dashboards hold only what these journeys create.
const CLIENT = { email: 'karan.mehta@example.com', firstName: 'Karan' };
const LAWYER = { email: 'vikram.rathore@example.com', name: 'Vikram Rathore' };

const PHONE = { width: 360, height: 740 };

/**
 * The marketplace steps before payment, through the API (the marketplace spec drives them in the
 * browser): the signed-in client posts a request and the lawyer offers on it.
 */
async function requestWithOffer(browser: Browser, client: Page, title: string, amount: number) {
  const id = await postRequest(client.request, title, RENT_AGREEMENT);
  const lawyer = await signedInContext(browser, LAWYER);
  await submitOffer(lawyer.request, id, amount, RENT_AGREEMENT);
  await lawyer.close();
  return id;
}

/** Counter Offers → the lawyer's offer → Accept Offer, which opens the checkout. */
async function acceptOffer(client: Page, title: string) {
  await client.goto('/?tab=offers');
  const request = client.getByRole('listitem').filter({ hasText: title }).first();
  const offer = request.getByRole('listitem').filter({ hasText: LAWYER.name });
  await offer.getByRole('button', { name: 'View' }).click();
  await client
    .getByRole('dialog', { name: 'Professional Offer Details' })
    .getByRole('button', { name: 'Accept Offer' })
    .click();
  await expect(client).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(client.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
}

async function expectInActiveChat(client: Page, title: string) {
  await expect(client.getByText('Offer Accepted!', { exact: true })).toBeVisible();
  await expect(client).toHaveURL(/\/\?tab=active$/);
  await expect(client.getByRole('tab', { name: /Active Chat/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const paidCase = client.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(paidCase).toContainText('Paid · held in escrow');
  return paidCase;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('payments', () => {
  test('an accepted offer is paid by UPI on the test checkout and the case is in Active Chat', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Rent agreement lock-in ${Date.now()}`;
    const client = await signIn(browser, CLIENT);
    const consultationId = await requestWithOffer(browser, client, title, 1200);

    await acceptOffer(client, title);
    await expect(client.getByText('Salahkar test checkout (no real money)')).toBeVisible();
    await expect(client.getByText(title)).toBeVisible();
    await expect(client.getByText(LAWYER.name)).toBeVisible();
    await expect(client.getByText('₹1,200', { exact: true })).toBeVisible();
    await expect(client.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    await expect(client.getByRole('radio', { name: /UPI/ })).toBeChecked();
    await screenshot(client, testInfo, 'checkout-desktop');

    await client.getByRole('button', { name: 'Pay ₹1,200' }).click();
    const paidCase = await expectInActiveChat(client, title);

    // The payment and its receipt on the consultation's page.
    await expect(paidCase.getByRole('button', { name: 'Start Chat' })).toBeVisible();
    await client.goto(`/consultation/${consultationId}`);
    const payments = client.getByRole('region', { name: 'Payments & receipts' });
    await expect(payments).toContainText('Paid · held in escrow');
    const receipt = payments.getByRole('link', { name: /^Download receipt SLK-P-\d+$/ });
    const pdf = await client.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  test('a failed payment is shown plainly and paid on a retry, on a 360 px phone', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `Rent agreement deposit ${Date.now()}`;
    const client = await signIn(browser, CLIENT, PHONE);
    await requestWithOffer(browser, client, title, 900);

    await acceptOffer(client, title);
    await expectNoSidewaysScroll(client);
    await screenshot(client, testInfo, 'checkout-phone');

    await client.getByText('Debit or credit card').click();
    await expect(client.getByRole('radio', { name: /Card/ })).toBeChecked();
    await client.getByRole('button', { name: 'Simulate failure' }).click();
    const failure = client.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('The offer is still held for you');
    await expectNoSidewaysScroll(client);
    await screenshot(client, testInfo, 'checkout-phone-failed');

    await failure.getByRole('button', { name: 'Try again' }).click();
    await expectInActiveChat(client, title);
  });

  test('a paid case is cancelled before the first reply with its refund stated first', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Rent agreement notice period ${Date.now()}`;
    const client = await signIn(browser, CLIENT);
    await requestWithOffer(browser, client, title, 1500);
    await acceptOffer(client, title);
    await client.getByRole('button', { name: 'Pay ₹1,500' }).click();
    const paidCase = await expectInActiveChat(client, title);

    // The dialog's code loads on first open; Escape closes it and gives the focus back, and it
    // opens again from the keyboard.
    const cancel = paidCase.getByRole('button', { name: 'Cancel & Refund' });
    await cancel.click();
    const confirm = client.getByRole('alertdialog', { name: 'Cancel & Refund' });
    await expect(confirm).toContainText('You will get ₹1,500 back in full');
    await expectAccessible(confirm);
    await client.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(cancel).toBeFocused();
    await client.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel & Refund' }).click();

    await expect(client.getByText('Consultation Cancelled', { exact: true })).toBeVisible();
    await expect(paidCase).toBeHidden();
    await client.getByRole('tab', { name: /Request Submitted/ }).click();
    await expect(
      client.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title }),
    ).toContainText('Refunded ₹1,500');
  });
});
