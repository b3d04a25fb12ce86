import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { formatLiveLoad, liveLoadPassed, runLiveLoad } from './live-load.ts';
import { findDemoRooms } from './demo-rooms.ts';
import { describeFailure, failed, formatTable, type Round } from './report.ts';
import { launchServer, type BenchServer } from './server.ts';
import { signIn } from './sign-in.ts';
import { DEMO_ACCOUNTS, ENDPOINTS, SETTLE_MS, type Who } from './endpoints.ts';
import type { ReadSettings } from './modes.ts';
import { measureAgainstFloor } from './versus-floor.ts';

// The read bench (`npm run bench`, and `--check`): short autocannon rounds against the real
// server on the read paths people hit most, then the live channel under load.

/** Measures the reads (only compares their answers with `checkOnly`); 0 when all passed. */
export async function runReads(settings: ReadSettings, checkOnly: boolean): Promise<number> {
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
