import { expect, test } from '@playwright/test';

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
