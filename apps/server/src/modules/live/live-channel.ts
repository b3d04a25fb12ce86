import websocket from '@fastify/websocket';
import { LIVE_CLOSE_CODES, LIVE_FRAME_MAX_BYTES } from '@salahkar/domain';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WebSocket } from 'ws';
import type { LiveBus } from '../../adapters/live-bus/live-bus.ts';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { isSiteHost, isSiteOrigin } from '../../plugins/security.ts';
import type { ActiveSession } from '../../plugins/session-store.ts';
import { LiveConnection, type FrameLimits } from './live-connection.ts';
import { receiveFrame } from './live-frames.ts';
import { startHeartbeat } from './live-heartbeat.ts';
import { LiveRegistry } from './live-registry.ts';

/**
 * The ws library's own ceiling. Frames between LIVE_FRAME_MAX_BYTES and this are read and answered
 * FRAME_TOO_LARGE, the socket staying open; beyond it ws closes the socket itself (1009), so a
 * client cannot make the server buffer more than this per frame.
 */
const WS_MAX_PAYLOAD = 4 * LIVE_FRAME_MAX_BYTES;
/** Refused frames in one rate window before the socket is closed with 1008. */
const MAX_VIOLATIONS = 10;
/** How long shutdown waits for clients to answer the close before it cuts them off. */
const SHUTDOWN_GRACE_MS = 1_000;

/**
 * WebSocket at /ws. The upgrade request goes through Fastify's hooks like any request:
 *
 * - A foreign Origin is refused before the handshake (HTTP 403). Browsers always send Origin on a
 *   WebSocket handshake, and a page of another site must not open a socket with our cookie
 *   (cross-site WebSocket hijacking). A request without Origin is not a browser's and carries no
 *   such risk (tools, the load script), as for writes in plugins/security.ts.
 * - The session comes from the cookie, as for any request. Without a live session the handshake
 *   completes and the socket is closed at once with 4401 (4403 for a suspended account), before
 *   anything is read or sent: a browser reports a refused handshake only as 1006, which a client
 *   cannot tell from a network failure, whereas a close code tells it to stop retrying and sign in.
 *
 * Answers the sockets this instance holds (who is connected here, for the chat's pushes).
 */
export async function registerLiveChannel(
  app: FastifyInstance,
  ctx: AppContext,
  bus: LiveBus,
): Promise<LiveRegistry> {
  const registry = new LiveRegistry();
  const limits: FrameLimits = {
    frames: ctx.config.LIVE_RATE_LIMIT_FRAMES,
    windowMs: ctx.config.LIVE_RATE_LIMIT_WINDOW_SECONDS * 1000,
    violations: MAX_VIOLATIONS,
  };
  bus.subscribe((envelope) => {
    try {
      registry.deliver(envelope);
    } catch (error) {
      ctx.log.error({ err: error }, 'live channel could not deliver an envelope');
    }
  });

  // Before the plugin's own preClose (hooks run in the order they were added): say why, then
  // cut off whoever does not answer, so shutdown never waits on a silent client.
  // Every socket of the WebSocket server is waited for, not only the registry's: one turned away
  // at the handshake (4401, 4403, 4429) is closing too, ws waits 30 s for its client's answer, and
  // the HTTP server's close waits for it, which held a stopping instance past its deadline.
  let sockets: () => Iterable<WebSocket> = () => [];
  app.addHook('preClose', async () => {
    for (const connection of registry.all()) {
      registry.closeConnection(connection, 1001, 'Server restarting');
    }
    await waitForClose([...sockets()], SHUTDOWN_GRACE_MS);
  });
  // In a scope of its own: the plugin hooks every route of the context it is registered in (an
  // onRequest and an onResponse hook, and a wrapper round each handler, to tell upgrades apart),
  // which in the root would tax every API request for the sake of this one route.
  await app.register(async (scope) => {
    const before = new Set(app.server.listeners('upgrade'));
    await scope.register(websocket, {
      options: { maxPayload: WS_MAX_PAYLOAD },
      // Unclean disconnects and frames over the ws ceiling land here; they are the client's doing.
      errorHandler: (error, socket, request) => {
        request.log.info({ err: error }, 'live channel socket error');
        socket.terminate();
      },
    });
    sockets = () => scope.websocketServer.clients;

    const upgrades = new WeakMap<FastifyRequest, ActiveSession | null>();
    scope.get(
      '/ws',
      {
        // Public at the route: the handler itself closes a socket without a live session (4401) or
        // of a suspended account, as the live channel's decision says; no HTTP body is read here.
        config: { access: 'public' },
        schema: { hide: true },
        preValidation: async (request) => {
          const origin = request.headers.origin;
          if (origin && !isSiteOrigin(origin, request, ctx.config)) {
            throw new AppError('CROSS_SITE_CONNECTION');
          }
          // Looked up before the handshake, so the handler below is synchronous and no frame can
          // arrive before the socket's listeners are in place.
          upgrades.set(request, await request.loadSession());
        },
        websocket: true,
      },
      (socket, request) => {
        const session = upgrades.get(request) ?? null;
        if (!session) return socket.close(LIVE_CLOSE_CODES.unauthenticated, 'Sign in first');
        if (session.account.isSuspended) {
          return socket.close(LIVE_CLOSE_CODES.suspended, 'Account suspended');
        }
        // One person cannot tie up the instance with sockets: a tab past the cap is turned away.
        if (registry.countOf(session.account.id) >= ctx.config.LIVE_MAX_SOCKETS_PER_USER) {
          return socket.close(LIVE_CLOSE_CODES.tooManyConnections, 'Too many open connections');
        }
        const connection = new LiveConnection(socket, session.sid, session.account, limits);
        registry.add(connection);
        socket.on('message', (data, isBinary) =>
          receiveFrame(ctx, registry, connection, data, isBinary),
        );
        socket.on('pong', () => (connection.alive = true));
        socket.on('close', () => registry.remove(connection));
      },
    );
    onlyLiveUpgrades(scope, before, ctx.config);
  });

  let heartbeat: { stop(): void } | null = null;
  app.addHook('onReady', async () => {
    heartbeat = startHeartbeat(ctx, registry);
  });
  app.addHook('preClose', async () => heartbeat?.stop());
  return registry;
}

function waitForClose(sockets: WebSocket[], graceMs: number): Promise<void> {
  const pending = sockets.filter((socket) => socket.readyState !== WebSocket.CLOSED);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const timer = setTimeout(() => {
      for (const socket of pending) socket.terminate();
      resolve();
    }, graceMs);
    for (const socket of pending) {
      socket.once('close', () => {
        left -= 1;
        if (left === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
}

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Lets only /ws upgrade, and only under one of the deployment's names. The plugin routes every
 * upgrade request through Fastify, and only routes in its scope close the socket afterwards; an
 * upgrade to any other path (404) or naming a foreign Host (421, a rebinding page) is refused
 * here, before it reaches a hook or route that would answer it and leave the socket open.
 */
function onlyLiveUpgrades(
  scope: FastifyInstance,
  before: ReadonlySet<unknown>,
  config: Config,
): void {
  const server = scope.server;
  const added = server.listeners('upgrade').filter((listener) => !before.has(listener));
  for (const listener of added as UpgradeListener[]) {
    const filtered: UpgradeListener = (request, socket, head) => {
      const path = (request.url ?? '/').split('?', 1)[0];
      if (!isSiteHost(request.headers, config)) {
        socket.end(
          'HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        );
      } else if (path === '/ws') {
        listener.call(server, request, socket, head);
      } else {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
    };
    server.removeListener('upgrade', listener).on('upgrade', filtered);
    scope.addHook('preClose', async () => void server.removeListener('upgrade', filtered));
  }
}
