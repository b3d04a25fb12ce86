import { describe, expect, it } from 'vitest';
import { videoCallSweepJob } from '../video-calls/video-call-sweep.job.ts';
import { createChatCase, postAction, postMessage } from '../../test/chat.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import { consultationInput, marketplace, type Person } from '../../test/marketplace.ts';
import { createPaidConsultation, paidPayout, payForOffer } from '../../test/payments.ts';
import type { PeerSubscription } from '../../test/push-service-peer.ts';
import { settlePushes, subscribedDevice, usePushTestbed } from '../../test/push.ts';
import { callVerb, ring } from '../../test/video-calls.ts';

// Each event that reaches people outside the app, end to end: the verb through HTTP (or its job),
// the outbox row written with it, the delivery pass after commit, and the push as the device
// decrypts it at the loopback push service: exactly one per device, in the recipient's language,
// leading to the exact page, never carrying a message's words.

const bed = usePushTestbed();
const { t } = bed;
const m = marketplace(t);

/** The one push each device got since `before`, all alike; fails on none or more than one. */
async function onePushEach(devices: PeerSubscription[], before = 0) {
  await settlePushes(t);
  expect(bed.peer.problems).toEqual([]);
  const payloads = devices.map((device) => {
    const pushes = bed.peer.pushesTo(device).slice(before);
    expect(pushes, `pushes to device ${device.id}`).toHaveLength(1);
    expect(pushes[0]!.contentEncoding).toBe('aes128gcm');
    return pushes[0]!;
  });
  return payloads[0]!;
}

/**
 * What takes a ringing call's place on the lock screen (same tag), once it stopped ringing: no
 * buttons, no longer urgent, kept for the ring's time, opening the case's chat.
 */
const ringReplacement = (
  consultationId: string,
  callId: string,
  texts: { title: string; body: string },
) => ({
  kind: 'incoming_call',
  ...texts,
  link: `/consultation/${consultationId}?chat=open`,
  tag: `call-${callId}`,
  actions: [],
  requireInteraction: false,
  urgency: 'normal',
  ttl: t.config.VIDEO_CALL_RING_SECONDS,
  lang: 'en',
});

async function personWithDevices(
  count: number,
  make: () => Promise<Person>,
): Promise<[Person, PeerSubscription[]]> {
  const person = await make();
  const devices: PeerSubscription[] = [];
  for (let i = 0; i < count; i++) devices.push(await subscribedDevice(bed, person));
  return [person, devices];
}

describe('each event pushes once to every device of its recipient', () => {
  it('a new offer, to the owner, in Hindi, to both their devices', async () => {
    const [owner, devices] = await personWithDevices(2, () =>
      m.createPerson({ preferredLanguage: 'hi' }),
    );
    const request = await m.createConsultation(owner.user);
    const professional = await m.createProfessional({ firstName: 'Meera', lastName: 'Iyer' });
    const offered = await m.jsonAs(professional, `/api/consultations/${request.id}/offer`, {
      method: 'POST',
      json: { offerAmount: '450', message: 'My private note about your taxes' },
    });
    expect(offered.status).toBe(201);
    const push = await onePushEach(devices);
    expect(push.payload).toMatchObject({
      kind: 'offer_received',
      lang: 'hi',
      title: 'नया ऑफ़र मिला',
      body: 'Meera Iyer ने आपके अनुरोध पर ₹450 का ऑफ़र दिया है।',
      link: `/consultation/${request.id}`,
      actions: [],
      requireInteraction: false,
    });
    expect(push.urgency).toBe('normal');
    expect(JSON.stringify(push.payload)).not.toContain('private note');
    expect(JSON.stringify(push.payload)).not.toContain(request.title);
  });

  it('an offer accepted and paid, to the professional', async () => {
    const owner = await m.createPerson();
    const [professional, devices] = await personWithDevices(1, () => m.createProfessional());
    const request = await m.createConsultation(owner.user);
    const offer = await m.createOffer(request, professional.user, { offerAmount: '500.00' });
    await payForOffer(t, owner.cookie, offer.id);
    const push = await onePushEach(devices);
    expect(push.payload).toMatchObject({
      kind: 'offer_paid',
      lang: 'en',
      title: 'Offer Accepted!',
      link: `/consultation/${request.id}`,
    });
  });

  it('a new request, to a professional of its field', async () => {
    const [, devices] = await personWithDevices(1, () =>
      m.createProfessional({ specialization: 'Lawyer' }),
    );
    const owner = await m.createPerson();
    const posted = await m.jsonAs(owner, '/api/consultations', {
      method: 'POST',
      json: consultationInput({ category: 'Lawyer', subcategory: 'Property Law' }),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const push = await onePushEach(devices);
    expect(push.payload).toMatchObject({
      kind: 'new_request',
      body: 'A new request in your field is open for offers.',
      link: `/consultation/${posted.body.id}`,
    });
  });

  it('a chat message, to the other party, without its words', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const devices = [await subscribedDevice(bed, professional)];
    const sent = await postMessage(t, owner, consultation.id, 'My PAN is ABCDE1234F');
    expect(sent.status).toBe(201);
    const push = await onePushEach(devices);
    expect(push.payload).toMatchObject({
      kind: 'chat_message',
      title: 'New Message',
      body: 'Test Person sent you a message.',
      link: `/consultation/${consultation.id}?chat=open`,
      tag: `chat-${consultation.id}`,
    });
    expect(JSON.stringify(push.payload)).not.toContain('ABCDE1234F');
    expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  });

  it('an incoming call rings with high urgency for the ring time, then a missed call', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const devices = [await subscribedDevice(bed, owner)];
    const rang = await ring(t, professional, consultation.id);
    expect(rang.status).toBe(201);
    const callId: string = rang.body.videoCall.id;
    const call = await onePushEach(devices);
    expect(call.payload).toMatchObject({
      kind: 'incoming_call',
      title: 'Incoming Video Call',
      link: `/consultation/${consultation.id}?call=${callId}`,
      tag: `call-${callId}`,
      callId,
      requireInteraction: true,
      urgency: 'high',
      actions: [
        { action: 'join', title: 'Join' },
        { action: 'decline', title: 'Decline' },
      ],
    });
    expect(call.urgency).toBe('high');
    expect(call.ttl).toBeGreaterThan(0);
    expect(call.ttl).toBeLessThanOrEqual(t.config.VIDEO_CALL_RING_SECONDS);

    const rangOut = new Date(Date.now() + t.config.VIDEO_CALL_RING_SECONDS * 1000 + 1000);
    expect(await videoCallSweepJob.runOnce(t.ctx, rangOut)).toBe(1);
    const missed = await onePushEach(devices, 1);
    expect(missed.payload).toMatchObject({
      kind: 'missed_call',
      link: `/consultation/${consultation.id}?chat=open`,
      // Replaces the ringing notification on the device.
      tag: `call-${callId}`,
      urgency: 'normal',
    });
  });

  it('a call hung up while it rings: a missed call replaces the ringing notification', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const devices = [await subscribedDevice(bed, owner), await subscribedDevice(bed, owner)];
    const rang = await ring(t, professional, consultation.id);
    const callId: string = rang.body.videoCall.id;
    expect((await onePushEach(devices)).payload).toMatchObject({ requireInteraction: true });

    const hungUp = await callVerb(t, professional, callId, 'end');
    expect(hungUp.status).toBe(200);
    expect(hungUp.body.videoCall.status).toBe('cancelled');
    const stopped = await onePushEach(devices, 1);
    // Same tag: it takes the ringing notification's place, which no longer offers Join.
    expect(stopped.payload).toEqual(
      ringReplacement(consultation.id, callId, {
        title: 'Missed Video Call',
        body: `Missed video call from ${professional.user.firstName} ${professional.user.lastName}`,
      }),
    );
    // The sweep finds the call over: nothing more is pushed after the ring's time.
    const rangOut = new Date(Date.now() + t.config.VIDEO_CALL_RING_SECONDS * 1000 + 1000);
    expect(await videoCallSweepJob.runOnce(t.ctx, rangOut)).toBe(0);
    await settlePushes(t);
    for (const device of devices) expect(bed.peer.pushesTo(device)).toHaveLength(2);
  });

  it('a call whose case was resolved while it rang: its ring gives way to a missed call', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const device = await subscribedDevice(bed, owner);
    const rang = await ring(t, professional, consultation.id);
    const callId: string = rang.body.videoCall.id;
    await onePushEach([device]);
    expect((await postAction(t, professional, consultation.id, 'close')).status).toBe(200);
    expect(await videoCallSweepJob.runOnce(t.ctx)).toBeGreaterThanOrEqual(1);
    await settlePushes(t);
    const later = bed.peer.pushesTo(device).slice(1);
    expect(later.map((push) => push.payload.kind).sort()).toEqual([
      'case_resolved',
      'incoming_call',
    ]);
    expect(later.find((push) => push.payload.kind === 'incoming_call')!.payload).toMatchObject({
      title: 'Missed Video Call',
      tag: `call-${callId}`,
      requireInteraction: false,
      actions: [],
    });
  });

  it('a call answered: its ring goes quietly from every device, and nothing follows', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const devices = [await subscribedDevice(bed, owner), await subscribedDevice(bed, owner)];
    const rang = await ring(t, professional, consultation.id);
    const callId: string = rang.body.videoCall.id;
    await onePushEach(devices);

    const joined = await callVerb(t, owner, callId, 'join');
    expect(joined.status).toBe(200);
    const answered = await onePushEach(devices, 1);
    expect(answered.payload).toEqual({
      ...ringReplacement(consultation.id, callId, {
        title: 'Video Call Answered',
        body: `You answered the call from ${professional.user.firstName} ${professional.user.lastName} on another device.`,
      }),
      // The worker closes the ring where the site is in view, else replaces it silently.
      quiet: true,
    });
    const ended = await callVerb(t, professional, callId, 'end');
    expect(ended.body.videoCall.status).toBe('ended');
    await settlePushes(t);
    for (const device of devices) expect(bed.peer.pushesTo(device)).toHaveLength(2);
  });

  it('a call declined: its ring goes quietly from the other devices, not the one that declined', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const [phone, laptop] = [
      await subscribedDevice(bed, owner),
      await subscribedDevice(bed, owner),
    ];
    const rang = await ring(t, professional, consultation.id);
    const callId: string = rang.body.videoCall.id;
    await onePushEach([phone, laptop]);
    // Decline on the phone's notification: the worker names the phone's endpoint.
    const declined = await m.jsonAs(owner, `/api/video-calls/${callId}/decline`, {
      method: 'POST',
      json: { pushEndpoint: phone.endpoint },
    });
    expect(declined.body, JSON.stringify(declined.body)).toMatchObject({
      videoCall: { status: 'declined' },
    });
    await settlePushes(t);
    expect(bed.peer.pushesTo(phone)).toHaveLength(1);
    expect((await onePushEach([laptop], 1)).payload).toEqual({
      ...ringReplacement(consultation.id, callId, {
        title: 'Video Call Declined',
        body: `You declined the call from ${professional.user.firstName} ${professional.user.lastName}.`,
      }),
      quiet: true,
    });

    // Declined in an open tab (no endpoint named): every device's ring goes.
    const again = await ring(t, professional, consultation.id);
    const againId: string = again.body.videoCall.id;
    await onePushEach([phone], 1);
    await onePushEach([laptop], 2);
    expect((await callVerb(t, owner, againId, 'decline')).status).toBe(200);
    for (const [device, before] of [
      [phone, 2],
      [laptop, 3],
    ] as const) {
      expect((await onePushEach([device], before)).payload).toMatchObject({
        title: 'Video Call Declined',
        tag: `call-${againId}`,
        quiet: true,
      });
    }
  });

  it('a case resolved, to the owner', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const devices = [await subscribedDevice(bed, owner)];
    expect((await postAction(t, professional, consultation.id, 'close')).status).toBe(200);
    const push = await onePushEach(devices);
    expect(push.payload).toMatchObject({
      kind: 'case_resolved',
      link: `/consultation/${consultation.id}`,
    });
    expect(JSON.stringify(push.payload)).not.toContain(consultation.title);
  });

  it('a refund completed, to the person who paid', async () => {
    const { owner, consultationId } = await createPaidConsultation(t);
    const devices = [await subscribedDevice(bed, owner)];
    const cancelled = await m.jsonAs(owner, `/api/consultations/${consultationId}/cancel`, {
      method: 'POST',
      json: { reason: 'Found help elsewhere' },
    });
    expect(cancelled.status).toBe(200);
    const push = await onePushEach(devices);
    expect(push.payload).toMatchObject({
      kind: 'refund_completed',
      body: '₹500 was refunded to your original payment method.',
      link: `/consultation/${consultationId}`,
    });
  });

  it('a payout paid, to the professional, leading to the wallet', async () => {
    const admin = await m.createPerson({ role: 'admin' });
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '1000.00',
    });
    await completeAndRelease(t, consultationId);
    const devices = [await subscribedDevice(bed, professional)];
    await paidPayout(t, professional, admin, 600);
    const push = await onePushEach(devices);
    expect(push.payload).toMatchObject({
      kind: 'payout_paid',
      body: '₹600 was sent to your bank account.',
      link: '/wallet',
    });
  });
});
