import { expect, test, type Page } from '@playwright/test';
import { fillLoginForm } from '../support/admin.ts';
import { DEMO_PASSWORD } from '../support/people.ts';

// Issue 33 (decision 222): /login and /register have their own small entry. A visitor there
// downloads neither the signed-in app's entry nor the whole app's texts; signing in is a full page
// load into the app, which then loads them.

const DEMO_USER = { email: 'amit.patel@example.com', firstName: 'Amit' };

/** The build's script files the page fetches from now on, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/([^/?]+\.js)/.exec(request.url())?.[1];
    if (file) scripts.push(file);
  });
  return scripts;
}

// The app's entry (input `app`) and the whole app's texts, by the names the build gives them.
const APP_ENTRY = /^app-[\w-]+\.js$/;
const APP_TEXTS = /^app-(en|hi)-[\w-]+\.js$/;

test('the sign-in and registration pages load only their own entry; signing in opens the app', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(scripts.some((file) => /^auth-[\w-]+\.js$/.test(file))).toBe(true);
  expect(scripts.filter((file) => APP_ENTRY.test(file) || APP_TEXTS.test(file))).toEqual([]);

  await fillLoginForm(page, DEMO_USER.email, DEMO_PASSWORD);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Welcome( back)?, ${DEMO_USER.firstName}!$`) }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(scripts.some((file) => APP_ENTRY.test(file))).toBe(true);
});

test('the sign-in page loads the login form only; registration loads on the way there', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  // The form is usable once the page's script has taken it over.
  await expect(page.getByLabel('Email')).toBeEnabled();
  expect(scripts.some((file) => /^login-page-[\w-]+\.js$/.test(file))).toBe(true);
  expect(scripts.filter((file) => /^(register-page|otp-dialog)-[\w-]+\.js$/.test(file))).toEqual(
    [],
  );

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  expect(scripts.some((file) => /^register-page-[\w-]+\.js$/.test(file))).toBe(true);
  expect(scripts.filter((file) => APP_ENTRY.test(file))).toEqual([]);
});
