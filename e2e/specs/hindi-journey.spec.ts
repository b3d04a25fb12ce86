import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { expectFits, expectNoIds, hi } from '../support/hindi.ts';
import { FRESH_USER_PASSWORD, registerFreshUser } from '../support/people.ts';

// Issue 29 §6 (decision 217): the language a visitor chooses on the public pages survives the
// sign-in. A person whose profile says English reads the Hindi landing page on an English
// browser at 375 px, presses साइन इन, gets the Hindi sign-in page (with its language switch), and
// after signing in the app stays Hindi, on this visit and the next.

const PHONE = { width: 375, height: 740 };

test.describe('Hindi through the sign-in', () => {
  test('the language chosen on /hi survives sign-in, axe clean at 375 px', async ({ browser }) => {
    test.setTimeout(120_000);
    // An account made elsewhere, in English.
    const setup = await browser.newContext({ locale: 'en-IN' });
    const person = await registerFreshUser(setup.request, 'Meera');
    const before = await setup.request.get('/api/auth/user');
    expect(((await before.json()) as { preferredLanguage: string }).preferredLanguage).toBe('en');
    await setup.close();

    const context = await browser.newContext({ locale: 'en-IN', viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    // The header's साइन इन (the footer has one too).
    await page
      .getByRole('banner')
      .getByRole('link', { name: hi('common.publicHeader.signIn') })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('heading', { level: 1, name: hi('auth.login.title') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The sign-in page has the switch, offering English in English.
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await expectFits(page);
    await expectNoIds(page);
    await expectAccessible(page.getByRole('main'));

    await page.getByLabel('ईमेल').fill(person.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(FRESH_USER_PASSWORD);
    await page.getByRole('button', { name: hi('auth.login.submit') }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: hi('dashboard.welcome.back', { name: 'Meera' }),
      }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expectFits(page);
    await expectAccessible(page.getByRole('main'));

    // The choice is the profile's now: it holds after a reload, and on the server.
    const after = await page.request.get('/api/auth/user');
    expect(((await after.json()) as { preferredLanguage: string }).preferredLanguage).toBe('hi');
    await page.reload();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: hi('dashboard.welcome.back', { name: 'Meera' }),
      }),
    ).toBeVisible();
    await context.close();
  });

  test('the registration page switches to Hindi in place, axe clean at 375 px', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-IN', viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: hi('auth.register.title') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expectFits(page);
    await expectNoIds(page);
    await expectAccessible(page.getByRole('main'));
    await context.close();
  });
});
