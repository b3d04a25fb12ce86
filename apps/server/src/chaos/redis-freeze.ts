import { randomBytes } from 'node:crypto';
import { MESSAGE_PAGE_MAX, type ServerMessage } from '@salahkar/domain';
import { WebSocket } from 'ws';
import { openChatRoom } from './demo.ts';
import type { ChaosEnvironment } from './environment.ts';
import { sleep, slowest, statusCounts, timedFetch, type Outcome } from './http.ts';
import { check, duration, skipped, type Check } from './report.ts';

const DRILL = 'Redis frozen, two instances';
const POST_LIMIT_MS = 1_000;
/** Resyncs reaching a socket are gathered for 2.5 s (live-registry.ts); then some slack. */
const RESYNC_SETTLE_MS = 5_000;

/** A socket in a case's room, keeping every frame it hears. */
export interface RoomSocket {
  socket: WebSocket;
  frames: ServerMessage[];
  texts(): string[];
  resyncs(): number;
}

/**
 * Redis stopped (SIGSTOP: connections open, nothing answered) for seconds while the case's owner
 * posts on the first instance, the professional's socket being on the second. Posts answer at
 * once and reach the owner's socket live; once Redis wakes, the professional's socket is told to
 * refetch exactly once, every post is there, and pushes flow between the instances again.
 */
export async function redisFreezeDrill(env: ChaosEnvironment): Promise<Check[]> {
  const { redis, second } = env;
  if (!redis || !second) return [skipped(DRILL, 'needs redis-server and PostgreSQL')];
  const room = await openChatRoom(env.server.url, env.demoPassword);
  const onA = await joinRoom(env.server.url, room.owner, room.consultationId);
  const onB = await joinRoom(second.url, room.professional, room.consultationId);
  const run = randomBytes(3).toString('hex');
  const post = (text: string) =>
    timedFetch(`${env.server.url}/api/consultations/${room.consultationId}/messages`, {
      method: 'POST',
      headers: { cookie: room.owner },
      json: { message: text },
    });
  // A resync still owed to earlier drills (Redis killed just before) arrives first; it is not
  // this outage's, so the count starts after it.
  await sleep(RESYNC_SETTLE_MS);
  onA.frames.length = 0;
  onB.frames.length = 0;
  const frozenMs = env.quick ? 3_000 : 6_000;
  const posts: Outcome[] = [];
  const texts: string[] = [];
  try {
    redis.freeze();
    const frozenAt = performance.now();
    for (let i = 0; performance.now() - frozenAt < frozenMs; i += 1) {
      const text = `frozen ${run} #${i}`;
      texts.push(text);
      posts.push(await post(text));
      await sleep(400);
    }
    redis.thaw();
    const thawedAt = performance.now();
    while (onB.resyncs() === 0 && performance.now() - thawedAt < 15_000) await sleep(50);
    const resyncIn = performance.now() - thawedAt;
    await sleep(RESYNC_SETTLE_MS);
    const after = `after thaw ${run}`;
    await post(after);
    const sentAfter = performance.now();
    while (!onB.texts().includes(after) && performance.now() - sentAfter < 5_000) await sleep(50);
    const page = await timedFetch(
      `${second.url}/api/consultations/${room.consultationId}/messages?limit=${MESSAGE_PAGE_MAX}`,
      { headers: { cookie: room.professional } },
    );
    const listed = texts.filter((text) => page.body.includes(text)).length;
    const liveOnA = texts.filter((text) => onA.texts().includes(text)).length;
    return [
      check(
        DRILL,
        `posts answered under ${duration(POST_LIMIT_MS)} while frozen`,
        posts.every((o) => o.status === 201) && slowest(posts) < POST_LIMIT_MS,
        `${statusCounts(posts)}, slowest ${duration(slowest(posts))} over ${duration(frozenMs)}`,
      ),
      check(
        DRILL,
        'one resync per socket on the other instance',
        onB.resyncs() === 1 && onA.resyncs() === 0,
        `${onB.resyncs()} on the second instance's socket (first ${duration(resyncIn)} after the thaw), ${onA.resyncs()} on the first's`,
      ),
      check(
        DRILL,
        'every post stored, heard live here, and pushes flow again',
        listed === texts.length && liveOnA === texts.length && onB.texts().includes(after),
        `${listed}/${texts.length} listed on the second instance, ${liveOnA}/${texts.length} live on the first; after the thaw ${onB.texts().includes(after) ? 'pushed across' : 'not pushed'}`,
      ),
    ];
  } finally {
    redis.thaw();
    onA.socket.close();
    onB.socket.close();
  }
}

/** Opens the live channel as a signed-in person and joins the consultation's room. */
export async function joinRoom(
  url: string,
  cookie: string,
  consultationId: string,
): Promise<RoomSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
    headers: { cookie, origin: url },
  });
  const frames: ServerMessage[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      frames.push(message);
      if (message.type === 'registered' && message.consultationId === consultationId) resolve();
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'register', consultationId })));
  });
  return {
    socket,
    frames,
    texts: () => frames.flatMap((frame) => (frame.type === 'message' ? [frame.data.message] : [])),
    resyncs: () => frames.filter((frame) => frame.type === 'resync').length,
  };
}
