import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin.ts';
import { registerApplicant } from '../support/admin-dashboard.ts';
import { expectAccessible } from '../support/axe.ts';
import { postRequest, submitOffer } from '../support/cases.ts';
import { signedInContext, signUpFreshUser } from '../support/people.ts';

// What "verified" means (issue 29 §3, decision 216), on a phone: the admin approves only after
// confirming the checklist, and the client then reads on the offer what was verified and when.

const PHONE = { width: 375, height: 812 };

/** Today in India as the badge writes it: '27 Nov 2026'. */
function todayInIndia(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month').slice(0, 3)} ${part('year')}`;
}

test('an admin approves with the checklist at 375 px; the offer then says what was verified', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const applicant = await registerApplicant(request, 'Devika', 'Engineer');

  const admin = await signInAdmin(browser);
  await admin.setViewportSize(PHONE);
  const pending = admin.getByRole('list', { name: 'Pending professionals' });
  const item = pending.getByRole('listitem').filter({ hasText: applicant.email });
  await item.getByRole('button', { name: 'View Details' }).click();
  const details = admin.getByRole('dialog', { name: applicant.name });
  await expect(details.getByRole('link', { name: /licence-certificate\.pdf/ })).toBeVisible();

  // The checklist: Approve waits for both confirmations.
  const checklist = details.getByRole('group', { name: 'Before approving, confirm' });
  await expect(checklist).toBeVisible();
  const approve = details.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toBeDisabled();
  await expectAccessible(details);
  await checklist.getByRole('checkbox', { name: /^I checked licence number SE-\d+/ }).check();
  await expect(approve).toBeDisabled();
  await checklist.getByRole('checkbox', { name: /^I reviewed the credential documents/ }).check();
  await expect(approve).toBeEnabled();
  await expectAccessible(details);
  // Nothing in the dialog runs off the side of a phone.
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await approve.click();
  await expect(admin.getByText('Professional approved successfully')).toBeVisible();
  await expect(details).toBeHidden();
  // Recent Activity names the admin who approved.
  await expect(
    admin
      .getByRole('list', { name: 'Recent activity' })
      .getByText(`Anjali Verma approved ${applicant.name}`, { exact: true }),
  ).toBeVisible();

  // A client's request gets the new professional's offer: the card says what was verified.
  const { page: client } = await signUpFreshUser(browser, 'Nisha', PHONE);
  const title = `Parapet wall cracks ${Date.now()}`;
  const consultationId = await postRequest(client.request, title);
  const professional = await signedInContext(browser, applicant);
  await submitOffer(professional.request, consultationId, 700);

  await client.goto(`/consultation/${consultationId}`);
  const offers = client.getByRole('region', { name: 'Offers from professionals' });
  const row = offers.getByRole('listitem').filter({ hasText: applicant.name });
  await expect(row).toContainText('Verified Professional');
  await expect(row).toContainText(`Licence checked · Credentials reviewed · ${todayInIndia()}`);
  await expectAccessible(offers);
});
