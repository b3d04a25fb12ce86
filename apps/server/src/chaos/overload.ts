import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { openChatRooms } from './demo.ts';
import type { ChaosEnvironment } from './environment.ts';
import { sleep, timedFetch, type Outcome } from './http.ts';
import { percentile, postJson, rssMb, storedTexts } from './load.ts';
import { check, duration, skipped, type Check } from './report.ts';

const DRILL = 'overload';
const CLIENTS = 300;
const HEALTH_P99_MS = 200;
const POSTS_PER_SECOND = 200;
const FIRST_2XX_MS = 500;
/** RSS back within this share of its level before the storm… */
const RSS_MARGIN = 0.2;
/** …within this long after it. */
const RSS_SETTLE_MS = 60_000;

/**
 * 300 impolite clients post to the demo chats as fast as they can, each sending its message again
 * at once after a 503 (Retry-After ignored), while health is polled every 100 ms. Health must stay
 * quick, the chats must keep taking messages at a good pace, every message acknowledged must be
 * stored (once), the first message after the storm must go through at once, and the server's
 * memory must come back down.
 */
export async function overloadDrill(env: ChaosEnvironment): Promise<Check[]> {
  if (!env.databaseUrl)
    return [skipped(DRILL, 'needs PostgreSQL (the chats are read back by SQL)')];
  const { url } = env.server;
  const loadMs = env.quick ? 8_000 : 30_000;
  const rooms = await openChatRooms(url, env.demoPassword);
  const prefix = `overload ${randomBytes(3).toString('hex')}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const rssBefore = rssMb(env.server.pid());

  let stopped = false;
  const accepted: string[] = [];
  const statuses = new Map<number, number>();
  const client = async (index: number) => {
    const room = rooms[index % rooms.length]!;
    const cookie = index % 2 === 0 ? room.owner : room.professional;
    const path = `${url}/api/consultations/${room.consultationId}/messages`;
    let sent = 0;
    while (!stopped) {
      const text = `${prefix} ${index}-${sent}`;
      // The same text until it is taken: a refusal that was in fact stored shows as a duplicate.
      const outcome = await postJson(agent, path, cookie, { message: text });
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.status === 201) {
        accepted.push(text);
        sent += 1;
      }
    }
  };
  const health: Outcome[] = [];
  const pollHealth = async () => {
    while (!stopped) {
      health.push(await timedFetch(`${url}/api/health`, { timeoutMs: 10_000 }));
      await sleep(100);
    }
  };

  const startedAt = performance.now();
  const running = [...Array.from({ length: CLIENTS }, (_, i) => client(i)), pollHealth()];
  await sleep(loadMs);
  stopped = true;
  const stoppedAt = performance.now();
  // The first message after the storm, sent by a polite client the moment the load stops.
  const room = rooms[0]!;
  let firstOk = 0;
  for (let tries = 0; tries < 200 && !firstOk; tries += 1) {
    const outcome = await postJson(
      new http.Agent({ keepAlive: false }),
      `${url}/api/consultations/${room.consultationId}/messages`,
      room.owner,
      { message: `${prefix} after-${tries}` },
    );
    if (outcome.status >= 200 && outcome.status < 300) firstOk = performance.now();
    else await sleep(20);
  }
  await Promise.all(running);
  const elapsedS = (stoppedAt - startedAt) / 1000;
  agent.destroy();

  const rssAfter = rssMb(env.server.pid());
  const settleMs = env.quick ? 10_000 : RSS_SETTLE_MS;
  const settleStart = performance.now();
  let rssSettled = rssAfter;
  while (performance.now() - settleStart < settleMs) {
    await sleep(1_000);
    rssSettled = rssMb(env.server.pid());
    if (rssBefore && rssSettled && rssSettled <= rssBefore * (1 + RSS_MARGIN)) break;
  }
  const settledIn = performance.now() - settleStart;

  const { stored, duplicated } = await storedTexts(env.databaseUrl, accepted, prefix);
  const healthMs = health.map((o) => o.ms);
  const healthP99 = percentile(healthMs, 99);
  const perSecond = accepted.length / elapsedS;
  const answers = [...statuses].map(([status, count]) => `${status || 'none'} × ${count}`);
  const memoryBack = rssBefore !== null && rssSettled !== null;
  return [
    check(
      DRILL,
      `health p99 < ${HEALTH_P99_MS} ms under ${CLIENTS} impolite clients`,
      healthP99 < HEALTH_P99_MS && health.every((o) => o.status === 200 || o.status === 503),
      `p50 ${duration(percentile(healthMs, 50))}, p99 ${duration(healthP99)}, max ${duration(Math.max(0, ...healthMs))} over ${health.length} polls`,
    ),
    check(
      DRILL,
      `chat ≥ ${POSTS_PER_SECOND} posts/s accepted`,
      perSecond >= POSTS_PER_SECOND,
      `${Math.round(perSecond)}/s (${accepted.length} in ${elapsedS.toFixed(1)} s, ${rooms.length} rooms); answers ${answers.join(', ')}`,
    ),
    check(
      DRILL,
      'every accepted post stored, once',
      stored === accepted.length && duplicated === 0,
      `${stored}/${accepted.length} stored, ${duplicated} stored twice`,
    ),
    check(
      DRILL,
      `first 2xx within ${duration(FIRST_2XX_MS)} after the load stops`,
      firstOk > 0 && firstOk - stoppedAt < FIRST_2XX_MS,
      firstOk ? `${duration(firstOk - stoppedAt)}` : 'none',
    ),
    env.quick
      ? check(
          DRILL,
          'memory after the storm (reported; checked in the full run)',
          true,
          `RSS ${rssBefore} MB before, ${rssAfter} MB after, ${rssSettled} MB ${duration(settledIn)} later`,
        )
      : check(
          DRILL,
          `RSS back within ${RSS_MARGIN * 100} % within ${duration(RSS_SETTLE_MS)}`,
          memoryBack && rssSettled! <= rssBefore! * (1 + RSS_MARGIN),
          `RSS ${rssBefore} MB before, ${rssAfter} MB after, ${rssSettled} MB ${duration(settledIn)} later`,
        ),
  ];
}
