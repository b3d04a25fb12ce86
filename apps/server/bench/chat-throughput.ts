import pg from 'pg';
import { formatChatLoad, openChatSockets, runChatLoad, type ChatLoadResult } from './chat-load.ts';
import { loadChatRooms } from './chat-rooms.ts';
import { positiveInt } from './endpoints.ts';
import { postgresCpuBetween, postgresCpuMs, processCpuMs } from './process-cpu.ts';
import { createScratchDatabase } from './scale-db.ts';
import { launchServer, type BenchServer } from './server.ts';

// `npm run bench -- --chat`: chat under a busy day's load on PostgreSQL. A scratch database gets
// BENCH_CHAT_ROOMS cases in progress; BENCH_CHAT_SOCKETS sockets join their rooms; messages are
// POSTed at BENCH_CHAT_RATE per second for BENCH_CHAT_SECONDS. Goal: every message taken, its push
// at every socket of its room within CHAT_PUSH_P99_GOAL_MS at the 99th percentile, none lost or
// twice. Then BENCH_CHAT_OVERLOAD_RATE, well past what the machine can take: the server must shed
// (503/429 with Retry-After) and still lose or repeat nothing it accepted.

const CHAT_PUSH_P99_GOAL_MS = 50;
/** A saturated server answers within this, accepted or refused, instead of queueing without bound. */
const OVERLOAD_POST_P99_LIMIT_MS = 2_000;

export async function runChatBench(): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'The chat round needs PostgreSQL: set DATABASE_URL (a scratch database is made beside it).',
    );
    return 1;
  }
  const settings = {
    rooms: positiveInt('BENCH_CHAT_ROOMS', 400),
    sockets: positiveInt('BENCH_CHAT_SOCKETS', 1000),
    rate: positiveInt('BENCH_CHAT_RATE', 500),
    seconds: positiveInt('BENCH_CHAT_SECONDS', 10),
    overloadRate: positiveInt('BENCH_CHAT_OVERLOAD_RATE', 3000),
    overloadSeconds: positiveInt('BENCH_CHAT_OVERLOAD_SECONDS', 5),
  };
  const scratch = await createScratchDatabase(serverUrl);
  console.log(`Scratch database ${scratch.name}; starting the server on it…`);
  let server: BenchServer | undefined;
  const client = new pg.Client({ connectionString: scratch.url });
  const cleanUp = async () => {
    await server?.stop();
    await client.end().catch(() => undefined);
    await scratch.drop();
  };
  const stopOnSignal = () => void cleanUp().finally(() => process.exit(130));
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    server = await launchServer(scratch.url);
    await server.ready;
    await client.connect();
    const rooms = await loadChatRooms(client, scratch.url, settings.rooms);
    await client.query('analyze');
    const open = await openChatSockets(server.url, rooms, settings.sockets);
    console.log(`${open.sockets.length} sockets joined ${rooms.length} rooms.`);
    try {
      const round = async (rate: number, seconds: number) => {
        const before = { server: processCpuMs(server!.pid), postgres: postgresCpuMs() };
        const result = await runChatLoad({ url: server!.url, rooms, rate, seconds }, open);
        const after = { server: processCpuMs(server!.pid), postgres: postgresCpuMs() };
        const serverMs =
          before.server === undefined || after.server === undefined
            ? undefined
            : after.server - before.server;
        const postgresMs = postgresCpuBetween(before.postgres, after.postgres);
        const perMessage = (ms: number | undefined) =>
          ms === undefined || result.accepted === 0
            ? 'unknown'
            : `${(ms / result.accepted).toFixed(2)} ms`;
        return {
          result,
          cpu: `  CPU per accepted message (refusals' cost included): server ${perMessage(serverMs)}, PostgreSQL (every backend on the machine) ${perMessage(postgresMs)}`,
        };
      };
      // Warm-up: the JIT, the pools and the statement caches, and every conversation started
      // (a message each way in each room: its first, which writes the recipient's bell entry and
      // takes the full transaction, decision 224), so the measured round is conversations under
      // way rather than 400 conversations opening in the same second.
      const warmRate = Math.ceil(settings.rate / 4);
      const warm = await round(warmRate, Math.max(2, Math.ceil((2 * rooms.length) / warmRate)));
      console.log(
        `\nWarm-up, every conversation's first messages:\n${formatChatLoad(warm.result, open.sockets.length, rooms.length)}`,
      );
      console.log(warm.cpu);
      const steady = await round(settings.rate, settings.seconds);
      console.log(`\n${formatChatLoad(steady.result, open.sockets.length, rooms.length)}`);
      console.log(steady.cpu);
      const overload = await round(settings.overloadRate, settings.overloadSeconds);
      console.log(`\n${formatChatLoad(overload.result, open.sockets.length, rooms.length)}`);
      console.log(`${overload.cpu}\n`);
      return verdict(steady.result, overload.result);
    } finally {
      await open.close();
    }
  } finally {
    await cleanUp();
  }
}

function verdict(steady: ChatLoadResult, overload: ChatLoadResult): number {
  const problems: string[] = [];
  for (const [name, result] of [
    ['steady', steady],
    ['overload', overload],
  ] as const) {
    if (result.lost + result.duplicated + result.stray > 0) {
      problems.push(`${name}: pushes lost, duplicated or stray`);
    }
    if (result.failed.length > 0)
      problems.push(`${name}: ${result.failed.length} answers were neither 201 nor shed`);
  }
  if (steady.accepted < steady.offered) problems.push('steady: not every message was accepted');
  if (steady.push.p99 > CHAT_PUSH_P99_GOAL_MS) {
    problems.push(`steady: POST → push p99 above ${CHAT_PUSH_P99_GOAL_MS} ms`);
  }
  if (overload.post.p99 > OVERLOAD_POST_P99_LIMIT_MS) {
    problems.push(
      `overload: POST p99 above ${OVERLOAD_POST_P99_LIMIT_MS} ms (queueing, not shedding)`,
    );
  }
  if (problems.length === 0) return 0;
  for (const problem of problems) console.error(`Failed: ${problem}`);
  return 1;
}
