import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('the landing page renders and its how-it-works carousel advances', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Now' }).first()).toBeVisible();
    await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
    // Slides advance every 6 seconds.
    await expect(page.getByText('Step 2', { exact: true })).toBeVisible({ timeout: 9_000 });
    await expect(page.getByRole('link', { name: /Book Now/ })).toHaveCount(5);
    await expect(page.getByText(`© ${new Date().getFullYear()}`).first()).toBeVisible();
  });

  test('a carousel dot jumps to its step', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /step 4/i }).click();
    await expect(page.getByText('Step 4', { exact: true })).toBeVisible();
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

  test('the API answers health and unknown API paths in JSON', async ({ request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    const missing = await request.get('/api/nothing-here');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).code).toBe('NOT_FOUND');
  });
});
