import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { signUpFreshUser } from '../support/people.ts';

// The AI assistant with its built-in default (no AI_* settings): the floating widget answers
// from the product's texts, the post form suggests the field, and a chat becomes a request.

test('the assistant answers how refunds work and links the refund page', async ({ browser }) => {
  const { page } = await signUpFreshUser(browser, 'Meera');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  await expect(dialog).toBeVisible();
  await expectAccessible(dialog);

  await dialog.getByLabel('Your message').fill('How do refunds work?');
  await dialog.getByLabel('Your message').press('Enter');
  const log = dialog.getByRole('log', { name: 'Conversation with the assistant' });
  await expect(log.getByText(/full refund/).first()).toBeVisible();
  await expectAccessible(dialog);

  await log.getByRole('link', { name: 'Cancellation & Refund Policy' }).click();
  await expect(page).toHaveURL(/\/cancellation-refund$/);
});

test('the post form suggests the field and applies it in one click', async ({ browser }) => {
  const { page } = await signUpFreshUser(browser, 'Kabir');
  await page.getByRole('button', { name: 'Get Consultation', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Consultation' });
  await dialog.getByLabel('Title').fill('Padosi ne meri zameen pe kabza kar liya hai');
  await dialog
    .getByLabel('Detailed Description')
    .fill('Boundary wall todke 2 feet andar aa gaye hain, registry mere naam pe hai.');

  await expect(
    dialog.getByText('This looks like a Legal Expert question: Property Law.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply suggestion' }).click();
  await expect(dialog.getByLabel('Professional Type')).toHaveValue('Lawyer');
  await expect(dialog.getByLabel('Specialization')).toHaveValue('Property Law');
});

test('"Post this as a request" opens the post dialog prefilled', async ({ browser }) => {
  const { page } = await signUpFreshUser(browser, 'Farah', { width: 360, height: 780 });
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const assistant = page.getByRole('dialog', { name: 'AI Assistant' });
  const need =
    'My landlord is not returning my security deposit of 60,000 after I vacated the flat.';
  await assistant.getByLabel('Your message').fill(need);
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect(assistant.getByText(/This looks like a Legal Expert question/)).toBeVisible();

  await assistant.getByRole('button', { name: 'Post this as a request' }).click();
  const post = page.getByRole('dialog', { name: 'Post New Consultation' });
  await expect(post.getByLabel('Title')).toHaveValue(/My landlord is not returning/);
  await expect(post.getByLabel('Detailed Description')).toHaveValue(need);
  await expect(post.getByLabel('Professional Type')).toHaveValue('Lawyer');
  await expect(post.getByText('Within 24 hours')).toBeVisible();
  await expect(post.getByRole('button', { name: 'Post Consultation' })).toBeEnabled();
});

test('the widget reads the answer as a stream, in the asker’s script, emergencies first', async ({
  browser,
}) => {
  const { page } = await signUpFreshUser(browser, 'Devika');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  const log = dialog.getByRole('log', { name: 'Conversation with the assistant' });

  const asked = page.waitForRequest('**/api/ai/chat');
  await dialog
    .getByLabel('Your message')
    .fill('papa ko seene me dard ho raha hai aur pasina aa raha hai');
  await dialog.getByLabel('Your message').press('Enter');
  expect((await asked).headers().accept).toBe('text/event-stream');
  const answer = log.getByText(/^Aisa seene ka dard heart attack ho sakta hai\. Abhi 112/);
  await expect(answer).toBeVisible();

  await dialog.getByLabel('Your message').fill('How long does a refund take?');
  await dialog.getByLabel('Your message').press('Enter');
  await expect(log.getByText(/UPI or wallets: 1–3 business days/)).toBeVisible();
  // One citation line, naming the page as this screen does.
  await expect(log.getByRole('link', { name: 'Cancellation & Refund Policy' })).toBeVisible();
  await expect(log.getByRole('listitem').last().getByText('Source:')).toHaveCount(1);
  await expectAccessible(dialog);
});
