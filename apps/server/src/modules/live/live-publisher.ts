import { serverMessageSchema, type Category, type ServerMessage } from '@salahkar/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { LiveBus, LiveEnvelope, LivePublisher } from '../../adapters/live-bus/live-bus.ts';

/**
 * ctx.live: every push goes on the bus, which hands it to this instance's sockets at once and to
 * the other instances' through Redis when there is one. A push is checked against the shared union
 * first, so a presenter's mistake is logged here rather than dropped by every client. Publishing
 * neither throws nor waits on Redis: the change it announces has already committed, and the bus
 * repairs what an outage loses by telling sockets to resync.
 */
export function createLivePublisher(bus: LiveBus, log: FastifyBaseLogger): LivePublisher {
  function publish(envelope: LiveEnvelope): void {
    try {
      bus.publish(envelope);
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
    publish({ kind: 'push', audience, message: checked.data });
  }
  return {
    toUser: (userId: string, message: ServerMessage) => push({ kind: 'user', userId }, message),
    toRoom: (consultationId: string, message: ServerMessage) =>
      push({ kind: 'room', consultationId }, message),
    toCategory: (category: Category, message: ServerMessage) =>
      push({ kind: 'category', category }, message),
    disconnect: async (userId, reason, sessionId) =>
      publish({ kind: 'disconnect', userId, reason, ...(sessionId ? { sessionId } : {}) }),
  };
}

/** What the log says about an envelope: its address and type, not its content. */
function describe(envelope: LiveEnvelope) {
  switch (envelope.kind) {
    case 'push':
      return { kind: envelope.kind, audience: envelope.audience, type: envelope.message.type };
    case 'disconnect':
      return { kind: envelope.kind, userId: envelope.userId, reason: envelope.reason };
    case 'resync':
      return { kind: envelope.kind };
  }
}
