import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAdminConsole, signInAdmin } from '../support/admin.ts';
import { registerApplicant, signInApplicant } from '../support/admin-dashboard.ts';
import { expectAccessible } from '../support/axe.ts';
import { postRequest, viewAvailableCase } from '../support/cases.ts';
import { mailTo, registerFreshUser } from '../support/people.ts';

test.describe('admin dashboard', () => {
  test('an admin approves a new professional with a note, who can then offer', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const applicant = await registerApplicant(request, 'Karthik', 'Engineer');
    // The client needs no screen: an account and a request, through the API.
    const client = (await browser.newContext()).request;
    await registerFreshUser(client, 'Meera');
    const title = `Lintel crack review ${Date.now()}`;
    await postRequest(client, title);

    const admin = await signInAdmin(browser);
    await expect(admin.getByText('Welcome, Anjali.')).toBeVisible();
    const pending = admin.getByRole('list', { name: 'Pending professionals' });
    const item = pending.getByRole('listitem').filter({ hasText: applicant.email });
    await item.getByRole('button', { name: 'View Details' }).click();
    const details = admin.getByRole('dialog', { name: applicant.name });
    await expect(details).toContainText('Engineer');
    await expect(details).toContainText('9 years');
    await details
      .getByLabel('Admin notes (optional)', { exact: true })
      .fill('Licence checked with the council');
    // Approve waits for the checklist (decision 216).
    const approveButton = details.getByRole('button', { name: 'Approve', exact: true });
    await expect(approveButton).toBeDisabled();
    await details.getByRole('checkbox', { name: /^I checked licence number SE-\d+/ }).check();
    await details.getByRole('checkbox', { name: /^I reviewed the credential documents/ }).check();
    await approveButton.click();
    await expect(admin.getByText('Professional approved successfully')).toBeVisible();
    await expect(details).toBeHidden();
    await expect(pending.getByText(applicant.email)).toHaveCount(0);
    // The note is saved with the decision and shows in Recent Activity.
    await expect(
      admin
        .getByRole('list', { name: 'Recent activity' })
        .getByText(`Anjali Verma approved ${applicant.name}: Licence checked with the council`),
    ).toBeVisible();

    const professional = await signInApplicant(browser, applicant);
    const caseDialog = await viewAvailableCase(professional, title);
    await caseDialog.getByLabel('Your offer (₹)', { exact: true }).fill('900');
    await caseDialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(professional.getByText('Counter Offer Submitted')).toBeVisible();
  });

  test('an admin rejects an application with a reason the applicant reads by email', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const applicant = await registerApplicant(request, 'Farah', 'Lawyer');
    const reason = `The licence number could not be verified (${Date.now()}).`;

    const admin = await signInAdmin(browser);
    const pending = admin.getByRole('list', { name: 'Pending professionals' });
    const item = pending.getByRole('listitem').filter({ hasText: applicant.email });
    const reject = item.getByRole('button', { name: `Reject ${applicant.name}` });

    // Reject asks for the reason first; nothing is decided without one.
    await reject.click();
    const dialog = admin.getByRole('dialog', { name: 'Reject Application' });
    await expect(dialog).toBeVisible();
    await expectAccessible(dialog);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(dialog.getByText('Please give a reason of at least 10 characters')).toBeVisible();
    await expectAccessible(dialog);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(reject).toBeFocused();
    await expect(item).toBeVisible();

    await reject.click();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(admin.getByText('Professional application rejected')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(pending.getByText(applicant.email)).toHaveCount(0);

    // The applicant reads the reason in their mail; the audit log keeps it (Recent Activity).
    const mail = await mailTo(request, applicant.email, /professional application/);
    expect(mail.text).toContain(`Reason: ${reason}`);
    await expect(
      admin.getByRole('list', { name: 'Recent activity' }).getByText(reason, { exact: false }),
    ).toBeVisible();
  });

  test('the overview shows platform activity and availability from recorded health', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const person = await registerFreshUser(request, 'Ishaan');

    const admin = await openAdminConsole(browser, 'overview');
    // The sign-up is platform activity, with who and its kind.
    const activity = admin.getByRole('list', { name: 'Recent activity' });
    const signUp = activity.getByRole('listitem').filter({ hasText: `${person.name} signed up` });
    await expect(signUp).toBeVisible();
    await expect(signUp.getByText('Sign-up', { exact: true })).toBeVisible();
    // The job runner has recorded this minute's heartbeat: availability is a percentage.
    const health = (label: string) =>
      admin.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
    await expect(health('System uptime (24 hours)')).toHaveText(/^\d{1,3}\.\d{2}%$/);
    await expect(health('System uptime (7 days)')).toHaveText(/^\d{1,3}\.\d{2}%$/);
    await expect(health('Process uptime (this server)')).toHaveText(/second|minute|hour|day/);
  });

  test('an admin exports consultations as CSV', async ({ browser, request }) => {
    test.setTimeout(90_000);
    await registerFreshUser(request, 'Rohan');
    const title = `Beam sizing for terrace ${Date.now()}`;
    await postRequest(request, title);

    const admin = await signInAdmin(browser);
    await admin.getByRole('link', { name: 'Open Admin Console' }).click();
    await expect(admin).toHaveURL(/\/admin/);
    await expect(admin.getByRole('tab', { name: 'Consultations', selected: true })).toBeVisible();
    await expect(admin.getByText(title)).toBeVisible();

    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export Consultations' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^salahkar-consultations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    // A byte order mark first, so spreadsheet programs read Hindi as UTF-8.
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')[0]).toBe(
      'id,title,category,subcategory,status,urgencyLevel,userName,userEmail,professionalName,' +
        'baseFeeAmount,maxFeeAmount,finalAmount,paymentStatus,createdAt,completedAt',
    );
    expect(csv).toContain(title);
    await expect(admin.getByText('Consultations export started successfully')).toBeVisible();
  });
});
