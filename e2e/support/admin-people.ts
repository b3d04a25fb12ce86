import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type Person } from './people.ts';

// The admin console's people and catalog tabs, driven as the demo admin does it.

/** The demo admin seeded on a fresh database (apps/server/src/db/seed/demo-people.ts). */
export const DEMO_ADMIN: Person = {
  email: 'admin@example.com',
  firstName: 'Anjali',
  name: 'Anjali Sharma',
};

/** Signs in through the login form and waits until the app has left it. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The demo admin in a browser of their own, on one tab of the console. */
export async function openAdminConsole(browser: Browser, tab: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: tab, exact: false, selected: true })).toBeVisible();
  return page;
}

/** A person's card in the Users tab, found by searching for their email. */
export async function findUserCard(admin: Page, person: Person): Promise<Locator> {
  await admin.getByLabel('Search users').fill(person.email);
  const card = admin
    .getByRole('list', { name: 'Users' })
    .getByRole('listitem')
    .filter({ hasText: person.email });
  await expect(card).toHaveCount(1);
  return card;
}

/** Suspends or unsuspends a person from their card, through the confirmation. */
export async function toggleSuspension(
  admin: Page,
  card: Locator,
  person: Person,
  verb: 'Suspend' | 'Unsuspend',
) {
  await card.getByRole('button', { name: `${verb} ${person.name}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: `${verb} User` });
  await confirm.getByRole('button', { name: verb }).click();
  await expect(admin.getByText(`User ${verb.toLowerCase()}ed successfully`)).toBeVisible();
  await expect(confirm).toBeHidden();
}

/** An urgency tier's editable fields, as PUT /api/admin/urgency-pricing/{id} takes them. */
export type UrgencyTier = {
  id: string;
  urgencyLevel: string;
  displayName: string;
  description: string;
  responseTime: string;
  minAmount: number;
  maxAmount: number;
};

/** The tiers as the admin API lists them (to put one back after a journey changed it). */
export async function urgencyTiers(admin: Page): Promise<UrgencyTier[]> {
  const response = await admin.request.get('/api/admin/urgency-pricing');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as UrgencyTier[];
}

/** Puts a tier back as it was, so later journeys on the same server see the seeded prices. */
export async function restoreUrgencyTier(admin: Page, tier: UrgencyTier): Promise<void> {
  const { id, displayName, description, responseTime, minAmount, maxAmount } = tier;
  const response = await admin.request.put(`/api/admin/urgency-pricing/${id}`, {
    data: { displayName, description, responseTime, minAmount, maxAmount },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
