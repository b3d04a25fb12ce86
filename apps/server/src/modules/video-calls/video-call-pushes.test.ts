import { afterEach, describe, expect, it } from 'vitest';
import { closeLiveClients, connectLive, joinRoom, settle } from '../../test/live.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { createChatCase } from '../../test/chat.ts';
import { callVerb, connectBoth, ring, ringingCase } from '../../test/video-calls.ts';

// What a call tells the live channel: the invitation to every socket of the user rung, the answer
// and the end to both people's own sockets with their own abilities, and the end's chat line to
// the room, where admins watch. Nobody else hears a call.

const t = useMarketplaceApp();
const m = marketplace(t);
const admin = m.useAdmin();
afterEach(closeLiveClients);

describe('call pushes', () => {
  it('ring every socket of the user, in the room or not, and nobody else', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const inDialog = await connectLive(t, owner.cookie);
    const onDashboard = await connectLive(t, owner.cookie);
    const caller = await connectLive(t, professional.cookie);
    const watcher = await connectLive(t, admin.cookie);
    for (const client of [inDialog, caller, watcher]) await joinRoom(client, consultation.id);

    const { body } = await ring(t, professional, consultation.id, 'About your notice');
    const call = body.videoCall;
    for (const client of [inDialog, onDashboard]) {
      expect(await client.waitFor('video_call_invitation')).toEqual({
        type: 'video_call_invitation',
        data: {
          from: professional.user.id,
          fromName: 'Test Person',
          message: 'About your notice',
          consultationId: consultation.id,
          consultationTitle: consultation.title,
          callId: call.id,
          ringsUntil: call.ringsUntil,
        },
      });
    }
    await settle([caller, watcher]);
    expect(caller.receivedOf('video_call_invitation')).toEqual([]);
    expect(watcher.receivedOf('video_call_invitation')).toEqual([]);
  });

  it('tell both people of the answer and of the end, each with their own abilities', async () => {
    const { owner, professional, consultation, callId } = await ringingCase(t);
    const callee = await connectLive(t, owner.cookie);
    const calleeOtherTab = await connectLive(t, owner.cookie);
    const caller = await connectLive(t, professional.cookie);
    const watcher = await connectLive(t, admin.cookie);
    for (const client of [callee, caller, watcher]) await joinRoom(client, consultation.id);

    await callVerb(t, owner, callId, 'join');
    for (const client of [callee, calleeOtherTab, caller]) {
      expect(await client.waitFor('video_call_joined')).toMatchObject({
        data: {
          consultationId: consultation.id,
          callId,
          videoCall: { status: 'active', abilities: { join: false, decline: false, end: true } },
        },
      });
    }

    await callVerb(t, professional, callId, 'end');
    for (const client of [callee, calleeOtherTab, caller]) {
      expect(await client.waitFor('video_call_ended')).toMatchObject({
        consultationId: consultation.id,
        callId,
        videoCall: { status: 'ended', endedBy: professional.user.id },
      });
    }
    // The chat line reaches the room, admins watching included; the call itself does not.
    for (const client of [callee, caller, watcher]) {
      expect((await client.waitFor('message')).data).toMatchObject({
        senderId: professional.user.id,
        videoCall: { id: callId, status: 'ended' },
      });
    }
    await settle([watcher, calleeOtherTab]);
    expect(watcher.receivedOf('video_call_joined')).toEqual([]);
    expect(watcher.receivedOf('video_call_ended')).toEqual([]);
    expect(calleeOtherTab.receivedOf('message')).toEqual([]);
  });

  it('tell the professional the user declined', async () => {
    const { owner, professional, callId } = await ringingCase(t);
    const { callee, caller } = await connectBoth(t, { owner, professional });
    await callVerb(t, owner, callId, 'decline');
    expect((await caller.waitFor('video_call_ended')).videoCall).toMatchObject({
      status: 'declined',
      endedBy: owner.user.id,
      abilities: { join: false, decline: false, end: false },
    });
    expect((await callee.waitFor('video_call_ended')).videoCall.status).toBe('declined');
  });
});
