import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { signUpFreshUser } from '../support/people.ts';

// On a 360 px phone no public page scrolls sideways.
for (const pathname of ['/', '/contact', '/terms', '/privacy', '/cancellation-refund', '/login']) {
  test(`${pathname} fits a 360 px wide phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(pathname);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// The user side on a 360 px phone: the page scrolls (no small boxes clipping cards), the post
// dialog's placeholders fit their boxes, and toasts sit at the top, off the cards.
const PHONE = { width: 360, height: 740 };

/** Elements inside `main` that scroll on their own (a box with more content than height). */
function nestedScrollBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (
          (overflowY === 'auto' || overflowY === 'scroll') &&
          element.scrollHeight > element.clientHeight + 1
        );
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

test.describe('the user side on a phone', () => {
  test('the dashboard scrolls as one page and the post dialog fits', async ({ browser }) => {
    test.setTimeout(90_000);
    const { page } = await signUpFreshUser(browser, 'Tara', PHONE);
    await expect(page.getByText('1 / 4')).toBeVisible();
    await expectAccessible(page.getByRole('main'));

    await page.getByRole('button', { name: 'Get Consultation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Post New Consultation' });
    await expect(dialog.getByText('Within 24 hours')).toBeVisible();
    // Each placeholder's text is no wider than its box's content area.
    const clipped = await dialog.evaluate((root) => {
      const canvas = document.createElement('canvas').getContext('2d')!;
      return Array.from(
        root.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
      )
        .filter((box) => {
          const style = getComputedStyle(box);
          canvas.font = `${style.fontSize} ${style.fontFamily}`;
          const room =
            box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return canvas.measureText(box.placeholder).width > room;
        })
        .map((box) => box.placeholder);
    });
    expect(clipped).toEqual([]);
    await expectAccessible(dialog);

    await dialog.getByLabel('Title', { exact: true }).fill('Rent agreement review');
    await dialog.getByLabel('Professional Type', { exact: true }).selectOption('Lawyer');
    await dialog.getByLabel('Specialization', { exact: true }).selectOption('Civil Law');
    await dialog
      .getByLabel('Detailed Description', { exact: true })
      .fill('An eleven-month rent agreement for a flat in Pune: is the lock-in clause fair?');
    await dialog.getByRole('button', { name: 'Post Consultation' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Rent agreement review' });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    expect(await nestedScrollBoxes(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // A toast on a phone opens at the top of the screen, not over the cards below.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Consultation Request' })
      .getByRole('button', { name: 'Delete' })
      .click();
    // Polled: the toast may first show at the bottom while the dialog is still closing, and is
    // drawn again at the top once it has closed (the old element is gone by then).
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Request Deleted' });
    await expect(toast).toBeVisible();
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? Infinity, {
        message: 'the toast at the top',
      })
      .toBeLessThan(40);
  });
});
