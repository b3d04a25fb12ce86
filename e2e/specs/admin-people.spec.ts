import { expect, test } from '@playwright/test';
import { fillLoginForm, openAdminConsole } from '../support/admin.ts';
import {
  findUserCard,
  restoreUrgencyTier,
  SUSPENSION_REASON,
  toggleSuspension,
  urgencyTiers,
} from '../support/admin-people.ts';
import { FRESH_USER_PASSWORD, liveOf, mailTo, signUpFreshUser } from '../support/people.ts';

test.describe('admin console: people and catalog', () => {
  test('a suspended user is forced out at once and can sign in again once unsuspended', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { page: member, person } = await signUpFreshUser(browser, 'Kavya');
    await liveOf(member).connected();

    const admin = await openAdminConsole(browser, 'users');
    const card = await findUserCard(admin, person);
    await expect(card.getByText('User', { exact: true })).toBeVisible();
    await toggleSuspension(admin, card, person, 'Suspend');
    await expect(card.getByText('Suspended', { exact: true })).toBeVisible();
    // They are told why by email.
    const mail = await mailTo(admin.request, person.email, /account is suspended/);
    expect(mail.text).toContain(`Reason: ${SUSPENSION_REASON}`);

    // The server closes the user's live channel: they are told why and land signed out on `/`.
    await expect(member.getByText('Account suspended')).toBeVisible();
    const welcome = member.getByRole('heading', { name: `Welcome back, ${person.firstName}!` });
    await expect(welcome).toBeHidden();
    await expect(member).toHaveURL(/\/$/);
    const signInLink = member
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Sign In' });
    await expect(signInLink).toBeVisible();
    // Their session is gone too: reloading does not bring the dashboard back.
    await member.reload();
    await expect(signInLink).toBeVisible();
    await expect(welcome).toBeHidden();

    // Signing in is refused while the suspension lasts.
    await fillLoginForm(member, person.email, FRESH_USER_PASSWORD);
    await expect(member.getByText('Login Failed')).toBeVisible();
    await expect(member.getByText('Account suspended')).toBeVisible();

    await toggleSuspension(admin, card, person, 'Unsuspend');
    await expect(card.getByText('Suspended', { exact: true })).toBeHidden();

    await fillLoginForm(member, person.email, FRESH_USER_PASSWORD);
    await expect(welcome).toBeVisible();
  });

  test('an urgency tier the admin edits is the range a user sees when posting', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await openAdminConsole(browser, 'professions');
    const medium = (await urgencyTiers(admin)).find((tier) => tier.urgencyLevel === 'medium')!;
    try {
      await admin.getByRole('button', { name: 'Urgency Pricing' }).click();
      await admin.getByRole('button', { name: `Edit ${medium.displayName}` }).click();
      const form = admin.getByRole('dialog', { name: `Edit ${medium.displayName} Pricing` });
      await form.getByLabel('Minimum Amount (₹)').fill('1700');
      await form.getByLabel('Maximum Amount (₹)').fill('1650');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        form.getByText('Minimum amount cannot be more than the maximum amount'),
      ).toBeVisible();

      await form.getByLabel('Minimum Amount (₹)').fill('450');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await expect(admin.getByText('Urgency pricing updated successfully')).toBeVisible();
      const tiers = admin.getByRole('dialog', { name: 'Urgency Pricing' });
      await expect(
        tiers.getByRole('listitem').filter({ hasText: medium.displayName }),
      ).toContainText('₹450 – ₹1,650');

      const { page: member } = await signUpFreshUser(browser, 'Ishaan');
      await member.getByRole('button', { name: 'Get Consultation', exact: true }).click();
      const post = member.getByRole('dialog', { name: 'Post New Consultation' });
      await expect(
        post.getByRole('radio', { name: medium.displayName }),
      ).toHaveAccessibleDescription(/₹450 – ₹1,650/);
    } finally {
      await restoreUrgencyTier(admin, medium);
    }
  });
});
