import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { acceptAndPay, postRequest, submitOffer } from '../support/cases.ts';
import { liveOf, signInByApi, signUpFreshUser } from '../support/people.ts';
import { ARJUN, SNEHA } from '../support/demo-people.ts';

// The case page is the home of a case (issue 29): a "New Counter Offer Received" notice leads to
// it, the owner compares the offers there and accepts one into the same checkout as from the
// dashboard, and once paid the page tells the case's timeline in IST.

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

// The desktop first: the first page of a freshly started server can take longer than a step's
// wait on this loaded machine.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('the owner follows an offer’s notice to the case page and accepts an offer there', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const title = `Crack above the balcony door ${viewport.width} ${Date.now()}`;
      const { page: owner } = await signUpFreshUser(browser, 'Kavya', viewport);
      const consultationId = await postRequest(owner.request, title);
      await liveOf(owner).connected();
      const snehaOffer = await submitOffer(await signInByApi(browser, SNEHA), consultationId, 800);
      await submitOffer(await signInByApi(browser, ARJUN), consultationId, 1000);
      await expect(bell(owner)).toHaveAccessibleName('Notifications, 2 unread');

      // The notice's link opens the case page.
      await bell(owner).click();
      const panel = owner.getByRole('dialog', { name: 'Notifications' });
      await panel
        .getByRole('link', { name: /New Counter Offer Received/ })
        .filter({ hasText: SNEHA.name })
        .click();
      await expect(owner).toHaveURL(new RegExp(`/consultation/${consultationId}$`));
      await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible();

      // Both offers, each with its professional's card, cheapest first, with View and Accept.
      const offers = owner.getByRole('region', { name: 'Offers from professionals' });
      const rows = offers.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(SNEHA.name);
      await expect(rows.first()).toContainText('₹800');
      await expect(rows.first()).toContainText('Verified Professional');
      await expect(rows.last()).toContainText(ARJUN.name);
      await expect(rows.first().getByRole('button', { name: 'View' })).toBeVisible();
      await expectAccessible(owner.locator('main'));
      // Nothing runs off the side of a phone.
      const overflow = await owner.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // View shows the professional's details, with the same Accept.
      await rows.first().getByRole('button', { name: 'View' }).click();
      const details = owner.getByRole('dialog', { name: 'Professional Offer Details' });
      await expect(details).toContainText(SNEHA.name);
      await expectAccessible(details);
      await owner.keyboard.press('Escape');

      // Accept leads into the checkout, as from the dashboard.
      await rows.first().getByRole('button', { name: 'Accept' }).click();
      await expect(owner).toHaveURL(/\/checkout\/[^/]+$/);
      await expect(owner.getByText('Salahkar test checkout (no real money)')).toBeVisible();

      // Paid (accepting again while the hold lasts answers the same order): the page tells the
      // case's timeline, in IST, and no longer offers a choice.
      await acceptAndPay(owner.request, snehaOffer);
      await owner.goto(`/consultation/${consultationId}`);
      const timeline = owner.getByRole('region', { name: 'Timeline' });
      const events = timeline.getByRole('listitem');
      await expect(events).toHaveCount(4);
      await expect(events.nth(0)).toContainText('Request posted');
      await expect(events.nth(1)).toContainText('Offer received · ₹800');
      await expect(events.nth(2)).toContainText('Offer received · ₹1,000');
      await expect(events.nth(3)).toContainText('Payment received · ₹800');
      await expect(events.nth(3)).toContainText('IST');
      await expect(owner.getByRole('region', { name: 'Offers from professionals' })).toHaveCount(0);
      await expectAccessible(owner.locator('main'));
    });
  });
}
