import type { ClientMessage, ServerMessage } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { callInFrame } from '../video-calls/call-signalling.ts';
import type { LiveConnection } from './live-connection.ts';

type Signal = Extract<
  ClientMessage,
  { type: 'video_offer' | 'video_answer' | 'video_ice_candidate' }
>;

/**
 * A call's signalling (offer, answer, ICE candidates) goes from one of the two people of the
 * consultation's active call to the other one's own sockets, on every instance, marked with the
 * call's id: never to the room (admins watching must not receive a call's descriptions) and never
 * back to the sender's own tabs (a peer does not negotiate with itself). The sender need not have
 * joined the room. One indexed query per signal finds the call and checks the sender.
 */
export async function relaySignal(
  ctx: AppContext,
  connection: LiveConnection,
  signal: Signal,
): Promise<void> {
  const call = await callInFrame(ctx, connection.account, signal.consultationId, signal.callId);
  // Signals before the answer would reach a callee whose dialog is not open yet.
  if (call.status !== 'active') throw new AppError('NO_ACTIVE_CALL');
  if (call.otherId) await ctx.live.toUser(call.otherId, toPush(signal, call.callId));
}

function toPush(signal: Signal, callId: string): ServerMessage {
  const { consultationId } = signal;
  switch (signal.type) {
    case 'video_offer':
      return { type: 'video_offer', consultationId, callId, offer: signal.offer };
    case 'video_answer':
      return { type: 'video_answer', consultationId, callId, answer: signal.answer };
    case 'video_ice_candidate':
      return { type: 'video_ice_candidate', consultationId, callId, candidate: signal.candidate };
  }
}
