import { errorMessage } from '@salahkar/domain';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeLiveClients, connectLive, joinRoom, settle } from '../../test/live.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { createChatCase } from '../../test/chat.ts';
import { activeCase, callVerb, connectBoth, ringingCase } from '../../test/video-calls.ts';

const CALL_OVER = errorMessage('CALL_OVER');
const NO_ACTIVE_CALL = errorMessage('NO_ACTIVE_CALL');
const NOT_IN_CALL = errorMessage('NOT_IN_CALL');

// A call's signalling goes between the two people of the case's active call only, to the other
// one's own sockets, marked with the call; everyone else is refused and hears nothing.

const t = useMarketplaceApp();
const m = marketplace(t);
const admin = m.useAdmin();
afterEach(closeLiveClients);

const offer = { type: 'offer', sdp: 'v=0 fake' };

describe('call signals', () => {
  it('go from each of the two people to the other’s sockets, marked with the call', async () => {
    const { owner, professional, consultation, callId } = await activeCase(t);
    const caller = await connectLive(t, professional.cookie);
    const callerOtherTab = await connectLive(t, professional.cookie);
    const callee = await connectLive(t, owner.cookie);
    const calleeDashboard = await connectLive(t, owner.cookie);
    // Nobody joined the room: delivery is by person.
    caller.send({ type: 'video_offer', consultationId: consultation.id, offer });
    const expected = { type: 'video_offer', consultationId: consultation.id, callId, offer };
    expect(await callee.waitFor('video_offer')).toEqual(expected);
    expect(await calleeDashboard.waitFor('video_offer')).toEqual(expected);

    callee.send({
      type: 'video_answer',
      consultationId: consultation.id,
      callId,
      answer: { type: 'answer' },
    });
    expect(await caller.waitFor('video_answer')).toMatchObject({
      callId,
      answer: { type: 'answer' },
    });
    await callerOtherTab.waitFor('video_answer');
    callee.send({
      type: 'video_ice_candidate',
      consultationId: consultation.id,
      candidate: { c: 1 },
    });
    expect((await caller.waitFor('video_ice_candidate')).candidate).toEqual({ c: 1 });

    await settle([caller, callerOtherTab, callee, calleeDashboard]);
    // Never back to the sender's own tabs.
    expect(caller.receivedOf('video_offer')).toEqual([]);
    expect(callerOtherTab.receivedOf('video_offer')).toEqual([]);
    expect(callee.receivedOf('video_answer')).toEqual([]);
    expect(caller.receivedOf('error')).toEqual([]);
  });

  it('never reach an admin watching the room, and are refused from one', async () => {
    const { owner, professional, consultation } = await activeCase(t);
    const watcher = await connectLive(t, admin.cookie);
    const { callee, caller } = await connectBoth(t, { owner, professional });
    for (const client of [watcher, caller, callee]) await joinRoom(client, consultation.id);

    caller.send({ type: 'video_offer', consultationId: consultation.id, offer });
    await callee.waitFor('video_offer');
    watcher.send({ type: 'video_ice_candidate', consultationId: consultation.id, candidate: {} });
    // Answers keep the frames' order: after the pong, the refusal has arrived. (joinRoom's own
    // wait for a refusal would take it from waitFor.)
    await settle([watcher, caller, callee]);
    expect(watcher.receivedOf('error')).toEqual([
      { type: 'error', code: 'FORBIDDEN', message: NOT_IN_CALL, reason: 'NOT_IN_CALL' },
    ]);
    expect(watcher.receivedOf('video_offer')).toEqual([]);
    expect(caller.receivedOf('video_ice_candidate')).toEqual([]);
    expect(callee.receivedOf('video_ice_candidate')).toEqual([]);
  });

  it('are refused from strangers as the case is: not found', async () => {
    const { owner, consultation } = await activeCase(t);
    for (const person of [await m.createPerson(), await m.createProfessional()]) {
      const stranger = await connectLive(t, person.cookie);
      stranger.send({ type: 'video_offer', consultationId: consultation.id, offer });
      expect(await stranger.waitFor('error')).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Consultation not found',
      });
    }
    const callee = await connectLive(t, owner.cookie);
    await settle([callee]);
    expect(callee.receivedOf('video_offer')).toEqual([]);
  });

  it('wait for the answer, and stop with the call', async () => {
    const { owner, professional, consultation, callId } = await ringingCase(t);
    const { callee, caller } = await connectBoth(t, { owner, professional });
    const refusedWith = async (message: string) =>
      expect(await caller.waitFor('error')).toMatchObject({ code: 'INVALID_STATE', message });

    caller.send({ type: 'video_offer', consultationId: consultation.id, offer });
    await refusedWith(NO_ACTIVE_CALL);

    await callVerb(t, owner, callId, 'join');
    caller.send({ type: 'video_offer', consultationId: consultation.id, callId, offer });
    await callee.waitFor('video_offer');
    caller.send({
      type: 'video_offer',
      consultationId: consultation.id,
      callId: randomUUID(),
      offer,
    });
    await refusedWith(CALL_OVER);

    await callVerb(t, owner, callId, 'end');
    caller.send({ type: 'video_offer', consultationId: consultation.id, callId, offer });
    await refusedWith(NO_ACTIVE_CALL);
    await settle([callee]);
    expect(callee.receivedOf('video_offer')).toHaveLength(1);
  });

  it('are refused in a case that never had a call', async () => {
    const { professional, consultation } = await createChatCase(t, 'in_progress');
    const caller = await connectLive(t, professional.cookie);
    caller.send({ type: 'video_answer', consultationId: consultation.id, answer: {} });
    expect(await caller.waitFor('error')).toMatchObject({
      code: 'INVALID_STATE',
      message: NO_ACTIVE_CALL,
    });
  });
});

describe('the video_call_ended frame', () => {
  it('hangs up as POST …/end does, and both people hear it', async () => {
    const { owner, professional, consultation, callId } = await activeCase(t);
    const { callee, caller } = await connectBoth(t, { owner, professional });
    callee.send({ type: 'video_call_ended', consultationId: consultation.id });
    for (const client of [caller, callee]) {
      expect(await client.waitFor('video_call_ended')).toMatchObject({
        consultationId: consultation.id,
        callId,
        videoCall: { status: 'ended', endedBy: owner.user.id },
      });
    }
    callee.send({ type: 'video_call_ended', consultationId: consultation.id, callId });
    expect(await callee.waitFor('error')).toMatchObject({
      code: 'INVALID_STATE',
      message: NO_ACTIVE_CALL,
    });
  });

  it('cancels a call still ringing, and is refused from an admin or for another call', async () => {
    const { owner, professional, consultation, callId } = await ringingCase(t);
    const watcher = await connectLive(t, admin.cookie);
    watcher.send({ type: 'video_call_ended', consultationId: consultation.id, callId });
    expect((await watcher.waitFor('error')).code).toBe('FORBIDDEN');

    const caller = await connectLive(t, professional.cookie);
    caller.send({
      type: 'video_call_ended',
      consultationId: consultation.id,
      callId: randomUUID(),
    });
    expect(await caller.waitFor('error')).toMatchObject({
      code: 'INVALID_STATE',
      message: CALL_OVER,
    });

    const callee = await connectLive(t, owner.cookie);
    caller.send({ type: 'video_call_ended', consultationId: consultation.id, callId });
    expect((await callee.waitFor('video_call_ended')).videoCall.status).toBe('cancelled');
  });
});
