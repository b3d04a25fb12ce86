import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type Person } from './people.ts';

// The money side of the admin console: bringing a case to `completed` through the product's own
// routes, and the demo admin signed in.

/** The demo admin seeded on a fresh database. */
export const DEMO_ADMIN: Person = {
  email: 'admin@example.com',
  firstName: 'Anjali',
  name: 'Anjali Mehta',
};

/** The demo admin signed in through the login form, on the /admin console. */
export async function signInAdmin(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  return page;
}

async function post(request: APIRequestContext, url: string): Promise<void> {
  const answer = await request.post(url);
  expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
}

/**
 * Takes an assigned case to `completed` without waiting out the 24-hour reopen window, by the
 * lifecycle's other road to it: the professional marks it resolved (closed), the user asks to
 * reopen (under_admin_review) and the admin declines (completed, completedAt set).
 */
export async function completeCase(
  ids: { consultationId: string },
  people: { user: APIRequestContext; professional: APIRequestContext; admin: APIRequestContext },
): Promise<void> {
  const base = `/api/consultations/${ids.consultationId}`;
  await post(people.professional, `${base}/close`);
  await post(people.user, `${base}/reopen`);
  await post(people.admin, `/api/admin/consultations/${ids.consultationId}/reopen/decline`);
}
