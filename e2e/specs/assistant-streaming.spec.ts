import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { startFakeAiProvider, type FakeAiProvider } from '../support/fake-ai-provider.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';
import { registerFreshUser } from '../support/people.ts';

// The assistant with an AI provider (decision 080): a server of this spec's own, pointed at a
// loopback OpenAI-compatible peer that streams word by word (the other journeys keep the
// built-in assistant). The widget shows the answer as it arrives, Stop drops it and Retry asks
// again, and a red flag is answered by the server before, and instead of, the model.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;

const REFUNDS =
  'If you cancel before the professional first replies, you get a full refund; after that the refund rules on the policy page apply.';
const PAYMENT =
  'You pay only when you accept an offer, by UPI or card through the payment gateway.';

let provider: FakeAiProvider;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  provider = await startFakeAiProvider();
  server = await startOwnServer(PORT, provider.env);
});

test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

test('the widget streams the provider’s answer, stops, retries, and keeps red flags from it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await registerFreshUser(page.request, 'Ishita');
  await page.goto('/');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  const log = dialog.getByRole('log', { name: 'Conversation with the assistant' });
  const message = dialog.getByLabel('Your message');
  // The answer so far, shown below the conversation while it is written.
  const partial = log.locator(':scope > p');
  const writing = log.getByRole('status').filter({ hasText: 'The assistant is writing…' });

  // Text arrives in pieces: several growing prefixes of the answer are seen before it ends.
  provider.answer(REFUNDS);
  await message.fill('How do refunds work?');
  await message.press('Enter');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const text = (await partial.textContent({ timeout: 100 }).catch(() => null)) ?? '';
        if (text) seen.add(text.trim());
        return seen.size;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(3);
  for (const piece of seen) expect(REFUNDS.startsWith(piece)).toBe(true);
  await expectAccessible(dialog);
  await expect(log.getByRole('listitem').last()).toContainText(REFUNDS);
  await expect(writing).toBeHidden();
  expect(provider.asked).toHaveLength(1);
  expect(provider.asked[0]).toContain('How do refunds work?');

  // Stop while it is written: nothing of it is kept; Retry asks again and gets the whole answer.
  provider.answer(PAYMENT, PAYMENT);
  await message.fill('How do I pay?');
  await message.press('Enter');
  await expect(partial).toContainText('You pay');
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(log.getByText('The answer was not finished. Nothing of it was kept.')).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'You pay only' })).toHaveCount(0);
  await expectAccessible(dialog);
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(log.getByRole('listitem').filter({ hasText: PAYMENT })).toHaveCount(1);
  // Asked once more by Retry (the server quotes the turns before it to the model).
  expect(provider.asked).toHaveLength(3);
  expect(provider.asked.slice(1).map((text) => text.endsWith('How do I pay?'))).toEqual([
    true,
    true,
  ]);

  // A red flag is the server's to answer, at once and first; the provider never hears it.
  await message.fill('papa ko seene me dard ho raha hai aur pasina aa raha hai');
  await message.press('Enter');
  await expect(
    log.getByText(/^Aisa seene ka dard heart attack ho sakta hai\. Abhi 112/),
  ).toBeVisible();
  expect(provider.asked).toHaveLength(3);
  expect(provider.asked.join(' ')).not.toContain('seene');
  await expectAccessible(dialog);
  await context.close();
});
