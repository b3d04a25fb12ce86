import { serverMessageSchema, type Category, type ServerMessage } from '@salahkar/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { LiveBus, LiveEnvelope, LivePublisher } from '../../adapters/live-bus/live-bus.ts';

/**
 * ctx.live: every push goes on the bus, and every instance (this one included) delivers it to the
 * sockets it holds. A push is checked against the shared union first, so a presenter's mistake is
 * logged here rather than dropped by every client. Publishing never throws: the change it
 * announces has already committed, and the client refreshes its lists when it reconnects.
 */
export function createLivePublisher(bus: LiveBus, log: FastifyBaseLogger): LivePublisher {
  async function publish(envelope: LiveEnvelope): Promise<void> {
    try {
      await bus.publish(envelope);
    } catch (error) {
      log.error({ err: error, envelope: describe(envelope) }, 'live push was not published');
    }
  }
  async function push(
    audience: Extract<LiveEnvelope, { kind: 'push' }>['audience'],
    message: ServerMessage,
  ): Promise<void> {
    const checked = serverMessageSchema.safeParse(message);
    if (!checked.success) {
      log.error(
        { audience, type: message.type, problem: z.prettifyError(checked.error) },
        'live push does not match the live-events union; not sent',
      );
      return;
    }
    await publish({ kind: 'push', audience, message: checked.data });
  }
  return {
    toUser: (userId: string, message: ServerMessage) => push({ kind: 'user', userId }, message),
    toRoom: (consultationId: string, message: ServerMessage) =>
      push({ kind: 'room', consultationId }, message),
    toCategory: (category: Category, message: ServerMessage) =>
      push({ kind: 'category', category }, message),
    disconnect: (userId, reason, sessionId) =>
      publish({ kind: 'disconnect', userId, reason, ...(sessionId ? { sessionId } : {}) }),
  };
}

/** What the log says about an envelope: its address and type, not its content. */
function describe(envelope: LiveEnvelope) {
  return envelope.kind === 'push'
    ? { kind: envelope.kind, audience: envelope.audience, type: envelope.message.type }
    : { kind: envelope.kind, userId: envelope.userId, reason: envelope.reason };
}
