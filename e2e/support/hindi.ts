import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LABELS } from '../../packages/domain/src/labels.ts';
import { registerFreshUser, signedInContext } from './people.ts';

// The Hindi journeys find buttons and headings by the texts the Hindi screen shows, read from
// the web app's own message files by id, so a reworded translation changes the page and the
// test together, and an id the screen lacks fails here by name.

const WEB_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

function messageFiles(dir: string, language: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(full, language);
    return full.endsWith(path.join('messages', `${language}.json`)) ? [full] : [];
  });
}

function catalog(language: string) {
  const compiled: Record<string, ReturnType<typeof compileMessageOrThrow>> = {};
  for (const file of messageFiles(WEB_SRC, language)) {
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(messages)) compiled[id] = compileMessageOrThrow(text);
  }
  return compiled;
}

const HINDI = catalog('hi');
const IDS = Object.keys(HINDI);
const i18n = setupI18n({ locale: 'hi', messages: { hi: HINDI } });

/** The Hindi text of a screen message, with its values filled in as the page fills them. */
export function hi(id: string, values?: Record<string, unknown>): string {
  if (!(id in HINDI)) {
    throw new Error(`No Hindi text with the id ${id}`);
  }
  return i18n._(id, values);
}

/**
 * The Hindi names the screens take from the domain's label catalog (categories, statuses, urgency
 * levels, seeded specializations), read from the catalog itself for the same reason as `hi`.
 */
export const HI_LABELS = LABELS.hi;

/** The page scrolls only up and down: nothing, however long in Hindi, pushes it sideways. */
export async function expectFits(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** No message id shows as text: every text the screen asked for was found in the catalog. */
export async function expectNoIds(page: Page): Promise<void> {
  const text = (await page.locator('body').textContent()) ?? '';
  expect(IDS.filter((id) => text.includes(id))).toEqual([]);
}

/** A demo account signed in with Hindi saved on its profile and kept on this browser. */
export async function hindiSession(
  browser: Browser,
  email: string,
  viewport = { width: 360, height: 740 },
): Promise<Page> {
  return inHindi(await signedInContext(browser, { email }, viewport));
}

/** A newcomer registered through the API, with Hindi saved on the profile and kept here. */
export async function hindiNewcomer(
  browser: Browser,
  firstName: string,
  viewport = { width: 360, height: 740 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await registerFreshUser(context.request, firstName);
  return inHindi(context);
}

/** The contexts whose account's profile says Hindi now, until `restoreEnglish` puts it back. */
const switched = new Set<BrowserContext>();

/**
 * Puts English back on the profile of every demo account a test switched to Hindi, so the specs
 * that follow (which sign in as the same demo people) read the screens they expect.
 */
export async function restoreEnglish(): Promise<void> {
  for (const context of switched) {
    const saved = await context.request.put('/api/profile', { data: { preferredLanguage: 'en' } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  switched.clear();
}

/** Saves Hindi on the signed-in account's profile and keeps it on this browser; a new page. */
async function inHindi(context: BrowserContext): Promise<Page> {
  switched.add(context);
  const saved = await context.request.put('/api/profile', { data: { preferredLanguage: 'hi' } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { origin } = new URL(saved.url());
  await context.addCookies([{ name: 'salahkar.lang', value: 'hi', url: origin }]);
  return context.newPage();
}
