import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { expectAccessible } from '../support/axe.ts';

type LandingFigures = {
  professionals: { category: string; count: number }[];
  priceRanges: { displayName: string; minAmount: number; maxAmount: number }[];
  firstOffer: { medianMinutes: number; consultations: number } | null;
  reviews: { firstName: string; city: string | null; comment: string | null; rating: number }[];
};

/** Console errors React reports when the HTML it takes over differs from what it renders. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('public pages', () => {
  // The page arrives as HTML and React takes it over (hydration) once the page's module and
  // catalog have loaded: before that the carousel sets no timer and a dot does nothing. So the
  // carousel tests repeat their step (run the page's clock on, press the dot) until the hydrated
  // page answers, rather than wait real seconds or press once and hope the page was ready.
  test('the landing page renders and its how-it-works carousel advances', async ({ page }) => {
    // The page's timers run on Playwright's clock: the test moves it 6 s on instead of waiting.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
    await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
    // Slides advance every 6 seconds.
    await expect(async () => {
      await page.clock.runFor(6_000);
      await expect(page.getByText('Step 2', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(page.getByRole('link', { name: /Book Now/ })).toHaveCount(5);
    await expect(page.getByText(`© ${new Date().getFullYear()}`).first()).toBeVisible();
  });

  test('a carousel dot jumps to its step', async ({ page }) => {
    // Held still (the clock does not move on its own), so only the dot can change the slide.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/');
    await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
    await expect(async () => {
      await page.getByRole('button', { name: /step 4/i }).click();
      await expect(page.getByText('Step 4', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });

  const footerLinks: [string, RegExp, RegExp][] = [
    ['Join as User', /\/register/, /register/i],
    ['Join as Professional', /\/register/, /register/i],
    ['Terms', /\/terms$/, /Terms/],
    ['Privacy', /\/privacy$/, /Privacy Policy/],
    ['Contact', /\/contact$/, /Contact/],
    ['Cancellation & Refund', /\/cancellation-refund$/, /Cancellation & Refund/],
  ];
  for (const [name, url, heading] of footerLinks) {
    test(`the footer link "${name}" reaches its page`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: false }).first().click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('the footer Sign In link reaches the login screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('the contact form sends and says so', async ({ page }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: /Send Message/i });
    await expect(send).toBeDisabled();
    await page.getByLabel('Name').fill('Ananya Rao');
    await page.getByLabel('Email').fill('ananya@example.com');
    await page.getByLabel('Subject').fill('Refund timelines');
    await page.getByLabel('Message').fill('How long does a UPI refund take?');
    await send.click();
    await expect(page.getByText('Message sent successfully')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');

    // The mail leaves the outbox moments after the answer.
    const mailed = async () => {
      const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as {
        subject: string;
      }[];
      return mails.some((mail) => mail.subject === '[Contact] Refund timelines');
    };
    await expect.poll(mailed).toBe(true);
  });

  test('an unknown path shows Page Not Found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('a visitor on /submit-consultation sees the login screen', async ({ page }) => {
    await page.goto('/submit-consultation');
    await expect(page).toHaveURL(/\/submit-consultation$/);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  });

  test('the landing page shows the live figures of the demo data, and passes axe', async ({
    page,
  }) => {
    const errors = watchHydration(page);
    const figures = (await (await page.request.get('/api/landing')).json()) as LandingFigures;
    await page.goto('/');

    const numbers = page.getByRole('list', { name: 'Salahkar in numbers' });
    const verified = figures.professionals.reduce((sum, field) => sum + field.count, 0);
    expect(verified).toBeGreaterThan(0);
    await expect(numbers.getByText(String(verified), { exact: true })).toBeVisible();
    // The demo cases received offers in the last days: the median is measured, not invented.
    expect(figures.firstOffer).not.toBeNull();
    await expect(
      numbers.getByText(`Median over ${figures.firstOffer!.consultations} requests`, {
        exact: false,
      }),
    ).toBeVisible();
    const ca = figures.professionals.find((field) => field.category === 'CA')!;
    await expect(
      page.getByText(`${ca.count} verified professional`, { exact: false }).first(),
    ).toBeVisible();
    for (const tier of figures.priceRanges) {
      await expect(
        page.getByRole('heading', { level: 3, name: tier.displayName, exact: true }),
      ).toBeVisible();
    }
    // The demo's one review whose author agreed to show it: first name and city, nothing more.
    const review = figures.reviews[0]!;
    expect(review).toMatchObject({ firstName: 'Priya', city: 'Mumbai', rating: 5 });
    await expect(page.getByText('Priya, Mumbai')).toBeVisible();
    await expect(page.getByText(review.comment!)).toBeVisible();
    await expect(page.getByText('Sharma')).toHaveCount(0);

    await expectAccessible(page.locator('body'));
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  });

  test('the landing and policy pages arrive as HTML, readable before any script runs', async ({
    request,
  }) => {
    const landing = await request.get('/');
    expect(landing.status()).toBe(200);
    const html = await landing.text();
    expect(html).toContain('Get advice from verified professionals across India</h1>');
    expect(html).toContain('<meta name="description" content="Salahkar connects you with');
    expect(html).toContain('<meta property="og:title" content="Salahkar');
    expect(html).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="[^"]+basic-latin-700/,
    );

    const terms = await (await request.get('/terms')).text();
    expect(terms).toContain('<title>Terms &amp; Conditions · Salahkar</title>');
    expect(terms).toMatch(/<h1[^>]*>Terms &amp; Conditions<\/h1>/);

    // A screen that needs a session is the app's empty shell.
    const wallet = await (await request.get('/wallet')).text();
    expect(wallet).not.toContain('</h1>');
  });

  test('robots.txt keeps crawlers out of the API and signed-in screens; the sitemap lists the public pages', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    for (const pathname of [
      '/api/',
      '/wallet',
      '/admin',
      '/consultation/',
      '/submit-consultation',
    ]) {
      expect(text).toContain(`Disallow: ${pathname}\n`);
    }
    expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const pathname of ['/', '/terms', '/privacy', '/cancellation-refund', '/contact']) {
      expect(xml).toContain(`<loc>${BASE_URL}${pathname}</loc>`);
    }
    expect(xml).not.toContain('/wallet');
  });

  test('forms validate without evaluating code, which the page policy forbids', async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/unsafe-eval|Refused to evaluate/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('not-an-email');
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .click();
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(refusals).toEqual([]);
  });

  test('the API answers health and unknown API paths in JSON', async ({ request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    const missing = await request.get('/api/nothing-here');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({
      code: 'API_ROUTE_NOT_FOUND',
      message: 'No such API route: GET /api/nothing-here',
      params: { method: 'GET', path: '/api/nothing-here' },
    });
  });
});
