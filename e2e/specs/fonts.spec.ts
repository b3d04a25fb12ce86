import { expect, test, type Page } from '@playwright/test';
import { signedInContext } from '../support/people.ts';
import { PRIYA } from '../support/demo-people.ts';

// An English page draws the rupee sign and the language switch's हिन्दी from small faces the
// stylesheet carries (decision 234): it downloads no Devanagari face of Noto Sans (43–46 KB each)
// for them, and हिन्दी has real glyphs even where the system has no Devanagari font (this
// machine has none). Its text comes from the basic Latin faces it preloads (decision 249), with
// no whole fontsource Latin face downloaded besides.

const SWITCH_FAMILY = 'Noto Sans Language Switch';
/** The ₹ faces' family of their own (decision 239). */
const RUPEE_FAMILY = 'Noto Sans Rupee';

/** Every face of Noto Sans the page asks the server for, by its name before the hash. */
function watchFaceDownloads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const face = /\/(noto-sans-[\w-]+-normal)-[\w-]+\.woff2$/.exec(request.url())?.[1];
    if (face) asked.push(face);
  });
  return asked;
}

/**
 * An English first screen draws with the basic Latin faces it preloads (decision 249): no whole
 * Latin face of fontsource, and no Devanagari one.
 */
function expectOnlyBasicFaces(asked: string[]) {
  expect(asked.length).toBeGreaterThan(0);
  for (const face of asked) expect(face).toMatch(/^noto-sans-basic-latin-\d00-normal$/);
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
  for (const path of ['/', '/login', '/register']) {
    test(`${path} draws its text and the switch's हिन्दी from the basic Latin and small faces`, async ({
      page,
    }) => {
      const downloads = watchFaceDownloads(page);
      await page.goto(path);
      await expectSwitchDrawn(page);
      expectOnlyBasicFaces(downloads);
    });
  }

  test("a member's dashboard draws ₹ and हिन्दी without a Devanagari or whole Latin face", async ({
    browser,
  }) => {
    const page = await (await signedInContext(browser, PRIYA)).newPage();
    const downloads = watchFaceDownloads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Priya/ })).toBeVisible();
    await expect(page.getByText(/₹\s?\d/).first()).toBeVisible();
    await expectSwitchDrawn(page);
    // The amount's ₹ came from a small face, which the browser loaded for it.
    expect(await facesOf(page, RUPEE_FAMILY, 'U+20B9')).toContainEqual(
      expect.stringMatching(/loaded$/),
    );
    expectOnlyBasicFaces(downloads);
  });
});
