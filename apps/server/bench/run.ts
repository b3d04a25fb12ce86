import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { loadDotEnv } from '../src/config.ts';
import { formatLiveLoad, liveLoadPassed, runLiveLoad } from './live-load.ts';
import { findDemoRooms } from './demo-rooms.ts';
import { describeFailure, failed, formatTable, type Round } from './report.ts';
import { launchServer, type BenchServer } from './server.ts';
import { signIn } from './sign-in.ts';
import { DEMO_ACCOUNTS, ENDPOINTS, SETTLE_MS, type Who } from './endpoints.ts';
import { benchPlanOf, type ReadSettings } from './modes.ts';
import { measureAgainstFloor } from './versus-floor.ts';
import { runScale } from './scale.ts';
import { runChatBench } from './chat-throughput.ts';
import { runAssistantBench } from './assistant-latency.ts';

// `npm run bench`: short autocannon rounds against the real server on the read paths people hit
// most. Numbers from one machine only compare with numbers from the same machine. On PostgreSQL
// (DATABASE_URL) each read is measured against the floor (floor.ts) and reported as a ratio;
// `npm run bench -- --scale 100000` measures how the reads grow with the data (scale.ts);
// `npm run bench -- --chat` measures chat throughput over 1,000 sockets (chat-throughput.ts);
// `npm run bench -- --assistant` the built-in assistant's answer time (assistant-latency.ts).
// BENCH_PLAN_ONLY=1 prints what a command would run (modes.ts) and starts nothing.

async function main(): Promise<number> {
  // The server reads .env itself; reading it here too lets a DATABASE_URL there decide both sides.
  loadDotEnv();
  const plan = benchPlanOf(process.argv.slice(2));
  if (process.env.BENCH_PLAN_ONLY === '1') {
    console.log(JSON.stringify(plan));
    return 0;
  }
  if (plan.mode === 'scale') return runScale(plan.scale!);
  if (plan.mode === 'chat') return runChatBench();
  if (plan.mode === 'assistant') return runAssistantBench();
  const settings = plan.reads;
  const checkOnly = plan.mode === 'check';
  console.log('Starting the server…');
  const server = await launchServer();
  // Ctrl-C still stops the server and removes its data; `on`, not `once`: a second signal while
  // stopping must not kill this process before the temporary DATA_DIR is gone.
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    await server.ready;
    const http = await measureReads(server, settings, checkOnly);
    if (checkOnly) return http;
    const live = await measureLiveChannel(server, settings);
    return Math.max(http, live);
  } finally {
    await server.stop();
  }
}

/** Against the floor on PostgreSQL; on PGlite (no floor possible) the plain table. */
async function measureReads(
  server: BenchServer,
  settings: ReadSettings,
  checkOnly: boolean,
): Promise<number> {
  const cookies: Record<Who, string | undefined> = {
    anyone: undefined,
    user: await signIn(server.url, DEMO_ACCOUNTS.user),
    professional: await signIn(server.url, DEMO_ACCOUNTS.professional),
  };
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    return measureAgainstFloor(server, databaseUrl, cookies, {
      connections: settings.floorConnections,
      roundSeconds: settings.roundSeconds,
      pairs: settings.pairs,
      checkOnly,
    });
  }
  console.log(
    'The floor comparison needs PostgreSQL (set DATABASE_URL); measuring the server alone.',
  );
  return measure(server, cookies, settings);
}

async function measure(
  server: BenchServer,
  cookies: Record<Who, string | undefined>,
  settings: ReadSettings,
): Promise<number> {
  console.log(
    `${server.database} at ${server.url}: ${settings.duration} s per endpoint, ${settings.connections} connections`,
  );

  const rounds: Round[] = [];
  for (const { path, as } of ENDPOINTS) {
    const cookie = cookies[as];
    const result = await autocannon({
      url: server.url + path,
      connections: settings.connections,
      duration: settings.duration,
      headers: cookie ? { cookie } : {},
    });
    rounds.push({ path, as, result });
    console.log(`  measured GET ${path}`);
    await sleep(SETTLE_MS);
  }

  console.log(`\n${formatTable(rounds)}\n`);
  const failures = rounds.filter(failed);
  if (failures.length === 0) return 0;
  console.error(`Failed: some answers were not 2xx or did not arrive.`);
  for (const round of failures) console.error(`  ${describeFailure(round)}`);
  return 1;
}

/**
 * The live channel: BENCH_LIVE_SOCKETS sockets in the demo's chat rooms, BENCH_LIVE_MESSAGES chat
 * messages through them; fails unless each reaches every socket of its room exactly once.
 */
async function measureLiveChannel(server: BenchServer, settings: ReadSettings): Promise<number> {
  const rooms = await findDemoRooms(server.url);
  const result = await runLiveLoad({
    url: server.url,
    rooms,
    sockets: settings.liveSockets,
    messages: settings.liveMessages,
  });
  console.log(`${formatLiveLoad(result)}\n`);
  if (liveLoadPassed(result)) return 0;
  console.error('Failed: live channel messages were lost, duplicated or misdelivered.');
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // fetch's own message ("fetch failed") hides the reason in its cause.
    const reason = error instanceof Error ? `${error.message}${causeOf(error)}` : error;
    console.error('The benchmark could not run:', reason);
    process.exit(1);
  },
);

function causeOf(error: Error): string {
  return error.cause instanceof Error ? ` (${error.cause.message})` : '';
}
