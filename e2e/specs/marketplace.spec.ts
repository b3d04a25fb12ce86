import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { viewAvailableCase } from '../support/cases.ts';
import { signIn, signUpFreshUser } from '../support/people.ts';

// Demo accounts seeded on a fresh database (apps/server/src/db/seed/demo-people.ts).
const CLIENT = { email: 'sunita.joshi@example.com', firstName: 'Sunita' };
// An approved professional of the CA category the request is posted to.
const CA_PROFESSIONAL = {
  email: 'rajesh.agarwal@example.com',
  firstName: 'Rajesh',
  name: 'Rajesh Agarwal',
};

// The smallest file a byte sniffer reads as a PDF: the server types uploads by their bytes.
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function postRequest(page: Page, title: string) {
  await page.getByRole('button', { name: 'Get Consultation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Consultation' });
  const post = dialog.getByRole('button', { name: 'Post Consultation' });
  await expect(post).toBeDisabled();

  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Professional Type', { exact: true }).selectOption('CA');
  await dialog.getByLabel('Specialization', { exact: true }).selectOption('ITR Filing');
  await dialog
    .getByLabel('Detailed Description', { exact: true })
    .fill('Salaried, one rented flat and some mutual fund gains. Which regime should I pick?');
  await expect(dialog.getByText('Within 24 hours')).toBeVisible();
  await expect(dialog.getByText('₹300 – ₹1,000', { exact: true }).last()).toBeVisible();
  await dialog
    .getByLabel('Supporting documents', { exact: true })
    .setInputFiles({ name: 'form-16.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(dialog.getByRole('list', { name: 'Chosen documents' })).toContainText('form-16.pdf');

  await expect(post).toBeEnabled();
  await post.click();
  await expect(dialog).toBeHidden();
  await expectPostedCardShown(page, title);
}

/**
 * After posting, the dashboard opens Request Submitted with the new card highlighted, focused and
 * announced, instead of leaving the person on the explainer (or a toast over the cards).
 */
async function expectPostedCardShown(page: Page, title: string) {
  await expect(page.getByRole('tab', { name: /Request Submitted/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('article', { name: title });
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation Posted' })).toContainText(
    title,
  );
  await expect(page.getByText('Consultation Posted', { exact: true })).toHaveCount(0);
  await expect(page.getByText('How it works', { exact: true }).first()).toBeVisible();
  await expectAccessible(page.getByRole('main'));
}

const PHONE = { width: 360, height: 740 };
// Demo users whose dashboards have something in every list.
const USER_WITH_OFFERS = { email: 'amit.patel@example.com', firstName: 'Amit' };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('marketplace', () => {
  test('a posted request gets a counter offer that its owner accepts', async ({ browser }) => {
    // Two people take turns in two browsers; each step waits on the real server.
    test.setTimeout(120_000);
    const title = `ITR help with capital gains ${Date.now()}`;

    const client = await signIn(browser, CLIENT);
    await postRequest(client, title);
    const request = client.getByRole('listitem').filter({ hasText: title });
    await expect(request).toBeVisible();
    await request.getByRole('button', { name: 'View Details' }).click();
    const details = client.getByRole('dialog', { name: 'Consultation Details' });
    await expect(details.getByRole('link', { name: 'Download form-16.pdf' })).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).first().click();

    const professional = await signIn(browser, CA_PROFESSIONAL);
    const caseDialog = await viewAvailableCase(professional, title);
    const attachment = caseDialog.getByRole('link', { name: 'Open form-16.pdf in a new tab' });
    await expect(attachment).toHaveAttribute('target', '_blank');
    const download = await professional.request.get((await attachment.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/pdf');

    await caseDialog.getByLabel('Your offer (₹)', { exact: true }).fill('1200');
    await caseDialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(caseDialog.getByText('Offer must be between ₹300 and ₹1,000')).toBeVisible();
    await caseDialog.getByLabel('Your offer (₹)', { exact: true }).fill('800');
    await caseDialog
      .getByLabel('Message (optional)', { exact: true })
      .fill('I can file it within two days.');
    await caseDialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(professional.getByText('Counter Offer Submitted')).toBeVisible();
    await expect(caseDialog).toBeHidden();
    await expect(
      professional.getByRole('listitem').filter({ hasText: title }).filter({ hasText: '₹800' }),
    ).toContainText('Waiting for User Response');

    await client.reload();
    await client.getByRole('tab', { name: /Counter Offers/ }).click();
    const requestCard = client.getByRole('listitem').filter({ hasText: title }).first();
    const offer = requestCard
      .getByRole('listitem')
      .filter({ hasText: CA_PROFESSIONAL.name })
      .filter({ hasText: 'I can file it within two days.' });
    await expect(offer).toContainText('Verified Professional');
    await expect(offer).toContainText('₹800');
    await offer.getByRole('button', { name: 'View' }).click();
    const offerDetails = client.getByRole('dialog', { name: 'Professional Offer Details' });
    await expect(offerDetails).toContainText(CA_PROFESSIONAL.name);
    await expect(offerDetails).toContainText('16 years');
    await offerDetails.getByRole('button', { name: 'Accept Offer' }).click();

    // Accepting opens the checkout; payments.spec.ts takes the journey from there.
    await expect(client).toHaveURL(/\/checkout\/[^/]+$/);
    await expect(client.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  });

  test('a newcomer sees how it works until their first request, then that request', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { page } = await signUpFreshUser(browser, 'Ishaan');
    // No consultations yet: the explainer, with no tab chosen.
    await expect(page.getByText('1 / 4')).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);

    const title = `First request ${Date.now()}`;
    await postRequest(page, title);
    await expect(page.getByText('1 / 4')).toHaveCount(0);

    // The highlight fades; the request stays where it was put, and a reload keeps the tab.
    await expect(page.getByRole('article', { name: title })).not.toHaveAttribute(
      'data-highlighted',
      'true',
      { timeout: 10_000 },
    );
    await page.reload();
    await expect(page.getByRole('tab', { name: /Request Submitted/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: title })).toBeVisible();
  });

  test('both dashboards and the post dialog fit a 360 px phone', async ({ browser }) => {
    test.setTimeout(90_000);
    const client = await signIn(browser, USER_WITH_OFFERS, PHONE);
    await expectNoSidewaysScroll(client);
    for (const tab of ['Request Submitted', 'Counter Offers', 'Active Chat', 'History']) {
      await client.getByRole('tab', { name: new RegExp(tab) }).click();
      await expect(client.getByRole('tabpanel')).toBeVisible();
      await expectNoSidewaysScroll(client);
    }
    await client.getByRole('button', { name: 'Get Consultation', exact: true }).click();
    const dialog = client.getByRole('dialog', { name: 'Post New Consultation' });
    await expect(dialog.getByText('Within 24 hours')).toBeVisible();
    await expectNoSidewaysScroll(client);

    const professional = await signIn(browser, CA_PROFESSIONAL, PHONE);
    await expect(professional.getByRole('heading', { name: 'Available Options' })).toBeVisible();
    await expectNoSidewaysScroll(professional);
  });
});
