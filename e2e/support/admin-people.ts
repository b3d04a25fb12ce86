import { expect, type Locator, type Page } from '@playwright/test';
import type { Person } from './people.ts';

// The admin console's people and catalog tabs, driven as the demo admin does it.

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
