import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectFramesDecoded, playIfBlocked, watchPeerConnections } from '../support/calls.ts';
import { acceptAndPay, postRequest, submitOffer } from '../support/cases.ts';
import { tinyPng } from '../support/files.ts';
import {
  liveOf,
  signIn,
  signUpFreshUser,
  type OutboxMail,
  type Person,
} from '../support/people.ts';
import {
  CLUSTER_PORTS,
  countRows,
  heardFromNow,
  passedRequests,
  preferInstance,
  stopInstance,
} from './cluster.ts';

// A whole case through nginx in front of two production instances with no sticky sessions
// (decision 221): the user's browser on the first instance and the professional's on the second,
// so every live push and call signal crosses Redis and every file crosses the shared bucket. The
// first instance is stopped midway; the user's page goes on through nginx on the second.

const ENGINEER: Person = {
  email: 'arjun.nair@example.com',
  firstName: 'Arjun',
  name: 'Arjun Nair',
};

/** Types into the chat's text box and sends with Enter. */
async function send(chat: Locator, text: string) {
  const box = chat.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** The case's chat, opened on its page. */
async function openChat(page: Page, consultationId: string, title: string) {
  await page.goto(`/consultation/${consultationId}?chat=open`);
  const chat = page.getByRole('dialog', { name: title });
  await liveOf(page).joined(consultationId);
  return { chat, log: chat.getByRole('log', { name: 'Messages' }) };
}

test('a case across two instances behind nginx, the user’s instance stopped midway', async ({
  browser,
}) => {
  const title = `Crack above the window lintel ${Date.now()}`;
  // Registered and signed in with no preference: nginx spreads those requests over both.
  const { page: client, person } = await signUpFreshUser(browser, 'Ishita');
  const engineer = await signIn(browser, ENGINEER);
  await watchPeerConnections(client);
  await watchPeerConnections(engineer);
  await preferInstance(client, 'first');
  await preferInstance(engineer, 'second');

  // Post, offer, pay: the payment is verified on the first instance, and the professional hears of
  // it live on the second.
  const consultationId = await postRequest(client.request, title);
  const offerId = await submitOffer(engineer.request, consultationId, 900);
  await acceptAndPay(client.request, offerId);
  await expect(engineer.getByText('Offer Accepted', { exact: true })).toBeVisible();

  // Chat both ways, and a file put in the bucket by one instance and read by the other.
  const clientRoom = await openChat(client, consultationId, title);
  const engineerRoom = await openChat(engineer, consultationId, title);
  await send(clientRoom.chat, 'Hello! The crack is about 30 cm long and runs diagonally.');
  await expect(engineerRoom.log).toContainText('The crack is about 30 cm long');
  await send(engineerRoom.chat, 'Thanks. Could you send a photo of it?');
  await expect(clientRoom.log).toContainText('Could you send a photo of it?');
  await clientRoom.chat
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'lintel-crack.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(clientRoom.chat.getByText('lintel-crack.png')).toBeVisible();
  await send(clientRoom.chat, 'Here it is, taken this morning.');
  await expect(engineerRoom.log.getByText('lintel-crack.png')).toBeVisible();
  const downloading = engineer.waitForEvent('download');
  await engineerRoom.log.getByRole('link', { name: 'Download lintel-crack.png' }).click();
  expect(await readFile(await (await downloading).path())).toEqual(tinyPng());

  // A video call: rung on the second instance, answered on the first, connected peer to peer.
  await engineerRoom.chat.getByRole('button', { name: 'Start Video Call' }).click();
  const invitation = client.getByRole('alertdialog', { name: 'Incoming video call' });
  await expect(invitation).toContainText(ENGINEER.name);
  await invitation.getByRole('button', { name: 'Join Call' }).click();
  const clientCall = client.getByRole('dialog', { name: 'Video call' });
  const engineerCall = engineer.getByRole('dialog', { name: 'Video call' });
  for (const call of [clientCall, engineerCall]) {
    await expect(call.getByRole('status').first()).toContainText('Connected', { timeout: 20_000 });
  }
  await playIfBlocked(client);
  await playIfBlocked(engineer);
  await expectFramesDecoded(client);
  await expectFramesDecoded(engineer);
  await engineerCall.getByRole('button', { name: 'Hang up' }).click();
  await expect(clientCall).toBeHidden({ timeout: 5_000 });
  await expect(engineerCall).toBeHidden({ timeout: 5_000 });

  // SIGTERM to the user's instance with a message on its way: the message is kept, and the
  // user's page comes back through nginx on the second instance and hears the reply live.
  const back = heardFromNow(
    client,
    `register ${consultationId}`,
    (message) => message.type === 'registered' && message.consultationId === consultationId,
  );
  const stopping = stopInstance('first');
  await send(clientRoom.chat, 'Sent while the first instance stops.');
  await stopping;
  await expect(engineerRoom.log).toContainText('Sent while the first instance stops.');
  await back;
  await send(engineerRoom.chat, 'Got it. Still with me?');
  await expect(clientRoom.log).toContainText('Got it. Still with me?');
  await expect(clientRoom.log.getByText('lintel-crack.png')).toBeVisible();

  // The professional resolves the case; the user's open chat follows.
  await engineerRoom.chat.getByRole('button', { name: 'Mark as Resolved' }).click();
  await engineer
    .getByRole('alertdialog', { name: 'Mark as Resolved?' })
    .getByRole('button', { name: 'Mark as Resolved' })
    .click();
  await expect(clientRoom.chat.getByText('Closed by Professional')).toBeVisible();

  // Both instances ran the mail delivery job, yet each of the user's mails left once: as many
  // reached the mail server as the outbox marks sent, none of them twice.
  const byEmail = { email: person.email };
  await expect
    .poll(() =>
      countRows(
        "select count(*) from mail_outbox where to_address = :'email' and status <> 'sent';",
        byEmail,
      ),
    )
    .toBe(0);
  const sent = countRows(
    "select count(*) from mail_outbox where to_address = :'email' and status = 'sent';",
    byEmail,
  );
  const mailbox = process.env.E2E_MAILBOX_URL!;
  const received = ((await (await client.request.get(mailbox)).json()) as OutboxMail[]).filter(
    (mail) => mail.to === person.email,
  );
  expect(sent).toBeGreaterThanOrEqual(2);
  expect(received).toHaveLength(sent);
  expect(new Set(received.map((mail) => `${mail.subject}\n${mail.text}`)).size).toBe(sent);

  // nginx's log (live sockets are logged as they close): requests with no preference went to
  // both instances, each browser's socket went to its own, and the user's came back on the second.
  await client.context().close();
  await engineer.context().close();
  await expect
    .poll(async () => (await passedRequests()).filter((line) => line.path === '/ws').length)
    .toBeGreaterThanOrEqual(3);
  const passed = await passedRequests();
  const servedLast = (prefer: string | null) =>
    new Set(passed.filter((line) => line.prefer === prefer).map((line) => line.ports.at(-1)));
  expect(servedLast(null)).toEqual(new Set([CLUSTER_PORTS.first, CLUSTER_PORTS.second]));
  expect(servedLast('second')).toEqual(new Set([CLUSTER_PORTS.second]));
  const sockets = passed.filter((line) => line.path === '/ws' && line.status === 101);
  const socketPorts = (prefer: string) =>
    sockets.filter((line) => line.prefer === prefer).map((line) => line.ports.at(-1));
  expect(socketPorts('first')).toContain(CLUSTER_PORTS.first);
  expect(socketPorts('first')).toContain(CLUSTER_PORTS.second);
  expect(new Set(socketPorts('second'))).toEqual(new Set([CLUSTER_PORTS.second]));
});
