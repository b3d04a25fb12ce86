import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe.ts';
import { connectionState, watchPeerConnections } from '../support/calls.ts';
import { acceptAndPay, postRequest, submitOffer } from '../support/cases.ts';
import { signIn, signUpFreshUser } from '../support/people.ts';
import { ARJUN } from '../support/demo-people.ts';

// The link an incoming call's push carries (`/consultation/<id>?call=<callId>`), which the service
// worker opens for a tap on the notification and for its Join button alike: the user was not on
// the site when the professional rang, opens the link in a fresh tab and lands in the ringing
// call; the same link once the call is over says so and opens the chat.

const ENGINEER = ARJUN;

test('a call’s notification link rings the call in a fresh tab, and says when it is over', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Cracks above the kitchen window ${Date.now()}`;
  const { page: home } = await signUpFreshUser(browser, 'Nandini');
  const consultationId = await postRequest(home.request, title);
  const engineer = await signIn(browser, ENGINEER);
  const offerId = await submitOffer(engineer.request, consultationId, 800);
  await acceptAndPay(home.request, offerId);
  // The first message starts the work on the case (in progress): calls happen only then.
  const said = await home.request.post(`/api/consultations/${consultationId}/messages`, {
    data: { message: 'Hello, can we talk it through on a call?' },
  });
  expect(said.status(), await said.text()).toBe(201);
  await watchPeerConnections(engineer);
  await watchPeerConnections(home);
  // The case page once, so the tab opened from the notification loads from the browser's cache
  // well within the ring time; then the user leaves the site (no tab of it open rings).
  await home.goto(`/consultation/${consultationId}`);
  await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const context = home.context();
  await home.close();

  await engineer.goto(`/consultation/${consultationId}?chat=open`);
  const engineerChat = engineer.getByRole('dialog', { name: title });
  await engineerChat.getByRole('button', { name: 'Start Video Call' }).click();
  const engineerCall = engineer.getByRole('dialog', { name: 'Video call' });
  await expect(engineerCall.getByRole('status').first()).toContainText('Calling');
  const ringing = await context.request.get(`/api/video-calls/consultation/${consultationId}`);
  const { videoCall } = (await ringing.json()) as { videoCall: { id: string; status: string } };
  expect(videoCall.status).toBe('pending');
  const link = `/consultation/${consultationId}?call=${videoCall.id}`;

  // The tap on the notification: a fresh tab on the link.
  const client = await context.newPage();
  await client.goto(link);
  const invitation = client.getByRole('alertdialog', { name: 'Incoming video call' });
  await expect(invitation).toContainText(ENGINEER.name);
  await expect(invitation).toContainText(title);
  const join = invitation.getByRole('button', { name: 'Join Call' });
  await expect(join).toBeFocused();
  // Handled once: a reload of the tab does not ring again.
  await expect(client).toHaveURL(new RegExp(`/consultation/${consultationId}$`));
  await expectAccessible(invitation);

  await client.keyboard.press('Enter');
  const clientCall = client.getByRole('dialog', { name: 'Video call' });
  await expect(clientCall.getByRole('status').first()).toContainText('Connected', {
    timeout: 20_000,
  });
  await expect(engineerCall.getByRole('status').first()).toContainText('Connected', {
    timeout: 20_000,
  });

  await engineerCall.getByRole('button', { name: 'Hang up' }).click();
  await expect(clientCall).toBeHidden({ timeout: 5_000 });
  await expect.poll(() => connectionState(client)).toBe('closed');

  // The same notification tapped again later: the call is over, the chat opens instead.
  const later = await context.newPage();
  await later.goto(link);
  await expect(
    later.getByText('This call has ended. You can call back from the chat.'),
  ).toBeVisible();
  const chat = later.getByRole('dialog', { name: title });
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(later.getByRole('alertdialog')).toHaveCount(0);
  await expect(later).toHaveURL(new RegExp(`/consultation/${consultationId}$`));
  await expectAccessible(chat);
});
