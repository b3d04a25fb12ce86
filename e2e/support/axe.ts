import axe from 'axe-core';
import { expect, type Locator } from '@playwright/test';

/** The WCAG 2.2 A and AA rules, as the product promises them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; help: string; targets: string[] };

/**
 * Runs axe-core inside the page over one region (a dialog, a panel) and expects no WCAG 2.2 AA
 * violation. The library is evaluated through the DevTools protocol, which the site's CSP (no
 * inline scripts) does not govern, so no context needs `bypassCSP`.
 */
export async function expectAccessible(region: Locator): Promise<void> {
  const page = region.page();
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const violations = await region.evaluate(async (element, tags) => {
    // A colour read halfway through a transition (a control just pressed fading to its new
    // colours) can fail the contrast rule for that moment: the region's finite animations end
    // first. Endless ones (a spinner, a ringing pulse) are left running, and the wait is
    // bounded: an animation's end needs frames, which a busy machine can hold back for long.
    const ending = element
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    const runner = (window as unknown as { axe: typeof axe }).axe;
    const result = await runner.run(element, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  expect(violations as Violation[]).toEqual([]);
}
