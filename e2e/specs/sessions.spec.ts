import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { fillLoginForm } from '../support/admin.ts';
import { FRESH_USER_PASSWORD, signUpFreshUser } from '../support/people.ts';

// Devices and sessions (issue 30): a person signed in on a laptop and a phone sees both in the
// profile, signs the phone out from the laptop (the phone is signed out at once), then signs out
// of all devices. At a phone's width, in a real browser.

const PHONE_WIDTH = { width: 360, height: 780 };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

async function openSessions(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Profile' });
  const section = dialog.getByRole('region', { name: 'Devices and sessions' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

test('a person signs another device out, then every device', async ({ browser }) => {
  // Two devices signing in three times and two axe scans: past the default 30 s beside a second
  // worker on two cores (CI).
  test.setTimeout(90_000);
  const { page: laptop, person } = await signUpFreshUser(browser, 'Ishaan', PHONE_WIDTH);

  const phoneContext = await browser.newContext({ userAgent: ANDROID_CHROME });
  const phone = await phoneContext.newPage();
  await fillLoginForm(phone, person.email, FRESH_USER_PASSWORD);
  await expect(
    phone.getByRole('heading', { level: 1, name: `Welcome back, ${person.firstName}!` }),
  ).toBeVisible();

  const sessions = await openSessions(laptop);
  const rows = sessions.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'This device' })).toContainText('Active now');
  await expect(rows.filter({ hasText: 'Chrome on Android' })).toContainText('Last active');
  await expectAccessible(sessions);
  // Nothing runs off a 360 px screen.
  const box = await sessions.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH.width);

  await sessions.getByRole('button', { name: 'Sign out Chrome on Android' }).click();
  await expect(laptop.getByText('Chrome on Android is signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The phone hears at once that its session ended: the sign-in page shows in place, and the
  // phone is told why and taken to /login (waited for, so that load does not cut the next goto).
  await expect(phone.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expect(phone).toHaveURL(/\/login$/);
  await expect(phone.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await phone.goto('/submit-consultation');
  await expect(phone.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  // Back on the phone, then "Sign out of all devices" from the laptop ends both.
  await fillLoginForm(phone, person.email, FRESH_USER_PASSWORD);
  await expect(
    phone.getByRole('heading', { level: 1, name: `Welcome back, ${person.firstName}!` }),
  ).toBeVisible();
  await sessions.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(
    sessions.getByText('Sign out everywhere, this device included?', { exact: false }),
  ).toBeVisible();
  await expectAccessible(sessions);
  await sessions.getByRole('button', { name: 'Sign out of all devices' }).click();

  await expect(laptop).toHaveURL(/\/$/);
  await expect(laptop.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await laptop.goto('/submit-consultation');
  await expect(laptop.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await phoneContext.close();
});

test('signing out is a POST: a link to /api/logout signs nobody out', async ({ browser }) => {
  const { page } = await signUpFreshUser(browser, 'Tara');
  const answer = await page.request.get('/api/logout');
  expect(answer.status()).toBe(405);
  expect(answer.headers()['allow']).toBe('POST');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Tara!' })).toBeVisible();
});
