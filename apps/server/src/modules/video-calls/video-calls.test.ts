import { errorMessage } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIDEO_CALL_RING_MS } from '@salahkar/domain';
import { users, videoCalls } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { createChatCase, listMessages, postMessage, viewerOf } from '../../test/chat.ts';
import { endVideoCall, joinVideoCall } from './video-calls.service.ts';
import {
  activeCase,
  callVerb,
  consultationCall,
  ring,
  ringingCase,
} from '../../test/video-calls.ts';

const CALL_ALREADY_OPEN = errorMessage('CALL_ALREADY_OPEN');

const t = useMarketplaceApp();
const m = marketplace(t);
const admin = m.useAdmin();

const NOBODY = { join: false, decline: false, end: false };

async function callRow(id: string) {
  const [row] = await t.database.db.select().from(videoCalls).where(eq(videoCalls.id, id));
  return row!;
}

/** The case's chat as its owner reads it, oldest first. */
async function chatOf(owner: Person, consultationId: string) {
  return (await listMessages(t, owner, consultationId)).body.items;
}

describe('a call from ringing to its end', () => {
  it('rings, is answered and hung up, leaving its line in the chat', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const rung = await ring(t, professional, consultation.id, '  Shall we go over your notice?  ');
    expect(rung.status).toBe(201);
    const call = rung.body.videoCall;
    expect(call).toMatchObject({
      consultationId: consultation.id,
      initiatorId: professional.user.id,
      initiatorName: 'Test Person',
      participantId: owner.user.id,
      participantName: 'Test Person',
      status: 'pending',
      message: 'Shall we go over your notice?',
      startedAt: null,
      endedAt: null,
      endedBy: null,
      durationSeconds: null,
      abilities: { join: false, decline: false, end: true },
    });
    expect(Date.parse(call.ringsUntil) - Date.parse(call.createdAt)).toBe(VIDEO_CALL_RING_MS);

    const ringing = await consultationCall(t, owner, consultation.id);
    expect(ringing.body.videoCall).toMatchObject({
      id: call.id,
      abilities: { join: true, decline: true, end: true },
    });

    const joined = await callVerb(t, owner, call.id, 'join');
    expect(joined.status).toBe(200);
    expect(joined.body.videoCall).toMatchObject({
      status: 'active',
      abilities: { join: false, decline: false, end: true },
    });
    expect(joined.body.videoCall.startedAt).not.toBeNull();
    const row = await callRow(call.id);
    expect(row.initiatorSeenAt).toEqual(row.startedAt);
    expect(row.participantSeenAt).toEqual(row.startedAt);

    const ended = await callVerb(t, professional, call.id, 'end');
    expect(ended.status).toBe(200);
    expect(ended.body.videoCall).toMatchObject({
      status: 'ended',
      endedBy: professional.user.id,
      abilities: NOBODY,
    });
    const { durationSeconds } = ended.body.videoCall;
    expect(durationSeconds).toBeGreaterThanOrEqual(0);

    const [line] = await chatOf(owner, consultation.id);
    expect(line).toMatchObject({
      senderId: professional.user.id,
      senderRole: 'professional',
      message: `Video call · ${durationSeconds} s`,
      videoCall: { id: call.id, status: 'ended', durationSeconds },
    });
  });

  it('says how long it lasted: Video call · 12 min', async () => {
    const { owner, professional, consultation, callId } = await ringingCase(t);
    const answeredAt = new Date();
    await joinVideoCall(t.ctx, viewerOf(owner.user), callId, answeredAt);
    const dto = await endVideoCall(
      t.ctx,
      viewerOf(owner.user),
      callId,
      'end',
      new Date(answeredAt.getTime() + 12 * 60_000 + 10_000),
    );
    expect(dto).toMatchObject({ status: 'ended', endedBy: owner.user.id, durationSeconds: 730 });
    const [line] = await chatOf(professional, consultation.id);
    expect(line).toMatchObject({
      message: 'Video call · 12 min',
      videoCall: { id: callId, status: 'ended', durationSeconds: 730 },
    });
  });

  it('is declined by the user while it rings', async () => {
    const { owner, consultation, callId } = await ringingCase(t);
    const declined = await callVerb(t, owner, callId, 'decline');
    expect(declined).toMatchObject({
      status: 200,
      body: { videoCall: { status: 'declined', endedBy: owner.user.id, durationSeconds: null } },
    });
    expect(
      (await chatOf(owner, consultation.id)).map((m: { message: string }) => m.message),
    ).toEqual(['Declined video call']);
  });

  it('is cancelled by the professional hanging up before an answer, declined by the user’s', async () => {
    const cancelled = await ringingCase(t);
    expect(
      (await callVerb(t, cancelled.professional, cancelled.callId, 'end')).body.videoCall,
    ).toMatchObject({ status: 'cancelled', endedBy: cancelled.professional.user.id });
    expect((await chatOf(cancelled.owner, cancelled.consultation.id))[0]).toMatchObject({
      message: 'Cancelled video call',
      videoCall: { status: 'cancelled', durationSeconds: null },
    });

    const declined = await ringingCase(t);
    expect((await callVerb(t, declined.owner, declined.callId, 'end')).body.videoCall.status).toBe(
      'declined',
    );
  });

  it('refuses a second answer and a second end, naming the call’s state', async () => {
    const { owner, professional, callId } = await activeCase(t);
    expect(await callVerb(t, owner, callId, 'join')).toMatchObject({
      status: 409,
      body: { code: 'CALL_TRANSITION_REFUSED', message: 'Cannot join a call that is in progress' },
    });
    expect((await callVerb(t, owner, callId, 'end')).status).toBe(200);
    for (const person of [owner, professional]) {
      expect(await callVerb(t, person, callId, 'end')).toMatchObject({
        status: 409,
        body: { message: 'Cannot end a call that has ended' },
      });
    }
    expect((await callVerb(t, owner, callId, 'decline')).body.message).toBe(
      'Cannot decline a call that has ended',
    );
  });

  it('cannot be answered once its ring time is up, even before the sweep marks it', async () => {
    const { owner, callId } = await ringingCase(t);
    const late = new Date(Date.now() + VIDEO_CALL_RING_MS);
    await expect(joinVideoCall(t.ctx, viewerOf(owner.user), callId, late)).rejects.toThrow(
      'Cannot join a call that was missed',
    );
    expect((await callRow(callId)).status).toBe('pending');
  });

  it('lets the professional ring again once the call is over', async () => {
    const { owner, professional, consultation, callId } = await ringingCase(t);
    await callVerb(t, owner, callId, 'decline');
    expect((await ring(t, professional, consultation.id)).status).toBe(201);
  });
});

describe('POST /api/video-call/notify refusals', () => {
  it('is for the assigned professional only', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    const message = 'Only the professional assigned to this consultation can start a video call';
    const refusal = { status: 403, body: { code: 'NOT_ASSIGNED_VIDEO_CALL', message } };
    expect(await ring(t, owner, consultation.id)).toEqual(refusal);
    expect(await ring(t, admin, consultation.id)).toEqual(refusal);
    for (const stranger of [await m.createPerson(), await m.createProfessional()]) {
      expect(await ring(t, stranger, consultation.id)).toMatchObject({
        status: 404,
        body: { message: 'Consultation not found' },
      });
    }
    expect((await ring(t, null, consultation.id)).status).toBe(401);
    expect((await ring(t, owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses a professional of the category on a request still seeking offers (403)', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    expect(await ring(t, await m.createProfessional(), request.id)).toMatchObject({
      status: 403,
      body: {
        message: 'Only the professional assigned to this consultation can start a video call',
      },
    });
  });

  it('rings only in an in-progress or reopened case, naming the status otherwise', async () => {
    expect((await ringingCase(t, 'reopened')).callId).toMatch(/^[0-9a-f-]{36}$/);
    for (const status of ['assigned', 'closed', 'under_admin_review', 'completed'] as const) {
      const { professional, consultation } = await createChatCase(t, status);
      const refused = await ring(t, professional, consultation.id);
      expect(refused.status, status).toBe(409);
      expect(refused.body.message).toMatch(/^Cannot start a video call in a consultation that is /);
    }
    const { professional, consultation } = await createChatCase(t, 'assigned');
    expect((await ring(t, professional, consultation.id)).body.message).toBe(
      'Cannot start a video call in a consultation that is Assigned',
    );
  });

  it('allows one call ringing or under way per case', async () => {
    const { professional, consultation } = await ringingCase(t);
    expect(await ring(t, professional, consultation.id)).toMatchObject({
      status: 409,
      body: { code: 'CALL_ALREADY_OPEN', message: CALL_ALREADY_OPEN },
    });
    const active = await activeCase(t);
    expect((await ring(t, active.professional, active.consultation.id)).body.message).toBe(
      CALL_ALREADY_OPEN,
    );
  });

  it('gives exactly one call to two rings at once', async () => {
    const { professional, consultation } = await createChatCase(t, 'in_progress');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => ring(t, professional, consultation.id)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(CALL_ALREADY_OPEN);
    }
    const rows = await t.database.db
      .select()
      .from(videoCalls)
      .where(eq(videoCalls.consultationId, consultation.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an overlong note and a suspended professional', async () => {
    const { professional, consultation } = await createChatCase(t, 'in_progress');
    expect(await ring(t, professional, consultation.id, 'x'.repeat(301))).toMatchObject({
      status: 400,
      body: { message: 'The invitation note cannot exceed 300 characters' },
    });
    await t.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, professional.user.id));
    expect((await ring(t, professional, consultation.id)).status).toBe(403);
  });
});

describe('answering and ending refusals', () => {
  it('lets only the person rung answer or decline', async () => {
    const { professional, callId } = await ringingCase(t);
    expect(await callVerb(t, professional, callId, 'join')).toMatchObject({
      status: 403,
      body: { message: 'Only the person being called can join this video call' },
    });
    expect(await callVerb(t, professional, callId, 'decline')).toMatchObject({
      status: 403,
      body: { message: 'Only the person being called can decline this video call' },
    });
  });

  it('treats everyone but the call’s two people as strangers, admins included', async () => {
    const { callId } = await ringingCase(t);
    const outsiders = [admin, await m.createPerson(), await m.createProfessional()];
    for (const person of outsiders) {
      for (const verb of ['join', 'decline', 'end'] as const) {
        expect(await callVerb(t, person, callId, verb)).toMatchObject({
          status: 404,
          body: { code: 'VIDEO_CALL_NOT_FOUND', message: 'Video call not found' },
        });
      }
    }
    expect((await callVerb(t, null, callId, 'end')).status).toBe(401);
    expect((await callRow(callId)).status).toBe('pending');
  });

  it('answers 404 for an unknown or malformed call id', async () => {
    const person = await m.createPerson();
    expect((await callVerb(t, person, '00000000-0000-4000-8000-000000000000', 'join')).status).toBe(
      404,
    );
    expect((await callVerb(t, person, 'not-a-call', 'end')).status).toBe(404);
  });
});

describe('GET /api/video-calls/consultation/:id', () => {
  it('gives the open call, else the latest one, else null', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    expect(await consultationCall(t, owner, consultation.id)).toEqual({
      status: 200,
      body: { videoCall: null },
    });
    const first = (await ring(t, professional, consultation.id)).body.videoCall;
    await callVerb(t, owner, first.id, 'decline');
    expect((await consultationCall(t, owner, consultation.id)).body.videoCall).toMatchObject({
      id: first.id,
      status: 'declined',
    });
    const second = (await ring(t, professional, consultation.id)).body.videoCall;
    // The open call wins even over a call created later (written straight to the database).
    await t.database.db.insert(videoCalls).values({
      consultationId: consultation.id,
      initiatorId: professional.user.id,
      participantId: owner.user.id,
      status: 'missed',
      createdAt: new Date(Date.now() + 60_000),
    });
    expect((await consultationCall(t, professional, consultation.id)).body.videoCall).toMatchObject(
      {
        id: second.id,
        status: 'pending',
        abilities: { join: false, decline: false, end: true },
      },
    );
  });

  it('is read by the case’s two people and admins only', async () => {
    const { owner, professional, consultation, callId } = await ringingCase(t);
    for (const person of [owner, professional, admin]) {
      expect((await consultationCall(t, person, consultation.id)).body.videoCall.id).toBe(callId);
    }
    expect((await consultationCall(t, admin, consultation.id)).body.videoCall.abilities).toEqual(
      NOBODY,
    );
    expect((await consultationCall(t, await m.createPerson(), consultation.id)).status).toBe(404);
    expect((await consultationCall(t, await m.createProfessional(), consultation.id)).status).toBe(
      404,
    );
    expect((await consultationCall(t, null, consultation.id)).status).toBe(401);

    const request = await m.createConsultation(owner.user);
    expect(await consultationCall(t, await m.createProfessional(), request.id)).toMatchObject({
      status: 403,
      body: { message: 'Only the people of this consultation can read its chat' },
    });
  });
});

describe('call lines in the chat', () => {
  it('sit among the messages with their call; other messages have none', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    await postMessage(t, owner, consultation.id, 'Can we talk?');
    const call = (await ring(t, professional, consultation.id)).body.videoCall;
    await callVerb(t, owner, call.id, 'decline');
    await postMessage(t, owner, consultation.id, 'Sorry, in a meeting');
    const items = await chatOf(owner, consultation.id);
    expect(
      items.map((m: { message: string; videoCall: unknown }) => [m.message, m.videoCall]),
    ).toEqual([
      ['Can we talk?', null],
      ['Declined video call', { id: call.id, status: 'declined', durationSeconds: null }],
      ['Sorry, in a meeting', null],
    ]);
  });

  it('show in the admin’s consultation view and chat download', async () => {
    const LINE = /^Video call · \d+ s$/;
    const { owner, consultation, callId } = await activeCase(t);
    await callVerb(t, owner, callId, 'end');
    const view = await m.callAs(admin, `/api/admin/consultations/${consultation.id}/view`);
    const { messages } = await view.json();
    expect(messages).toEqual([expect.objectContaining({ message: expect.stringMatching(LINE) })]);
    const download = await m.callAs(
      admin,
      `/api/admin/consultations/${consultation.id}/download-chat`,
    );
    expect(await download.text()).toMatch(/\] Test Person: Video call · \d+ s\n/);
  });
});
