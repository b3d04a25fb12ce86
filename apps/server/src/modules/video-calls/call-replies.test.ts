import { describe, expect, it } from 'vitest';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { useLedgerCheckedApp } from '../../test/checked-app.ts';
import { createPaidConsultation, postAs } from '../../test/payments.ts';
import { postMessage } from '../../test/chat.ts';
import { callVerb, ring } from '../../test/video-calls.ts';

// What a call counts for beyond itself: an answered call is the professional's reply (the user
// consulted them face to face), an unanswered ring is not, though its line sits in the chat.

const t = useLedgerCheckedApp();
const m = marketplace(t);

/** A paid case the user has written in (in progress) and the professional has not answered. */
async function caseAwaitingReply() {
  const paid = await createPaidConsultation(t);
  await postMessage(t, paid.owner, paid.consultationId, 'Here are my documents');
  return paid;
}

async function ringAnd(
  professional: Person,
  owner: Person,
  id: string,
  answer: 'decline' | 'join',
) {
  const { body } = await ring(t, professional, id);
  await callVerb(t, owner, body.videoCall.id, answer);
  return body.videoCall.id as string;
}

const canCancel = async (owner: Person, id: string) =>
  (await m.jsonAs(owner, `/api/consultations/${id}`)).body.abilities.cancel;

const pendingActionsOf = async (professional: Person) =>
  (await m.jsonAs(professional, '/api/professional/pending-actions')).body.items.map(
    (item: { id: string }) => item.id,
  );

describe('a call as the professional’s reply', () => {
  it('is not one while unanswered: the user may still cancel for a full refund', async () => {
    const { owner, professional, consultationId } = await caseAwaitingReply();
    await ringAnd(professional, owner, consultationId, 'decline');
    expect(await canCancel(owner, consultationId)).toBe(true);
    expect(await pendingActionsOf(professional)).toContain(consultationId);
    expect((await postAs(t, owner, `/api/consultations/${consultationId}/cancel`)).status).toBe(
      200,
    );
  });

  it('is one from the answer on, through the call and after it', async () => {
    const { owner, professional, consultationId } = await caseAwaitingReply();
    const callId = await ringAnd(professional, owner, consultationId, 'join');
    expect(await canCancel(owner, consultationId)).toBe(false);
    expect(await postAs(t, owner, `/api/consultations/${consultationId}/cancel`)).toMatchObject({
      status: 409,
      body: {
        message:
          'The professional has already replied, so this consultation can no longer be cancelled',
      },
    });

    await callVerb(t, owner, callId, 'end');
    expect(await canCancel(owner, consultationId)).toBe(false);
    expect(await pendingActionsOf(professional)).not.toContain(consultationId);
  });
});
