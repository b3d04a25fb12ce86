import type { ConsultationStatus } from '@salahkar/domain';
import type { TestApp } from './app.ts';
import { connectLive, type LiveClient } from './live.ts';
import { callAs, jsonOf, type Person } from './marketplace.ts';
import { createChatCase, type ChatCase } from './chat.ts';

// Video calls as the web app makes them, and cases with a call ringing or under way.

/** POST /api/video-call/notify: the person rings the user of the case. */
export function ring(t: TestApp, person: Person | null, consultationId: string, message?: string) {
  return jsonOf(
    callAs(t, person, '/api/video-call/notify', {
      method: 'POST',
      json: message === undefined ? { consultationId } : { consultationId, message },
    }),
  );
}

/** POST /api/video-calls/:id/{join|decline|end}. */
export function callVerb(
  t: TestApp,
  person: Person | null,
  callId: string,
  verb: 'join' | 'decline' | 'end',
) {
  return jsonOf(callAs(t, person, `/api/video-calls/${callId}/${verb}`, { method: 'POST' }));
}

/** GET /api/video-calls/consultation/:id. */
export function consultationCall(t: TestApp, person: Person | null, consultationId: string) {
  return jsonOf(callAs(t, person, `/api/video-calls/consultation/${consultationId}`));
}

export interface CallCase extends ChatCase {
  callId: string;
}

/** An in-progress case (unless told) whose professional has rung its user. */
export async function ringingCase(
  t: TestApp,
  status: ConsultationStatus = 'in_progress',
): Promise<CallCase> {
  const chatCase = await createChatCase(t, status);
  const { status: code, body } = await ring(t, chatCase.professional, chatCase.consultation.id);
  if (code !== 201) throw new Error(`ringing failed: ${code} ${JSON.stringify(body)}`);
  return { ...chatCase, callId: body.videoCall.id };
}

/** A case whose user has answered the professional's call. */
export async function activeCase(t: TestApp): Promise<CallCase> {
  const ringing = await ringingCase(t);
  const { status, body } = await callVerb(t, ringing.owner, ringing.callId, 'join');
  if (status !== 200) throw new Error(`joining failed: ${status} ${JSON.stringify(body)}`);
  return ringing;
}

/** A live socket for each of the case's two people: the user rung and the professional ringing. */
export async function connectBoth(
  t: TestApp,
  people: Pick<ChatCase, 'owner' | 'professional'>,
): Promise<{ callee: LiveClient; caller: LiveClient }> {
  const callee = await connectLive(t, people.owner.cookie);
  const caller = await connectLive(t, people.professional.cookie);
  return { callee, caller };
}
