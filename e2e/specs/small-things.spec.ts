import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { signUpFreshUser } from '../support/people.ts';

// Issue 29, §7 and §8 at 375 px (decision 218): the visitor header's links stay on one line, the
// assistant button is a round icon that the page's end leaves room for, every signed-in screen
// has its own tab title, and an unknown address is a real 404 page in either language.

const PHONE = { width: 375, height: 812 };

/** How many lines a link's text takes. */
function linesOf(link: Locator): Promise<number> {
  return link.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
    return tops.size;
  });
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const [pathname, signIn, join] of [
  ['/', 'Sign In', 'Join Now'],
  ['/hi', 'साइन इन करें', 'अभी जुड़ें'],
] as const) {
  test(`the header of ${pathname} keeps Sign In and Join on one line at 375 px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(pathname);
    const header = page.getByRole('banner');
    const signInLink = header.getByRole('link', { name: signIn });
    const joinLink = header.getByRole('link', { name: join });
    await expect(signInLink).toBeVisible();
    await expect(joinLink).toBeVisible();
    expect(await linesOf(signInLink)).toBe(1);
    expect(await linesOf(joinLink)).toBe(1);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(header);
    await context.close();
  });
}

test('signed in at 375 px: the assistant button is an icon the page leaves room for, and each screen has its own title', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await signUpFreshUser(browser, 'Ira', PHONE);
  await expect(page).toHaveTitle('Dashboard · Salahkar');

  const launcher = page.getByRole('button', { name: 'AI Assistant' });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  // A round icon on phones, not a labelled pill.
  expect(box.width).toBeLessThanOrEqual(48);
  expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(2);

  // Scrolled to the end, nothing of the page is under the button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const covered = await page.evaluate(() => {
    const button = Array.from(document.querySelectorAll('button')).find(
      (element) => element.textContent?.trim() === 'AI Assistant',
    );
    if (!button) return ['no launcher'];
    const shield = button.getBoundingClientRect();
    return Array.from(
      document.querySelectorAll('main a, main button, main input, main h1, main h2, main p'),
    )
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return false;
        return (
          rect.left < shield.right &&
          rect.right > shield.left &&
          rect.top < shield.bottom &&
          rect.bottom > shield.top
        );
      })
      .map((element) => element.outerHTML.slice(0, 100));
  });
  expect(covered).toEqual([]);
  await expectAccessible(page.locator('body'));

  for (const [pathname, title] of [
    ['/settings/notifications', 'Notification Settings · Salahkar'],
    ['/submit-consultation', 'Post a Request · Salahkar'],
    ['/', 'Dashboard · Salahkar'],
  ] as const) {
    await page.goto(pathname);
    await expect(page).toHaveTitle(title);
  }
});

for (const [pathname, heading, language] of [
  ['/no-such-page', 'Page Not Found', 'en-IN'],
  ['/hi/no-such-page', 'पेज नहीं मिला', 'hi-IN'],
] as const) {
  test(`${pathname} is a 404 page, readable without JavaScript`, async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('link').first()).toHaveAttribute('href', '/');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      if (javaScriptEnabled) await expectAccessible(page.locator('body'));
      await context.close();
    }
  });
}
