import { randomBytes } from 'node:crypto';
import type { ServerMessage } from '@salahkar/domain';
import { WebSocket } from 'ws';

// The live channel under load: many sockets in a few consultation rooms, chat messages sent
// through the sockets (stored by the chat service, pushed after commit), and a strict count: every
// message must reach every socket of its room exactly once, and no socket of another room.
// Used by `npm run bench` against the demo data, and test-sized by live-load.test.ts.

/** A consultation's room and the sessions that may join it (owner, professional, an admin). */
export interface LoadRoom {
  consultationId: string;
  /** Cookie headers of people who may join; sockets are spread over them, as open tabs. */
  members: string[];
  /** Cookie headers among `members` who may post (the owner and the professional). */
  senders: string[];
}

export interface LiveLoadOptions {
  /** The server's base URL (http://…); sockets open on its /ws. */
  url: string;
  rooms: LoadRoom[];
  /** Sockets in all, spread evenly over the rooms. */
  sockets: number;
  /** Chat messages in all, spread evenly over the rooms and their senders' sockets. */
  messages: number;
  /** How long to wait for every delivery before counting what is missing. */
  timeoutMs?: number;
  /** Sockets opened at once while connecting. */
  connectConcurrency?: number;
}

export interface LiveLoadResult {
  sockets: number;
  rooms: number;
  messages: number;
  /** Messages × the sockets of their room. */
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  /** Messages that reached a socket of another room. */
  misdelivered: number;
  /** Error frames received (a refused message is a lost one too). */
  errors: string[];
  connectMs: number;
  /** From the first message sent to the last delivery. */
  deliveryMs: number;
}

interface LoadSocket {
  socket: WebSocket;
  room: number;
  cookie: string;
  /** How often each message of this run arrived, by its text. */
  seen: Map<string, number>;
}

/** After every expected delivery arrived: time for a duplicate, if any, to show up. */
const DUPLICATE_GRACE_MS = 500;

export async function runLiveLoad(options: LiveLoadOptions): Promise<LiveLoadResult> {
  const { rooms, timeoutMs = 30_000, connectConcurrency = 50 } = options;
  if (rooms.length === 0) throw new Error('The live load needs at least one room.');
  const run = randomBytes(4).toString('hex');
  const prefix = `load ${run} #`;
  const errors: string[] = [];

  const connectStart = performance.now();
  const plan = Array.from({ length: options.sockets }, (_, index) => {
    const room = index % rooms.length;
    const members = rooms[room]!.members;
    return { room, cookie: members[Math.floor(index / rooms.length) % members.length]! };
  });
  const sockets: LoadSocket[] = [];
  try {
    for (let start = 0; start < plan.length; start += connectConcurrency) {
      const batch = plan.slice(start, start + connectConcurrency);
      sockets.push(
        ...(await Promise.all(
          batch.map((slot) => openSocket(options.url, rooms, slot, prefix, errors)),
        )),
      );
    }
    const connectMs = performance.now() - connectStart;

    // Which texts each room must see, and from which sockets they are sent.
    const expectedByRoom = rooms.map(() => new Set<string>());
    const sendStart = performance.now();
    for (let index = 0; index < options.messages; index += 1) {
      const room = index % rooms.length;
      const senders = sockets.filter(
        (entry) => entry.room === room && rooms[room]!.senders.includes(entry.cookie),
      );
      if (senders.length === 0) throw new Error(`Room ${room} has no socket that may post.`);
      const sender = senders[Math.floor(index / rooms.length) % senders.length]!;
      const text = `${prefix}${index}`;
      expectedByRoom[room]!.add(text);
      sender.socket.send(
        JSON.stringify({
          type: 'message',
          consultationId: rooms[room]!.consultationId,
          message: text,
        }),
      );
    }

    const complete = () =>
      sockets.every((entry) =>
        [...expectedByRoom[entry.room]!].every((text) => entry.seen.has(text)),
      );
    const deadline = Date.now() + timeoutMs;
    while (!complete() && Date.now() < deadline && errors.length === 0) await sleep(20);
    const deliveryMs = performance.now() - sendStart;
    await sleep(DUPLICATE_GRACE_MS);

    let expected = 0;
    let delivered = 0;
    let lost = 0;
    let duplicated = 0;
    let misdelivered = 0;
    for (const entry of sockets) {
      const wanted = expectedByRoom[entry.room]!;
      expected += wanted.size;
      for (const text of wanted) if (!entry.seen.has(text)) lost += 1;
      for (const [text, count] of entry.seen) {
        if (!wanted.has(text)) misdelivered += count;
        else {
          delivered += 1;
          duplicated += count - 1;
        }
      }
    }
    return {
      sockets: sockets.length,
      rooms: rooms.length,
      messages: options.messages,
      expected,
      delivered,
      lost,
      duplicated,
      misdelivered,
      errors,
      connectMs,
      deliveryMs,
    };
  } finally {
    await Promise.all(sockets.map((entry) => closeSocket(entry.socket)));
  }
}

/** Whether the run proved what it must: everything arrived, once, where it belonged. */
export function liveLoadPassed(result: LiveLoadResult): boolean {
  return (
    result.lost === 0 &&
    result.duplicated === 0 &&
    result.misdelivered === 0 &&
    result.errors.length === 0
  );
}

export function formatLiveLoad(result: LiveLoadResult): string {
  const rate = result.expected / Math.max(result.deliveryMs / 1000, 0.001);
  return [
    `Live channel: ${result.sockets} sockets in ${result.rooms} rooms, ${result.messages} chat messages`,
    `  connected and joined in ${result.connectMs.toFixed(0)} ms`,
    `  ${result.delivered}/${result.expected} deliveries in ${result.deliveryMs.toFixed(0)} ms (${rate.toFixed(0)}/s)`,
    `  lost ${result.lost}, duplicated ${result.duplicated}, in the wrong room ${result.misdelivered}, error frames ${result.errors.length}`,
    ...result.errors.slice(0, 5).map((error) => `    ${error}`),
  ].join('\n');
}

/** Opens one socket as a browser tab of the site would, and joins its room. */
async function openSocket(
  url: string,
  rooms: LoadRoom[],
  slot: { room: number; cookie: string },
  prefix: string,
  errors: string[],
): Promise<LoadSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie: slot.cookie, origin: url },
  });
  const entry: LoadSocket = { socket, ...slot, seen: new Map() };
  const consultationId = rooms[slot.room]!.consultationId;
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string) => reject(new Error(`Socket for room ${slot.room}: ${reason}`));
    socket.once('error', (error) => fail(error.message));
    socket.once('close', (code, reason) => fail(`closed ${code} ${reason.toString()}`));
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'registered' && message.consultationId === consultationId) resolve();
      else if (message.type === 'message' && message.data.message.startsWith(prefix)) {
        entry.seen.set(message.data.message, (entry.seen.get(message.data.message) ?? 0) + 1);
      } else if (message.type === 'error') {
        errors.push(`${message.code}: ${message.message}`);
        fail(`error frame ${message.code}: ${message.message}`);
      }
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'register', consultationId })));
  });
  return entry;
}

/** Closes a live socket, or drops it if it has not closed within 2 s. */
export function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => socket.terminate(), 2_000);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.close();
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
