import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { signIn } from '../support/people.ts';

// The notification settings: switches per event kept by the server, quiet hours in IST, and
// pushes on this device only after the explanation. Headless Chromium reaches no push service, so
// turning pushes on ends in the calm failure; the subscription itself is covered by the component
// tests and the server's loopback push service.

const DEMO_USER = { email: 'priya.sharma@example.com', firstName: 'Priya' };
const DEMO_PROFESSIONAL = { email: 'rajesh.agarwal@example.com', firstName: 'Rajesh' };
const PHONE = { width: 360, height: 740 };
const SETTINGS_URL = '/api/profile/notifications';

type Watched = Window & { permissionQuestions?: number };

/**
 * Counts the page's calls of `Notification.requestPermission` from its next load on: the
 * browser's own API is the boundary watched, nothing of the app is replaced.
 */
async function watchPermissionQuestions(page: Page) {
  await page.addInitScript(() => {
    const watched = window as Watched;
    const ask = Notification.requestPermission.bind(Notification);
    watched.permissionQuestions = 0;
    Notification.requestPermission = (callback) => {
      watched.permissionQuestions! += 1;
      return ask(callback);
    };
  });
}

function permissionQuestions(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as Watched).permissionQuestions);
}

function settingsSection(page: Page) {
  return page.getByRole('region', { name: 'Notification settings' });
}

test.describe('notification settings', () => {
  test('explain before asking, then keep an email turned off and quiet hours', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await signIn(browser, DEMO_USER);
    const saved = (await (await page.request.get(SETTINGS_URL)).json()) as Record<string, unknown>;

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    // Loaded afresh with the permission watched: opening the page asks nothing.
    await watchPermissionQuestions(page);
    await page.reload();
    const section = settingsSection(page);
    const newOffer = section.getByRole('group', { name: 'New offer on your request' });
    await expect(newOffer).toBeVisible();
    await expect(
      section.getByText(/In-app notifications \(the bell\) are always on/),
    ).toBeVisible();
    await expect(section.getByRole('group', { name: 'Payout paid' })).toHaveCount(0);
    expect(await permissionQuestions(page)).toBe(0);

    await section.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    const explanation = page.getByRole('dialog', { name: 'Turn on notifications on this device?' });
    await expect(explanation).toContainText('never message text or file names');
    await expect(explanation).toContainText('turn them off at any time');
    await expectAccessible(explanation);
    expect(await permissionQuestions(page)).toBe(0);

    // The browser allows, but there is no push service to subscribe with here.
    await page.context().grantPermissions(['notifications']);
    await explanation.getByRole('button', { name: 'Continue' }).click();
    await expect(
      section.getByText('Could not turn on notifications on this device. Try again later.'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(explanation).toBeHidden();
    expect(await permissionQuestions(page)).toBe(1);

    const email = newOffer.getByRole('switch', { name: 'Email' });
    await expect(email).toBeChecked();
    await email.click();
    await expect(email).not.toBeChecked();
    await section.getByRole('switch', { name: 'Hold pushes during quiet hours' }).click();
    await section.getByLabel('From (IST)').fill('23:00');
    await section.getByLabel('Until (IST)').fill('06:30');
    await expect(section.getByText('Calls always ring, even during quiet hours.')).toBeVisible();
    await expectAccessible(section);
    await section.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible();
    await expect(section.getByText('All changes saved.')).toBeVisible();

    await page.reload();
    await expect(email).not.toBeChecked();
    await expect(newOffer.getByRole('switch', { name: 'Push' })).toBeChecked();
    await expect(
      section.getByRole('switch', { name: 'Hold pushes during quiet hours' }),
    ).toBeChecked();
    await expect(section.getByLabel('From (IST)')).toHaveValue('23:00');
    await expect(section.getByLabel('Until (IST)')).toHaveValue('06:30');

    // The demo account goes back as it was for the journeys after this one.
    const { pushDevices: _devices, ...settings } = saved;
    const restored = await page.request.put(SETTINGS_URL, { data: settings });
    expect(restored.ok(), await restored.text()).toBe(true);
  });

  test("a professional's events, stacked on a 360 px phone, reached from the profile", async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await signIn(browser, DEMO_PROFESSIONAL, PHONE);

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Your Profile' });
    await profile.getByRole('button', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(profile).toBeHidden();

    const section = settingsSection(page);
    const newRequest = section.getByRole('group', { name: 'New request in your field' });
    await expect(newRequest).toBeVisible();
    await expect(section.getByRole('group', { name: 'Payout paid' })).toBeVisible();
    await expect(section.getByRole('group', { name: 'New offer on your request' })).toHaveCount(0);
    // On a phone each switch is named beside it, under its event.
    await expect(newRequest.getByText('Email', { exact: true })).toBeVisible();
    await expect(newRequest.getByRole('switch', { name: 'WhatsApp' })).toHaveCount(0);
    await section.getByRole('switch', { name: 'Hold pushes during quiet hours' }).click();
    await expect(section.getByLabel('Until (IST)')).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(section);
  });
});
