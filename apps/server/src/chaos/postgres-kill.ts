import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { openChatRoom } from './demo.ts';
import type { ChaosEnvironment } from './environment.ts';
import { sleep, statusCounts, timedFetch, type Outcome } from './http.ts';
import { postJson, storedTexts } from './load.ts';
import { check, duration, skipped, type Check } from './report.ts';

const DRILL = 'PostgreSQL kill -9';
const WRITERS = 4;
const DOWN_MS = 3_000;
/** Answers while PostgreSQL is gone come from the pool's connect timeout (5 s) at the latest. */
const ANSWER_LIMIT_MS = 6_000;

/**
 * PostgreSQL (this run's own cluster) killed with SIGKILL, every backend with it, while chat posts
 * keep coming (about 20 a second), then started again: every answer meanwhile is a 503 (never a
 * 500 or a hang), posts are taken again without anyone touching the server, and every post that
 * was acknowledged is stored, however the kill fell.
 */
export async function postgresKillDrill(env: ChaosEnvironment): Promise<Check[]> {
  const postgres = env.postgres;
  if (!postgres || !env.databaseUrl) {
    return [skipped(DRILL, 'initdb/pg_ctl not installed: only a cluster of our own is killed')];
  }
  const { url } = env.server;
  const room = await openChatRoom(url, env.demoPassword);
  const prefix = `pgkill ${randomBytes(3).toString('hex')}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
  const phases = { before: [] as Outcome[], down: [] as Outcome[], after: [] as Outcome[] };
  let phase: keyof typeof phases = 'before';
  const accepted: string[] = [];
  let recoveredAt = 0;
  let stopped = false;
  const writer = async (index: number) => {
    for (let n = 0; !stopped; n += 1) {
      const started = phase;
      const text = `${prefix} ${index}-${n}`;
      const raw = await postJson(
        agent,
        `${url}/api/consultations/${room.consultationId}/messages`,
        index % 2 ? room.professional : room.owner,
        { message: text },
      );
      phases[started].push({ ...raw, retryAfter: null, body: '', error: null });
      if (raw.status === 201) {
        accepted.push(text);
        if (started === 'after' && !recoveredAt) recoveredAt = performance.now();
      }
      await sleep(200);
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
  await sleep(1_500);
  phase = 'down';
  await postgres.kill();
  await sleep(DOWN_MS);
  const healthDown = await timedFetch(`${url}/api/health`);
  await postgres.start();
  const restartedAt = performance.now();
  phase = 'after';
  while (!recoveredAt && performance.now() - restartedAt < 30_000) await sleep(50);
  await sleep(1_000);
  stopped = true;
  await Promise.all(writers);
  agent.destroy();
  const healthAfter = await timedFetch(`${url}/api/health`);

  const down = phases.down;
  const slowest = Math.max(0, ...down.map((o) => o.ms));
  const { stored, duplicated } = await storedTexts(env.databaseUrl, accepted, prefix);
  return [
    check(
      DRILL,
      'answered 503 while down (201 if taken before), never 500 or a hang',
      down.some((o) => o.status === 503) &&
        down.every((o) => o.status === 503 || o.status === 201) &&
        slowest < ANSWER_LIMIT_MS,
      `${statusCounts(down)}, slowest ${duration(slowest)}; health ${healthDown.status}`,
    ),
    check(
      DRILL,
      'took posts again by itself',
      recoveredAt > 0 && healthAfter.status === 200,
      recoveredAt
        ? `first 201 ${duration(recoveredAt - restartedAt)} after PostgreSQL was started again`
        : 'never',
    ),
    check(
      DRILL,
      'every acknowledged post stored, once',
      stored === accepted.length && duplicated === 0,
      `${stored}/${accepted.length} stored, ${duplicated} stored twice`,
    ),
  ];
}
