import { randomBytes } from 'node:crypto';
import { openChatRoom } from './demo.ts';
import type { ChaosEnvironment } from './environment.ts';
import { sleep, slowest, statusCounts, timedFetch } from './http.ts';
import { joinRoom } from './redis-freeze.ts';
import { check, duration, skipped, type Check } from './report.ts';

const DRILL = 'Redis killed';
const MESSAGES = 5;
/** A chat post must not wait on Redis: it answers in well under a second either way. */
const POST_LIMIT_MS = 1_000;
const DELIVERY_LIMIT_MS = 3_000;

/**
 * Redis SIGKILLed in the middle of a chat: posting must still answer quickly, and the people on
 * this instance must still get the messages (Redis only fans out to other instances).
 */
export async function redisOutageDrill(env: ChaosEnvironment): Promise<Check[]> {
  const redis = env.redis;
  if (!redis) return [skipped(DRILL, 'redis-server is not installed')];
  const { url } = env.server;
  const room = await openChatRoom(url, env.demoPassword);
  const listener = await joinRoom(url, room.owner, room.consultationId);
  const seen = { has: (text: string) => listener.texts().includes(text) };
  const run = randomBytes(3).toString('hex');
  const post = (text: string) =>
    timedFetch(`${url}/api/consultations/${room.consultationId}/messages`, {
      method: 'POST',
      headers: { cookie: room.professional },
      json: { message: text },
    });
  try {
    const baseline = await post(`chaos ${run} before`);
    if (baseline.status !== 201) throw new Error(`A chat post answered ${baseline.status}`);

    await redis.kill();
    const texts = Array.from({ length: MESSAGES }, (_, i) => `chaos ${run} #${i}`);
    const posts = [];
    for (const text of texts) posts.push(await post(text));
    const sentAt = performance.now();
    while (
      texts.some((text) => !seen.has(text)) &&
      performance.now() - sentAt < DELIVERY_LIMIT_MS
    ) {
      await sleep(20);
    }
    const delivered = texts.filter((text) => seen.has(text)).length;
    return [
      check(
        DRILL,
        `posts answered under ${duration(POST_LIMIT_MS)}`,
        posts.every((o) => o.status === 201) && slowest(posts) < POST_LIMIT_MS,
        `${statusCounts(posts)}, slowest ${duration(slowest(posts))}`,
      ),
      check(
        DRILL,
        'delivered on this instance',
        delivered === MESSAGES,
        `${delivered}/${MESSAGES} on the owner's socket`,
      ),
    ];
  } finally {
    listener.socket.close();
    // Back for the drills that follow.
    await redis.start();
  }
}
