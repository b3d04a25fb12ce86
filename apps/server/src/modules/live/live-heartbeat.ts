import { LIVE_CLOSE_CODES } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { findLiveSessions } from '../../plugins/session-store.ts';
import { markCallPresence } from '../video-calls/call-presence.ts';
import type { LiveRegistry } from './live-registry.ts';
import { pruneRooms } from './live-rooms.ts';

/**
 * Every LIVE_HEARTBEAT_SECONDS: drop the sockets that did not answer the last ping (a laptop shut,
 * a network gone: TCP alone can take minutes to notice), ping the rest, and re-check what the
 * upgrade decided. A session that ended or expired closes its sockets (4401), a suspended account
 * closes them (4403), and rooms are re-admitted against the current case. The disconnect pushes of
 * logout and suspension act at once; this catches what no push announced (expiry, password reset).
 * Last, the people still connected here are marked present in their active video calls.
 */
export function startHeartbeat(ctx: AppContext, registry: LiveRegistry): { stop(): void } {
  let checking = false;
  const timer = setInterval(() => {
    for (const connection of registry.all()) {
      try {
        if (!connection.alive) {
          registry.remove(connection);
          connection.closing = true;
          connection.socket.terminate();
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      } catch (error) {
        // A timer's exception would take the process down; one odd socket must not.
        ctx.log.warn({ err: error }, 'live channel heartbeat failed for a socket');
      }
    }
    // A check still running (a slow database) is not started twice.
    if (checking) return;
    checking = true;
    recheck(ctx, registry)
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'live channel re-check failed'))
      .finally(() => (checking = false));
  }, ctx.config.LIVE_HEARTBEAT_SECONDS * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

async function recheck(ctx: AppContext, registry: LiveRegistry): Promise<void> {
  const connections = registry.all();
  if (connections.length === 0) return;
  const sessions = await findLiveSessions(ctx.db, ctx.config, [
    ...new Set(connections.map((connection) => connection.sid)),
  ]);
  for (const connection of connections) {
    const session = sessions.get(connection.sid);
    if (!session) {
      registry.closeConnection(connection, LIVE_CLOSE_CODES.unauthenticated, 'Session ended');
    } else if (session.account.isSuspended) {
      registry.closeConnection(connection, LIVE_CLOSE_CODES.suspended, 'Account suspended');
    } else {
      connection.account = session.account;
      const { role, isApproved, specialization } = session.account;
      const stillListens = role === 'professional' && isApproved && specialization;
      if (connection.category && connection.category !== stillListens) {
        registry.leaveCategory(connection);
      }
    }
  }
  await pruneRooms(ctx, registry);
  await markCallPresence(ctx.db, [
    ...new Set(registry.all().map((connection) => connection.userId)),
  ]);
}
