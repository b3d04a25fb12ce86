import { randomUUID } from 'node:crypto';
import type {
  ClientMessage,
  ServerMessage,
  ServerMessageOf,
  ServerMessageType,
} from '@salahkar/domain';
import { WebSocket } from 'ws';
import type { TestApp } from './app.ts';

// A real `ws` client on the live channel, as a browser tab holds one: the session cookie and the
// site's Origin at the upgrade, every push kept in order for the test to wait on.

export interface LiveClient {
  socket: WebSocket;
  /** Every push received so far, in order (parsed JSON, not validated: tests check the shape). */
  received: ServerMessage[];
  send(message: ClientMessage | Record<string, unknown>): void;
  /** Sends bytes as they are: malformed or oversized frames. */
  sendRaw(data: string | Buffer, options?: { binary?: boolean }): void;
  /**
   * The first push of the type (matching `where`) not yet taken by an earlier waitFor, already
   * received or still to come; rejects after `timeoutMs` (default 5 s) naming what did arrive.
   */
  waitFor<T extends ServerMessageType>(
    type: T,
    options?: { where?: (message: ServerMessageOf<T>) => boolean; timeoutMs?: number },
  ): Promise<ServerMessageOf<T>>;
  /** Pushes of the type received so far (taken or not). */
  receivedOf<T extends ServerMessageType>(type: T): ServerMessageOf<T>[];
  /** Settles when the socket closes, with the server's close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  isOpen(): boolean;
  /** Closes from the client side and waits for the close to finish. */
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** The Origin header: the test server's own URL unless told (null sends none, as a tool). */
  origin?: string | null;
  /** Another server instance's URL (a second app on the same database). */
  url?: string;
}

const open = new Set<LiveClient>();

/**
 * Opens /ws with the cookie (a Person's `cookie`, or none) and resolves once the socket is open.
 * A handshake the server refuses rejects with ws's "Unexpected server response: <status>"; a
 * socket the server accepts and closes at once (no session: 4401) resolves, and `closed` says why.
 */
export async function connectLive(
  t: Pick<TestApp, 'url'>,
  cookie: string | null,
  options: ConnectOptions = {},
): Promise<LiveClient> {
  const base = options.url ?? t.url;
  const origin = options.origin === undefined ? base : options.origin;
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers });

  const received: ServerMessage[] = [];
  const taken = new Set<ServerMessage>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as ServerMessage);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );

  const client: LiveClient = {
    socket,
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data, sendOptions = {}) => socket.send(data, { binary: sendOptions.binary ?? false }),
    waitFor(type, waitOptions = {}) {
      const { where, timeoutMs = 5_000 } = waitOptions;
      type Wanted = ServerMessageOf<typeof type>;
      const find = () =>
        received.find(
          (message): message is Wanted =>
            message.type === type && !taken.has(message) && (!where || where(message as Wanted)),
        );
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return false;
          taken.add(found);
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = received.map((message) => message.type).join(', ') || 'nothing';
          reject(new Error(`no "${type}" push within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    receivedOf: <T extends ServerMessageType>(type: T) =>
      received.filter((message): message is ServerMessageOf<T> => message.type === type),
    closed,
    isOpen: () => socket.readyState === WebSocket.OPEN,
    async close() {
      open.delete(client);
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      const timer = setTimeout(() => socket.terminate(), 1_000);
      await closed;
      clearTimeout(timer);
    },
  };

  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  open.add(client);
  return client;
}

/** Joins a consultation's room and waits for `registered`; throws with the server's error. */
export async function joinRoom(client: LiveClient, consultationId: string): Promise<void> {
  client.send({ type: 'register', consultationId });
  const answer = await Promise.race([
    client.waitFor('registered', { where: (message) => message.consultationId === consultationId }),
    client.waitFor('error'),
  ]);
  if (answer.type === 'error')
    throw new Error(`register refused: ${answer.code} ${answer.message}`);
}

/**
 * Gives pushes that should NOT arrive time to do so, before a test asserts they did not: a round
 * trip through the server (ping → pong) on each client, then a short pause for the bus.
 */
export async function settle(clients: LiveClient[], pauseMs = 100): Promise<void> {
  await Promise.all(
    clients
      .filter((client) => client.isOpen())
      .map(async (client) => {
        client.send({ type: 'ping' });
        await client.waitFor('pong');
      }),
  );
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
}

/** Closes every client a test opened (call in afterEach, before the app closes). */
export async function closeLiveClients(): Promise<void> {
  await Promise.all([...open].map((client) => client.close()));
}

/**
 * A `message` push for a room, marked by its text: a probe of which sockets hear the room (the
 * audience is what is tested, not the chat).
 */
export function roomProbe(consultationId: string, text: string): ServerMessageOf<'message'> {
  return {
    type: 'message',
    data: {
      id: randomUUID(),
      consultationId,
      senderId: null,
      senderName: 'Probe',
      senderRole: null,
      message: text,
      fileUrl: null,
      fileName: null,
      fileSize: null,
      mimeType: null,
      videoCall: null,
      createdAt: new Date().toISOString(),
    },
    previousMessageId: null,
  };
}
