import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { signInByApi } from '../support/people.ts';

// Public professional profiles (issue 29 §2, decision 215): a demo professional's page, found the
// way a search engine finds it (the sitemap), is readable with JavaScript off, in English and in
// Hindi, at 375 px and 1280 px, with axe finding nothing; nothing private is on it; a hidden or
// unknown address is a real 404; the case page's offer cards link to it.

const RAJESH = {
  name: 'Rajesh Agarwal',
  email: 'rajesh.agarwal@example.com',
  licence: 'ICAI 112947',
  mobile: '+91 98191 30475',
};

const TEXTS = {
  en: {
    prefix: '',
    lang: 'en',
    field: 'CA & Finance',
    experience: '16 years',
    switchTo: 'हिन्दी',
    facts: 'At a glance',
    checked: 'What Salahkar checked',
    notFound: 'There is no public profile at this address.',
  },
  hi: {
    prefix: '/hi',
    lang: 'hi',
    field: 'CA और वित्त',
    experience: '16 वर्ष',
    switchTo: 'English',
    facts: 'एक नज़र में',
    checked: 'सलाहकार ने क्या जाँचा',
    notFound: 'इस पते पर कोई सार्वजनिक प्रोफ़ाइल नहीं है।',
  },
} as const;

/** The English path of Rajesh's profile, as the sitemap lists it. */
async function rajeshPath(request: APIRequestContext): Promise<string> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const match = xml.match(
    /<loc>https?:\/\/[^/<]+(\/professionals\/rajesh-agarwal-[0-9a-f]{10})<\/loc>/,
  );
  expect(match, 'the sitemap lists the demo professional').not.toBeNull();
  return match![1]!;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  javaScriptEnabled: boolean,
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  return context.newPage();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  for (const language of ['en', 'hi'] as const) {
    const t = TEXTS[language];
    test.describe(`at ${viewport.width} px in ${language === 'en' ? 'English' : 'Hindi'}`, () => {
      test('a professional’s public profile is readable with JavaScript off, and axe finds nothing', async ({
        browser,
        request,
      }) => {
        const path = `${t.prefix}${await rajeshPath(request)}`;

        // JavaScript off: everything is in the HTML the server sent.
        const page = await newPage(browser, viewport, false);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', t.lang);
        await expect(page).toHaveTitle(
          `${RAJESH.name}, ${t.field} · ${language === 'en' ? 'Salahkar' : 'सलाहकार'}`,
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          await page.title(),
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          /Rajesh Agarwal/,
        );
        await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute(
          'href',
          /^https?:\/\/[^/]+\/hi\/professionals\/rajesh-agarwal-[0-9a-f]{10}$/,
        );
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: RAJESH.name })).toBeVisible();
        await expect(main).toContainText(t.field);
        await expect(main).toContainText(t.experience);
        await expect(main).toContainText('Mumbai');
        await expect(main).toContainText('Hindi, English, Marwari');
        await expect(main.getByRole('heading', { level: 2, name: t.facts })).toBeVisible();
        await expect(main.getByRole('heading', { level: 2, name: t.checked })).toBeVisible();
        const html = await response!.text();
        for (const secret of [RAJESH.email, RAJESH.licence, RAJESH.mobile]) {
          expect(html).not.toContain(secret);
        }
        // The switch leads to the other language's page.
        const other = page.getByRole('link', { name: t.switchTo });
        await expect(other).toHaveAttribute(
          'href',
          language === 'en' ? `/hi${path}` : path.slice(3),
        );
        await page.context().close();

        // With JavaScript on (the page runs none of its own): axe, and nothing runs off the side.
        const checked = await newPage(browser, viewport, true);
        await checked.goto(path);
        await expect(checked.getByRole('heading', { level: 1, name: RAJESH.name })).toBeVisible();
        await expectAccessible(checked.locator('body'));
        await expectNoSidewaysScroll(checked);
        await checked.context().close();
      });

      test('an address that is no shown profile is a real 404 page', async ({ browser }) => {
        const page = await newPage(browser, viewport, false);
        const response = await page.goto(`${t.prefix}/professionals/nobody-0000000000`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
        await page.context().close();
        const checked = await newPage(browser, viewport, true);
        await checked.goto(`${t.prefix}/professionals/nobody-0000000000`);
        await expectAccessible(checked.locator('body'));
        await checked.context().close();
      });
    });
  }
}

test('the case page’s offer cards link to the professional’s public profile', async ({
  browser,
}) => {
  // Amit's demo requests have counter offers waiting.
  const amit = await signInByApi(browser, {
    email: 'amit.patel@example.com',
    firstName: 'Amit',
    name: 'Amit Patel',
  });
  const answer = await amit.get('/api/consultations/with-offers');
  expect(answer.ok()).toBe(true);
  const { items: cases } = (await answer.json()) as {
    items: {
      id: string;
      offers: {
        professional: { firstName: string; lastName: string; publicProfilePath: string | null };
      }[];
    }[];
  };
  const withOffers = cases.find((item) =>
    item.offers.some((offer) => offer.professional.publicProfilePath),
  );
  expect(withOffers, 'a demo request with an offer from a shown professional').toBeDefined();
  const offer = withOffers!.offers.find((item) => item.professional.publicProfilePath)!;
  const name = `${offer.professional.firstName} ${offer.professional.lastName}`;

  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: await amit.storageState(),
  });
  const page = await context.newPage();
  await page.goto(`/consultation/${withOffers!.id}`);
  const offers = page.getByRole('region', { name: 'Offers from professionals' });
  await offers.getByRole('link', { name: `Public profile of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`${offer.professional.publicProfilePath}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await context.close();
});
