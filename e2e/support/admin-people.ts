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

/** The reason the journeys give for a suspension: it reaches the person's mail. */
export const SUSPENSION_REASON = 'Repeated abusive messages to professionals.';

/**
 * Suspends (giving SUSPENSION_REASON in the dialog that asks for it) or unsuspends (through the
 * confirmation) a person from their card.
 */
export async function toggleSuspension(
  admin: Page,
  card: Locator,
  person: Person,
  verb: 'Suspend' | 'Unsuspend',
) {
  await card.getByRole('button', { name: `${verb} ${person.name}` }).click();
  const confirm =
    verb === 'Suspend'
      ? admin.getByRole('dialog', { name: 'Suspend User' })
      : admin.getByRole('alertdialog', { name: 'Unsuspend User' });
  if (verb === 'Suspend') await confirm.getByLabel('Reason').fill(SUSPENSION_REASON);
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
