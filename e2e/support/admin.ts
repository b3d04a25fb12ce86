import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signedInContext, type Person } from './people.ts';

// The demo admin (apps/server/src/db/seed/demo-people.ts) and the login form, for the admin
// console's journeys.

export const DEMO_ADMIN: Person = {
  email: 'admin@example.com',
  firstName: 'Anjali',
  name: 'Anjali Verma',
};

/** Fills and sends the login form; the caller waits for where the app should land. */
export async function fillLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Someone signed in (through the API) in a browser of their own, at home once `heading` shows. */
export async function signInAt(
  browser: Browser,
  credentials: { email: string; password: string },
  heading: string,
): Promise<Page> {
  const page = await (await signedInContext(browser, credentials)).newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page;
}

/** The demo admin signed in, on the admin dashboard at `/`. */
export function signInAdmin(browser: Browser): Promise<Page> {
  return signInAt(browser, { email: DEMO_ADMIN.email, password: DEMO_PASSWORD }, 'Admin Dashboard');
}

/** The demo admin in a browser of their own, on one tab of the console. */
export async function openAdminConsole(browser: Browser, tab: string): Promise<Page> {
  const page = await signInAdmin(browser);
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('tab', { name: tab, exact: false, selected: true })).toBeVisible();
  return page;
}
