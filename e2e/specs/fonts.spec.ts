import { expect, test, type Page } from '@playwright/test';
import { signedInContext } from '../support/people.ts';
import { PRIYA } from '../support/demo-people.ts';

// An English page draws the rupee sign and the language switch's हिन्दी from small faces the
// stylesheet carries (decision 234): it downloads no Devanagari face of Noto Sans (43–46 KB each)
// for them, and हिन्दी has real glyphs even where the system has no Devanagari font (this
// machine has none).

const SWITCH_FAMILY = 'Noto Sans Language Switch';
/** The ₹ faces' family of their own (decision 239). */
const RUPEE_FAMILY = 'Noto Sans Rupee';

/** Every Devanagari face of Noto Sans the page asks the server for. */
function watchDevanagariDownloads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-devanagari/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The faces of `family` (whose unicode-range is `range`, when given) and their load status. */
async function facesOf(page: Page, family: string, range?: string): Promise<string[]> {
  return page.evaluate(
    async ([family, range]) => {
      await document.fonts.ready;
      const found: string[] = [];
      document.fonts.forEach((face) => {
        const named = face.family.replace(/["']/g, '') === family;
        if (named && (range === undefined || face.unicodeRange.toUpperCase() === range)) {
          found.push(`${face.weight} ${face.status}`);
        }
      });
      return found;
    },
    [family, range] as const,
  );
}

/** The switch names हिन्दी in its own face, loaded, with every glyph found in it. */
async function expectSwitchDrawn(page: Page) {
  const name = page.locator('[lang=hi]', { hasText: 'हिन्दी' });
  await expect(name).toBeVisible();
  expect(await name.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
    new RegExp(`^"?${SWITCH_FAMILY}"?,`),
  );
  expect(await facesOf(page, SWITCH_FAMILY)).toEqual(['500 loaded']);
  expect(
    await page.evaluate(
      (font) => document.fonts.check(font, 'हिन्दी'),
      `500 14px "${SWITCH_FAMILY}"`,
    ),
  ).toBe(true);
}

test.describe('fonts on English pages', () => {
  for (const path of ['/', '/login']) {
    test(`${path} draws the switch's हिन्दी without a Devanagari face`, async ({ page }) => {
      const downloads = watchDevanagariDownloads(page);
      await page.goto(path);
      await expectSwitchDrawn(page);
      expect(downloads).toEqual([]);
    });
  }

  test("a member's dashboard draws ₹ and हिन्दी without a Devanagari face", async ({ browser }) => {
    const page = await (await signedInContext(browser, PRIYA)).newPage();
    const downloads = watchDevanagariDownloads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Priya/ })).toBeVisible();
    await expect(page.getByText(/₹\s?\d/).first()).toBeVisible();
    await expectSwitchDrawn(page);
    // The amount's ₹ came from a small face, which the browser loaded for it.
    expect(await facesOf(page, RUPEE_FAMILY, 'U+20B9')).toContainEqual(
      expect.stringMatching(/loaded$/),
    );
    expect(downloads).toEqual([]);
  });
});
