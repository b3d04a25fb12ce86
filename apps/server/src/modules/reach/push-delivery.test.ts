import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultNotificationSettings,
  istWallClock,
  type NotificationSettings,
} from '@salahkar/domain';
import { PUSH_ENDPOINT_NOT_ALLOWED } from '../../adapters/push/push-endpoints.ts';
import { pushSubscriptions, reachOutbox, users } from '../../db/schema/index.ts';
import { reachDeliveryJob } from './reach-delivery.job.ts';
import { createChatCase, postMessage } from '../../test/chat.ts';
import { closeLiveClients, connectLive, settle } from '../../test/live.ts';
import { callAs, createPerson, marketplace, type Person } from '../../test/marketplace.ts';
import type { PeerSubscription } from '../../test/push-service-peer.ts';
import {
  reachRowsOf,
  settlePushes,
  subscribe,
  subscribedDevice,
  subscriptionRows,
  usePushTestbed,
} from '../../test/push.ts';
import { ring } from '../../test/video-calls.ts';

// How pushes leave: what the push service answers (gone, busy, silent), what the person chose
// (a kind turned off, quiet hours, details on the lock screen), and who is looking already.

const { t, peer } = usePushTestbed();
const m = marketplace(t);

afterEach(async () => {
  peer.answerWith(201);
  await closeLiveClients();
});

/** A professional's offer on a new request of the owner's, through HTTP. */
async function offerTo(owner: Person, title = 'Help filing my ITR') {
  const request = await m.createConsultation(owner.user, { title });
  const professional = await m.createProfessional();
  const offered = await m.jsonAs(professional, `/api/consultations/${request.id}/offer`, {
    method: 'POST',
    json: { offerAmount: '450' },
  });
  expect(offered.status).toBe(201);
  return request;
}

async function choose(person: Person, change: (settings: NotificationSettings) => void) {
  const settings = defaultNotificationSettings();
  change(settings);
  const saved = await m.callAs(person, '/api/profile/notifications', {
    method: 'PUT',
    json: settings,
  });
  expect(saved.status).toBe(200);
}

const pushesTo = (device: PeerSubscription) => peer.pushesTo(device);

/** HH:MM in India, `minutes` from now. */
function istTime(minutes: number): string {
  return istWallClock(new Date(Date.now() + minutes * 60_000))
    .toISOString()
    .slice(11, 16);
}

describe('the push service’s answers', () => {
  it('410: the device is deleted and the push given up, without retries', async () => {
    const owner = await m.createPerson();
    const device = await subscribedDevice({ t, peer }, owner);
    peer.answerWith(410, device.id);
    await offerTo(owner);
    await settlePushes(t);
    expect(peer.attempts.filter((attempt) => attempt.subscriptionId === device.id)).toHaveLength(1);
    expect(await subscriptionRows(t, device.endpoint)).toEqual([]);
    // The row went with its device (cascade): nothing is left to retry.
    expect(await reachRowsOf(t, owner.user.id)).toEqual([]);
  });

  it('429 and 5xx: tried again after a backoff, and delivered once the service is back', async () => {
    const owner = await m.createPerson();
    const device = await subscribedDevice({ t, peer }, owner);
    peer.answerWith(503, device.id);
    await offerTo(owner);
    await settlePushes(t);
    const [row] = await reachRowsOf(t, owner.user.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('503');

    peer.answerWith(429, device.id);
    await reachDeliveryJob.runOnce(t.ctx, new Date(row!.nextAttemptAt.getTime() + 1000));
    expect((await reachRowsOf(t, owner.user.id))[0]).toMatchObject({ attempts: 2 });

    peer.answerWith(201, device.id);
    await reachDeliveryJob.runOnce(t.ctx, new Date(Date.now() + 60 * 60_000));
    expect(pushesTo(device)).toHaveLength(1);
    expect((await reachRowsOf(t, owner.user.id))[0]).toMatchObject({
      status: 'sent',
      payload: null,
    });
  });

  it('a silent service stalls nothing: the request answers, the push times out, the next goes', async () => {
    const owner = await m.createPerson();
    const device = await subscribedDevice({ t, peer }, owner);
    peer.answerWith('hang', device.id);
    await offerTo(owner);
    // The offer was answered while its push still waits on the service.
    expect(pushesTo(device)).toEqual([]);
    await settlePushes(t);
    expect(peer.attempts.at(-1)).toEqual({ subscriptionId: device.id, answer: 'hang' });
    const [hung] = await reachRowsOf(t, owner.user.id);
    expect(hung).toMatchObject({ status: 'pending', attempts: 1 });
    expect(hung!.lastError).toContain('did not answer within 1000 ms');

    peer.answerWith(201, device.id);
    await offerTo(owner);
    await settlePushes(t);
    expect(pushesTo(device)).toHaveLength(1);
  });
});

describe('the allow-list, again at send time', () => {
  it('refuses a device whose endpoint is no longer allowed: given up, never requested', async () => {
    const owner = await m.createPerson();
    // Saved while another allow-list held (or written by hand): the sender checks again.
    await t.database.db.insert(pushSubscriptions).values({
      userId: owner.user.id,
      endpoint: 'https://push.attacker.example/internal',
      ...peer.subscribe().keys,
    });
    await offerTo(owner);
    await settlePushes(t);
    const [row] = await reachRowsOf(t, owner.user.id);
    expect(row).toMatchObject({ status: 'failed', lastError: PUSH_ENDPOINT_NOT_ALLOWED });
  });
});

describe('what the person chose', () => {
  it('a kind turned off for push is not queued at all', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const device = await subscribedDevice({ t, peer }, professional);
    await choose(professional, (settings) => (settings.channels.chat_message.push = false));
    expect((await postMessage(t, owner, consultation.id, 'Hello')).status).toBe(201);
    await settlePushes(t);
    expect(pushesTo(device)).toEqual([]);
    expect(await reachRowsOf(t, professional.user.id)).toEqual([]);
  });

  it('quiet hours hold a push until they end; a call rings through them', async () => {
    const owner = await m.createPerson();
    const device = await subscribedDevice({ t, peer }, owner);
    await choose(owner, (settings) => {
      settings.quietHours = { start: istTime(-60), end: istTime(60) };
    });
    await offerTo(owner);
    await settlePushes(t);
    expect(pushesTo(device)).toEqual([]);
    const [held] = await reachRowsOf(t, owner.user.id);
    expect(held).toMatchObject({ status: 'pending', attempts: 0 });
    const waited = held!.nextAttemptAt.getTime() - Date.now();
    expect(waited).toBeGreaterThan(58 * 60_000);
    expect(waited).toBeLessThanOrEqual(60 * 60_000);

    await reachDeliveryJob.runOnce(t.ctx, new Date(held!.nextAttemptAt.getTime() + 1000));
    expect(pushesTo(device)).toHaveLength(1);

    const { owner: rung, professional, consultation } = await createChatCase(t, 'in_progress');
    const phone = await subscribedDevice({ t, peer }, rung);
    await choose(rung, (settings) => {
      settings.quietHours = { start: istTime(-60), end: istTime(60) };
    });
    expect((await ring(t, professional, consultation.id)).status).toBe(201);
    await settlePushes(t);
    expect(pushesTo(phone).map((push) => push.payload.kind)).toEqual(['incoming_call']);
  });

  it('shows the case title on the lock screen only with "show details" on', async () => {
    const owner = await m.createPerson();
    const device = await subscribedDevice({ t, peer }, owner);
    await offerTo(owner, 'Rent agreement for my flat');
    await choose(owner, (settings) => (settings.showDetails = true));
    await offerTo(owner, 'Divorce papers review');
    await settlePushes(t);
    const [plain, detailed] = pushesTo(device).map((push) => push.payload.body as string);
    expect(plain).not.toContain('Rent agreement');
    expect(detailed).toContain('"Divorce papers review"');
  });
});

describe('who receives it', () => {
  it('no chat push to someone with the app open: the message reaches their socket', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const device = await subscribedDevice({ t, peer }, professional);
    const socket = await connectLive(t, professional.cookie);
    await settle([socket]);
    expect((await postMessage(t, owner, consultation.id, 'Are you there?')).status).toBe(201);
    await settlePushes(t);
    expect(pushesTo(device)).toEqual([]);
    expect((await reachRowsOf(t, professional.user.id))[0]).toMatchObject({ status: 'sent' });
  });

  it('a device that moves to another account takes none of the first one’s pending pushes', async () => {
    const first = await m.createPerson();
    const device = await subscribedDevice({ t, peer }, first);
    await choose(first, (settings) => {
      settings.quietHours = { start: istTime(-60), end: istTime(60) };
    });
    await offerTo(first);
    await settlePushes(t);
    const second = await m.createPerson();
    expect(
      (await subscribe(t, second, { endpoint: device.endpoint, keys: device.keys })).status,
    ).toBe(200);
    await reachDeliveryJob.runOnce(t.ctx, new Date(Date.now() + 2 * 60 * 60_000));
    expect(pushesTo(device)).toEqual([]);
    const rows = await t.database.db
      .select({ status: reachOutbox.status })
      .from(reachOutbox)
      .where(eq(reachOutbox.userId, first.user.id));
    expect(rows).toEqual([{ status: 'superseded' }]);
  });
});

describe('WhatsApp notices, when WhatsApp is configured', () => {
  // No message leaves the machine: the Graph API's address is a closed loopback port.
  const whatsapp = usePushTestbed({
    WHATSAPP_TOKEN: 'test-token',
    WHATSAPP_PHONE_NUMBER_ID: '1234567890',
    WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0',
    PUBLIC_URL: 'https://salahkar.example',
  });

  async function personWithPhone(phone: string, optIn: boolean) {
    const person = await createPerson(whatsapp.t, { preferredLanguage: 'hi' });
    await whatsapp.t.database.db
      .update(users)
      .set({ phone, phoneVerifiedAt: new Date() })
      .where(eq(users.id, person.user.id));
    const settings = defaultNotificationSettings();
    settings.whatsappOptIn = optIn;
    await callAs(whatsapp.t, person, '/api/profile/notifications', {
      method: 'PUT',
      json: settings,
    });
    return person;
  }

  it('queue a template message for an opted-in verified number only, with safe parameters', async () => {
    const t = whatsapp.t;
    const m = marketplace(t);
    // Rows are read as queued: no delivery pass runs in this app.
    await t.ctx.reachDelivery.stop();
    const optedIn = await personWithPhone('+919812300001', true);
    const notOptedIn = await personWithPhone('+919812300002', false);
    const requests = [];
    for (const owner of [optedIn, notOptedIn]) {
      const request = await m.createConsultation(owner.user, { title: 'Secret title' });
      requests.push(request);
      const professional = await m.createProfessional({ firstName: 'Meera', lastName: 'Iyer' });
      await m.callAs(professional, `/api/consultations/${request.id}/offer`, {
        method: 'POST',
        json: { offerAmount: '450' },
      });
    }
    const queued = async (person: Person) =>
      (await reachRowsOf(t, person.user.id)).filter((row) => row.channel === 'whatsapp');
    expect(await queued(notOptedIn)).toEqual([]);
    const [row] = await queued(optedIn);
    expect(row).toMatchObject({ kind: 'offer_received', phone: '+919812300001' });
    expect(row!.payload).toEqual({
      template: 'salahkar_offer_received',
      language: 'hi',
      params: ['Meera Iyer', '₹450', `https://salahkar.example/consultation/${requests[0]!.id}`],
    });
  });
});
