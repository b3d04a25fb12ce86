import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { acceptAndPay, postRequest, submitOffer } from '../support/cases.ts';
import { tinyPng } from '../support/files.ts';
import { liveOf, signIn, signUpFreshUser } from '../support/people.ts';
import { ARJUN } from '../support/demo-people.ts';

// A whole consultation in two browsers: the user and the professional chat live, exchange a file,
// the professional resolves the case and the user asks to reopen it within the window.

const ENGINEER = ARJUN;

const PHONE = { width: 360, height: 740 };

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Types into the dialog's text box and sends with Enter, as a keyboard user would. */
async function send(chat: Locator, text: string) {
  const box = chat.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.describe('chat', () => {
  test('a user and a professional hold a consultation live, with a file, resolve and reopen', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const title = `Crack above the window lintel ${Date.now()}`;
    const { page: client } = await signUpFreshUser(browser, 'Ishita');
    const consultationId = await postRequest(client.request, title);
    const engineer = await signIn(browser, ENGINEER);
    await liveOf(engineer).listeningForRequests();
    const offerId = await submitOffer(engineer.request, consultationId, 900);
    await acceptAndPay(client.request, offerId);
    // The professional hears of it live, and their list shows the case without a reload.
    await expect(engineer.getByText('Offer Accepted', { exact: true })).toBeVisible();

    // Both open the chat from their dashboards.
    await client.goto('/?tab=active');
    const pending = client.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
    await pending.getByRole('button', { name: 'Start Chat' }).click();
    const clientChat = client.getByRole('dialog', { name: title });
    await expect(clientChat.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await liveOf(client).joined(consultationId);

    const startChat = engineer.getByRole('button', { name: 'Start Chat' });
    await engineer
      .getByRole('listitem')
      .filter({ hasText: title })
      .filter({ has: startChat })
      .getByRole('button', { name: 'Start Chat' })
      .click();
    const engineerChat = engineer.getByRole('dialog', { name: title });
    await expect(engineerChat.getByText('No messages yet.')).toBeVisible();
    await liveOf(engineer).joined(consultationId);

    // Both ways, live, without a reload.
    await send(clientChat, 'Hello! The crack is about 30 cm long and runs diagonally.');
    const engineerLog = engineerChat.getByRole('log', { name: 'Messages' });
    await expect(engineerLog).toContainText('The crack is about 30 cm long');
    await expect(engineerLog).toContainText('Ishita Verma');
    await expect(engineerChat.getByText('Active Consultation')).toBeVisible();

    await send(engineerChat, 'Thanks. Could you send a photo of it?');
    const clientLog = clientChat.getByRole('log', { name: 'Messages' });
    await expect(clientLog).toContainText('Could you send a photo of it?');
    await expect(clientLog).toContainText('Arjun Nair');

    // A file, sent by the user and opened by the professional.
    await clientChat
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'lintel-crack.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(clientChat.getByText('lintel-crack.png')).toBeVisible();
    await send(clientChat, 'Here it is, taken this morning.');
    await expect(clientLog.getByText('lintel-crack.png')).toBeVisible();

    await expect(engineerLog.getByText('lintel-crack.png')).toBeVisible();
    await expect(engineerLog.getByText('Here it is, taken this morning.')).toBeVisible();
    const preview = engineerLog.getByRole('img', { name: 'Preview of lintel-crack.png' });
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);
    const downloading = engineer.waitForEvent('download');
    await engineerLog.getByRole('link', { name: 'Download lintel-crack.png' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('lintel-crack.png');
    expect(await readFile(await download.path())).toEqual(tinyPng());

    await screenshot(client, testInfo, 'chat-dialog-desktop');
    await client.setViewportSize(PHONE);
    await expectNoSidewaysScroll(client);
    await expect(clientChat.getByRole('button', { name: 'Send message' })).toBeInViewport();
    await screenshot(client, testInfo, 'chat-dialog-360');
    await client.setViewportSize({ width: 1280, height: 720 });

    // The professional resolves the case; the user's open dialog follows.
    await engineerChat.getByRole('button', { name: 'Mark as Resolved' }).click();
    await engineer
      .getByRole('alertdialog', { name: 'Mark as Resolved?' })
      .getByRole('button', { name: 'Mark as Resolved' })
      .click();
    await expect(engineer.getByText('Consultation Closed', { exact: true })).toBeVisible();
    await expect(engineerChat.getByText(/You marked this consultation as resolved/)).toBeVisible();
    await expect(engineerChat.getByRole('textbox')).toHaveCount(0);

    await expect(clientChat.getByText('Closed by Professional')).toBeVisible();
    await expect(clientChat.getByText(/you can ask to reopen it until/)).toBeVisible();
    await expect(clientChat.getByRole('textbox')).toHaveCount(0);
    await screenshot(client, testInfo, 'chat-dialog-closed');

    // Within the window, the user asks to reopen it.
    await clientChat.getByRole('button', { name: 'Reopen Case' }).click();
    await expect(client.getByText('Reopen Request Sent', { exact: true })).toBeVisible();
    await expect(clientChat.getByText('Under Admin Review')).toBeVisible();
    await expect(clientChat.getByText(/being reviewed by admin/)).toBeVisible();
    await expect(engineerChat.getByText('Under Admin Review')).toBeVisible();
    await expect(engineer.getByText('Reopen Requested', { exact: true })).toBeVisible();

    // The conversation stays readable, and Escape closes the dialog.
    await expect(clientLog).toContainText('Could you send a photo of it?');
    await client.keyboard.press('Escape');
    await expect(clientChat).toBeHidden();
  });
});
