import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin.ts';
import { registerApplicant, signInApplicant } from '../support/admin-dashboard.ts';
import { postRequest } from '../support/cases.ts';
import { signUpFreshUser } from '../support/people.ts';

test.describe('admin dashboard', () => {
  test('an admin approves a new professional with a note, who can then offer', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const applicant = await registerApplicant(request, 'Karthik', 'Engineer');
    const { page: client } = await signUpFreshUser(browser, 'Meera');
    const title = `Lintel crack review ${Date.now()}`;
    await postRequest(client.request, title);

    const admin = await signInAdmin(browser);
    await expect(admin.getByText('Welcome back, Anjali.')).toBeVisible();
    const pending = admin.getByRole('list', { name: 'Pending professionals' });
    const item = pending.getByRole('listitem').filter({ hasText: applicant.email });
    await item.getByRole('button', { name: 'View Details' }).click();
    const details = admin.getByRole('dialog', { name: applicant.name });
    await expect(details).toContainText('Engineer');
    await expect(details).toContainText('9 years');
    await details
      .getByLabel('Admin notes (optional)', { exact: true })
      .fill('Licence checked with the council');
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(admin.getByText('Professional approved successfully')).toBeVisible();
    await expect(details).toBeHidden();
    await expect(pending.getByText(applicant.email)).toHaveCount(0);
    // The note is saved with the decision and shows in Recent Activity.
    await expect(
      admin
        .getByRole('list', { name: 'Recent activity' })
        .getByText(/Licence checked with the council/),
    ).toBeVisible();

    const professional = await signInApplicant(browser, applicant);
    const available = professional
      .getByRole('listitem')
      .filter({ hasText: title })
      .filter({ has: professional.getByRole('button', { name: 'View Case' }) });
    await available.getByRole('button', { name: 'View Case' }).click();
    const caseDialog = professional.getByRole('dialog', { name: title });
    await caseDialog.getByLabel('Your offer (₹)', { exact: true }).fill('900');
    await caseDialog.getByRole('button', { name: 'Submit Offer' }).click();
    await expect(professional.getByText('Counter Offer Submitted')).toBeVisible();
  });

  test('an admin exports consultations as CSV', async ({ browser }) => {
    test.setTimeout(90_000);
    const { page: client } = await signUpFreshUser(browser, 'Rohan');
    const title = `Beam sizing for terrace ${Date.now()}`;
    await postRequest(client.request, title);

    const admin = await signInAdmin(browser);
    await admin.getByRole('link', { name: 'Open Admin Console' }).click();
    await expect(admin).toHaveURL(/\/admin/);
    await expect(admin.getByRole('tab', { name: 'Consultations', selected: true })).toBeVisible();
    await expect(admin.getByText(title)).toBeVisible();

    const downloading = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export Consultations' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^consultations_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'id,title,category,subcategory,status,urgencyLevel,userName,userEmail,professionalName,' +
        'baseFeeAmount,maxFeeAmount,finalAmount,paymentStatus,createdAt,completedAt',
    );
    expect(csv).toContain(title);
    await expect(admin.getByText('Consultations export started successfully')).toBeVisible();
  });
});
