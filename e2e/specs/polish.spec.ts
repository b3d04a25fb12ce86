import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { tinyPng } from '../support/files.ts';
import { signedInContext, type Person } from '../support/people.ts';
import { ANJALI, PRIYA, RAJESH, SNEHA, SURESH } from '../support/demo-people.ts';

// Experience polish: the professional dashboard's wording and grouping, the photo a professional
// owes, the case page's people and receipts, and the hygiene of the signed-in frame. Demo accounts
// seeded on a fresh database (apps/server/src/db/seed/demo-people.ts); nothing here changes them
// except Suresh's photo, and no other spec signs Suresh in.

const CLIENT = PRIYA;
const CA = RAJESH;
const ENGINEER = SNEHA;
const DOCTOR = SURESH;
const ADMIN = ANJALI;

/** Priya's case in progress with Rajesh, paid for in the demo data. */
const PAID_CASE = 'Income tax notice under section 143(1)(a) for AY 2024-25';

const PHONE = { width: 360, height: 740 };

/** Signs a demo account in, in a context of its own; returns on its home. */
async function signIn(browser: Browser, person: Person, viewport?: typeof PHONE): Promise<Page> {
  const page = await (await signedInContext(browser, person, viewport)).newPage();
  await page.goto('/');
  await expect(avatarOf(page, person)).toBeVisible();
  return page;
}

/** The top bar's avatar button, named after the person with the initials it shows. */
function avatarOf(page: Page, person: Person) {
  return page.getByRole('banner').getByRole('button', { name: `Account menu for ${person.name}` });
}

/** Opens the Profile dialog from the account menu, checking the page with the menu open first. */
async function openProfile(page: Page, person: Person) {
  await avatarOf(page, person).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectAccessible(page.locator('body'));
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your Profile' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('polish: the signed-in frame', () => {
  test('a visitor on the landing, sign-in and registration pages sees no console error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    // The app asks who is signed in only when the signed-in hint cookie says it is worth asking.
    for (const path of ['/', '/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
  });

  for (const person of [CLIENT, ENGINEER, ADMIN]) {
    test(`${person.firstName}'s home passes axe with the menu and the Profile dialog open`, async ({
      browser,
    }) => {
      // Two axe passes over a whole dashboard (the admin's is the largest): a journey's time.
      test.setTimeout(60_000);
      const page = await signIn(browser, person);
      const initials = person.name
        .split(' ')
        .map((part) => part[0])
        .join('');
      await expect(avatarOf(page, person)).toHaveAccessibleName(new RegExp(`\\(${initials}\\)$`));
      await expect(avatarOf(page, person)).toHaveText(initials);
      await expectAccessible(page.locator('body'));

      const dialog = await openProfile(page, person);
      // The dialog opens on its title, not on its first button.
      await expect(dialog.getByRole('heading', { name: 'Your Profile' })).toBeFocused();
      await expectAccessible(page.locator('body'));

      await dialog.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(dialog.getByLabel('First name')).toBeFocused();
      await page.close();
    });
  }

  test("the client's Details dialog opens on its title and passes axe", async ({ browser }) => {
    const page = await signIn(browser, CLIENT);
    await page.getByRole('tab', { name: /Request Submitted/ }).click();
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Consultation Details' });
    await expect(dialog.getByRole('heading', { name: 'Consultation Details' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Choose Files' })).not.toBeFocused();
    await expectAccessible(page.locator('body'));
    await page.close();
  });
});

test.describe('polish: the professional dashboard', () => {
  test('urgency badges read Urgent or Normal, and Counter Offers group as the tile counts', async ({
    browser,
  }) => {
    const page = await signIn(browser, CA);
    const available = page.getByRole('group', { name: 'Available Options' });
    await expect(available.getByRole('listitem').first()).toBeVisible();
    await expect(available).not.toContainText('urgency');
    await expect(available.getByText(/^(Urgent|Medium|Normal)$/).first()).toBeVisible();

    const awaiting = page.getByRole('region', { name: 'Awaiting response' });
    const accepted = page.getByRole('region', { name: 'Accepted' });
    await expect(accepted.getByRole('listitem').filter({ hasText: PAID_CASE })).toContainText(
      'Accepted',
    );
    await expect(awaiting).not.toContainText(PAID_CASE);
    const tile = page.getByText('Counter Offers', { exact: true }).first().locator('xpath=..');
    const counted = Number(await tile.locator('p').nth(1).textContent());
    await expect(awaiting.getByRole('listitem')).toHaveCount(counted);
    await expectAccessible(page.locator('body'));
    await page.close();
  });

  test('on a phone the lists flow with the page instead of scrolling in small boxes', async ({
    browser,
  }) => {
    const page = await signIn(browser, CA, PHONE);
    const available = page.getByRole('group', { name: 'Available Options' });
    await expect(available.getByRole('listitem').first()).toBeVisible();
    for (const name of ['Available Options', 'Accepted', 'Active Consultations']) {
      const list = page.getByRole('group', { name });
      if ((await list.count()) === 0) continue;
      const box = await list.evaluate((element) => ({
        overflow: getComputedStyle(element).overflowY,
        clipped: element.scrollHeight > element.clientHeight + 1,
      }));
      expect(box, name).toEqual({ overflow: 'visible', clipped: false });
    }
    await page.close();
  });
});

test.describe('polish: the photo a professional owes', () => {
  test('an approved professional without a photo is asked for one until they upload it', async ({
    browser,
  }) => {
    const page = await signIn(browser, DOCTOR);
    const banner = page.getByRole('region', { name: 'Profile photo required' });
    await expect(banner).toBeVisible();
    await expectAccessible(banner);

    await banner.getByRole('button', { name: 'Add Photo' }).click();
    const photoDialog = page.getByRole('dialog', { name: 'Profile Photo' });
    await photoDialog.getByLabel('Choose a photo from your gallery').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await photoDialog.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(photoDialog.getByText('Your profile photo has been updated.')).toBeVisible();
    await photoDialog.getByRole('button', { name: 'Done' }).click();

    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Suresh/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile photo required' })).toHaveCount(0);
    await page.close();
  });
});

test.describe('polish: the case page', () => {
  test('names the professional to the client and the client to the professional, with the receipt', async ({
    browser,
  }) => {
    // Two people signed in, the case page twice, the receipt and axe: a journey's time (90 s, as
    // the other multi-step journeys; on a slow machine each step takes seconds).
    test.setTimeout(90_000);
    const client = await signIn(browser, CLIENT);
    await client.getByRole('tab', { name: /Active Chat/ }).click();
    const caseId = await client.evaluate(async (title) => {
      const response = await fetch('/api/consultations?pageSize=50', { credentials: 'include' });
      const page = (await response.json()) as { items: { id: string; title: string }[] };
      return page.items.find((item) => item.title === title)?.id;
    }, PAID_CASE);
    expect(caseId).toBeTruthy();

    await client.goto(`/consultation/${caseId}`);
    await expect(client.getByRole('heading', { level: 1, name: PAID_CASE })).toBeVisible();
    const professionalFact = client.getByText('Professional', { exact: true }).locator('xpath=..');
    await expect(professionalFact).toContainText(CA.name);
    const payments = client.getByRole('region', { name: 'Payments & receipts' });
    const receipt = payments.getByRole('link', { name: /^Download receipt SLK-P-\d+$/ });
    await expect(receipt).toBeVisible();
    const pdf = await client.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    // The urgency tier's help from the post form is not repeated on the case.
    await expect(client.locator('main')).not.toContainText(
      'Priced by the specialization you choose',
    );
    await expectAccessible(client.locator('main'));

    const professional = await signIn(browser, CA);
    await professional.goto(`/consultation/${caseId}`);
    await expect(professional.getByRole('heading', { level: 1, name: PAID_CASE })).toBeVisible();
    const clientFact = professional.getByText('Client', { exact: true }).locator('xpath=..');
    await expect(clientFact).toContainText(CLIENT.name);
    await client.close();
    await professional.close();
  });
});
