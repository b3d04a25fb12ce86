import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerMessage } from '@salahkar/domain';
import { WebSocket } from 'ws';
import { closeSocket, type LoadRoom } from './live-load.ts';

// Chat at a steady rate: messages POSTed over HTTP on a fixed schedule (open loop: the schedule
// does not wait for answers, as people do not), each pushed to the sockets of its room. Measured:
// the messages the server took per second, how long from the POST leaving to the push arriving at
// each socket, and a strict count: every accepted message at every socket of its room exactly once,
// a refused one (503/429) nowhere.

export interface ChatLoadOptions {
  url: string;
  rooms: LoadRoom[];
  /** Messages per second offered. */
  rate: number;
  seconds: number;
  /** How long to wait after the last answer for pushes still on their way. */
  drainMs?: number;
}

export interface ChatLoadResult {
  rate: number;
  seconds: number;
  offered: number;
  accepted: number;
  /** Refused with 503 or 429 and Retry-After: the server shedding load. */
  shed: number;
  /** Any other answer, or none. */
  failed: string[];
  /** Accepted messages per second, over the time from the first POST to the last answer. */
  acceptedPerSecond: number;
  post: Percentiles;
  /** From the POST leaving to the push arriving, over every socket that should hear it. */
  push: Percentiles;
  expected: number;
  delivered: number;
  lost: number;
  duplicated: number;
  /** Pushes of a refused message or at a socket of another room. */
  stray: number;
  /** The bench's own event loop delay, p99 (ms): high means the numbers measure the client too. */
  clientLagP99: number;
}

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

/** Sockets open, one room each, each counting the pushes of the current round by their text. */
export interface ChatSockets {
  sockets: { socket: WebSocket; room: number; seen: Map<string, number[]> }[];
  close(): Promise<void>;
}

/** Opens `count` sockets spread over the rooms (each of a room's people in turn) and joins them. */
export async function openChatSockets(
  url: string,
  rooms: LoadRoom[],
  count: number,
  concurrency = 50,
): Promise<ChatSockets> {
  const sockets: ChatSockets['sockets'] = [];
  const close = () => Promise.all(sockets.map((entry) => closeSocket(entry.socket))).then(() => {});
  try {
    for (let start = 0; start < count; start += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, count - start) }, (_, offset) => {
        const index = start + offset;
        const room = index % rooms.length;
        const members = rooms[room]!.members;
        return openSocket(
          url,
          rooms[room]!.consultationId,
          room,
          members[Math.floor(index / rooms.length) % members.length]!,
        );
      });
      sockets.push(...(await Promise.all(batch)));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { sockets, close };
}

export async function runChatLoad(
  options: ChatLoadOptions,
  open: ChatSockets,
): Promise<ChatLoadResult> {
  const { url, rooms, rate, seconds, drainMs = 2_000 } = options;
  const prefix = `chat ${randomBytes(4).toString('hex')} #`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const sentAt = new Map<string, number>();
  const outcome = new Map<string, 'accepted' | 'shed' | 'failed'>();
  const postMs: number[] = [];
  const failed: string[] = [];
  for (const entry of open.sockets) entry.seen.clear();
  const listeners = open.sockets.map((entry) => {
    const listener = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type !== 'message' || !message.data.message.startsWith(prefix)) return;
      const text = message.data.message;
      const times = entry.seen.get(text) ?? [];
      times.push(performance.now());
      entry.seen.set(text, times);
    };
    entry.socket.on('message', listener);
    return listener;
  });

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const offered = Math.round(rate * seconds);
  const posts: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  while (sent < offered) {
    const due = Math.min(offered, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent += 1) {
      const index = sent;
      const room = rooms[index % rooms.length]!;
      const cookie = room.senders[Math.floor(index / rooms.length) % room.senders.length]!;
      const text = `${prefix}${index}`;
      const at = performance.now();
      sentAt.set(text, at);
      posts.push(
        post(agent, `${url}/api/consultations/${room.consultationId}/messages`, cookie, text).then(
          (answer) => {
            postMs.push(performance.now() - at);
            if (answer.status === 201) outcome.set(text, 'accepted');
            else if ((answer.status === 503 || answer.status === 429) && answer.retryAfter) {
              outcome.set(text, 'shed');
            } else {
              outcome.set(text, 'failed');
              failed.push(`${answer.status} ${answer.body.slice(0, 200)}`);
            }
          },
        ),
      );
    }
    await sleep(2);
  }
  await Promise.all(posts);
  const answeredMs = performance.now() - start;
  lag.disable();
  const accepted = [...outcome.values()].filter((value) => value === 'accepted').length;
  const acceptedByRoom = rooms.map(() => new Set<string>());
  for (const [text, value] of outcome) {
    if (value === 'accepted')
      acceptedByRoom[Number(text.slice(prefix.length)) % rooms.length]!.add(text);
  }
  const complete = () =>
    open.sockets.every((entry) =>
      [...acceptedByRoom[entry.room]!].every((text) => entry.seen.has(text)),
    );
  const deadline = Date.now() + drainMs + 10_000;
  while (!complete() && Date.now() < deadline) await sleep(20);
  await sleep(drainMs / 4);
  open.sockets.forEach((entry, index) => entry.socket.off('message', listeners[index]!));
  agent.destroy();

  const pushMs: number[] = [];
  let expected = 0;
  let delivered = 0;
  let lost = 0;
  let duplicated = 0;
  let stray = 0;
  for (const entry of open.sockets) {
    const wanted = acceptedByRoom[entry.room]!;
    expected += wanted.size;
    for (const text of wanted) if (!entry.seen.has(text)) lost += 1;
    for (const [text, times] of entry.seen) {
      if (!wanted.has(text)) {
        stray += times.length;
        continue;
      }
      delivered += 1;
      duplicated += times.length - 1;
      pushMs.push(times[0]! - sentAt.get(text)!);
    }
  }
  return {
    rate,
    seconds,
    offered,
    accepted,
    shed: [...outcome.values()].filter((value) => value === 'shed').length,
    failed,
    acceptedPerSecond: accepted / (answeredMs / 1000),
    post: percentiles(postMs),
    push: percentiles(pushMs),
    expected,
    delivered,
    lost,
    duplicated,
    stray,
    clientLagP99: lag.percentile(99) / 1e6,
  };
}

export function formatChatLoad(result: ChatLoadResult, sockets: number, rooms: number): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `Chat at ${result.rate} msg/s for ${result.seconds} s: ${sockets} sockets in ${rooms} rooms`,
    `  ${result.accepted}/${result.offered} accepted (${result.acceptedPerSecond.toFixed(0)} msg/s), ${result.shed} shed (503/429 + Retry-After), ${result.failed.length} failed`,
    `  POST answered: p50 ${ms(result.post.p50)}, p99 ${ms(result.post.p99)}, max ${ms(result.post.max)}`,
    `  POST → push:   p50 ${ms(result.push.p50)}, p99 ${ms(result.push.p99)}, max ${ms(result.push.max)}`,
    `  ${result.delivered}/${result.expected} deliveries; lost ${result.lost}, duplicated ${result.duplicated}, stray ${result.stray}`,
    `  the bench's own event loop delay: p99 ${ms(result.clientLagP99)}`,
    ...result.failed.slice(0, 5).map((failure) => `    ${failure}`),
  ].join('\n');
}

function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

function post(
  agent: http.Agent,
  url: string,
  cookie: string,
  message: string,
): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const body = JSON.stringify({ message });
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: text,
          }),
        );
      },
    );
    request.on('error', (error) =>
      resolve({ status: 0, retryAfter: undefined, body: error.message }),
    );
    request.end(body);
  });
}

/** Times a socket whose upgrade was refused (503 + Retry-After: the server busy) is tried again. */
const SOCKET_TRIES = 5;

/**
 * Opens a socket and joins its room. An upgrade refused as busy (the server shedding while the
 * sockets open on a loaded machine) is tried again after its Retry-After, as the web app does.
 */
async function openSocket(
  url: string,
  consultationId: string,
  room: number,
  cookie: string,
): Promise<{ socket: WebSocket; room: number; seen: Map<string, number[]> }> {
  for (let attempt = 1; ; attempt += 1) {
    const opened = await openSocketOnce(url, consultationId, room, cookie);
    if (!('retryAfterMs' in opened)) return opened;
    if (attempt >= SOCKET_TRIES) throw new Error(`Socket for room ${room}: refused as busy`);
    await sleep(opened.retryAfterMs);
  }
}

async function openSocketOnce(
  url: string,
  consultationId: string,
  room: number,
  cookie: string,
): Promise<
  { socket: WebSocket; room: number; seen: Map<string, number[]> } | { retryAfterMs: number }
> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie, origin: url },
  });
  const refused = await new Promise<number | null>((resolve, reject) => {
    const fail = (reason: string) => reject(new Error(`Socket for room ${room}: ${reason}`));
    socket.once('unexpected-response', (_request, response) => {
      const retryAfter = Number(response.headers['retry-after']);
      response.resume();
      if (response.statusCode === 503 && retryAfter > 0) resolve(retryAfter * 1000);
      else fail(`Unexpected server response: ${response.statusCode}`);
    });
    socket.once('error', (error) => fail(error.message));
    socket.once('close', (code, reason) => fail(`closed ${code} ${reason.toString()}`));
    const onJoin = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'registered' && message.consultationId === consultationId) {
        socket.off('message', onJoin);
        resolve(null);
      } else if (message.type === 'error') fail(`error frame ${message.code}: ${message.message}`);
    };
    socket.on('message', onJoin);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'register', consultationId })));
  });
  socket.removeAllListeners('error');
  socket.removeAllListeners('close');
  socket.on('error', () => {});
  if (refused !== null) {
    socket.terminate();
    return { retryAfterMs: refused };
  }
  return { socket, room, seen: new Map<string, number[]>() };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
