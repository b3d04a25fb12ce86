import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { loadDotEnv } from '../src/config.ts';
import { DEMO_PEOPLE } from '../src/db/seed/demo-people.ts';
import { formatLiveLoad, liveLoadPassed, runLiveLoad } from './live-load.ts';
import { findDemoRooms } from './demo-rooms.ts';
import { describeFailure, failed, formatTable, type Round } from './report.ts';
import { launchServer, type BenchServer } from './server.ts';
import { signIn } from './sign-in.ts';

// `npm run bench`: short autocannon rounds against the real server on the read paths people hit
// most. Numbers from one machine only compare with numbers from the same machine.

type Who = 'anyone' | 'user' | 'professional';

const ENDPOINTS: { path: string; as: Who }[] = [
  { path: '/api/health', as: 'anyone' },
  { path: '/api/specializations', as: 'anyone' },
  { path: '/api/urgency-pricing', as: 'anyone' },
  { path: '/api/auth/user', as: 'user' },
  { path: '/api/consultations', as: 'user' },
  { path: '/api/consultations/with-offers', as: 'user' },
  { path: '/api/stats/user', as: 'user' },
  { path: '/api/professional/available-consultations', as: 'professional' },
  { path: '/api/professional/offers', as: 'professional' },
];

// Demo accounts with data behind them: Amit has consultations with offers waiting; Rajesh is an
// approved CA professional with offers made.
const ACCOUNTS = { user: DEMO_PEOPLE.amit.email, professional: DEMO_PEOPLE.rajesh.email };

// autocannon drops its sockets when time is up, but the server still runs the handlers of the
// requests in flight. Let them finish, so they neither slow the next round nor meet a database
// closed under them by the shutdown (PostgreSQL logs "Cannot use a pool after calling end").
const SETTLE_MS = 1000;

async function main(): Promise<number> {
  // The server reads .env itself; reading it here too lets a DATABASE_URL there decide both sides.
  loadDotEnv();
  const settings = {
    duration: positiveInt('BENCH_DURATION', 5),
    connections: positiveInt('BENCH_CONNECTIONS', 10),
    liveSockets: positiveInt('BENCH_LIVE_SOCKETS', 300),
    liveMessages: positiveInt('BENCH_LIVE_MESSAGES', 60),
  };
  console.log('Starting the server…');
  const server = await launchServer();
  // Ctrl-C still stops the server and removes its data; `on`, not `once`: a second signal while
  // stopping must not kill this process before the temporary DATA_DIR is gone.
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    await server.ready;
    const http = await measure(server, settings);
    const live = await measureLiveChannel(server, settings);
    return Math.max(http, live);
  } finally {
    await server.stop();
  }
}

interface Settings {
  duration: number;
  connections: number;
  liveSockets: number;
  liveMessages: number;
}

async function measure(server: BenchServer, settings: Settings): Promise<number> {
  const cookies: Record<Who, string | undefined> = {
    anyone: undefined,
    user: await signIn(server.url, ACCOUNTS.user),
    professional: await signIn(server.url, ACCOUNTS.professional),
  };
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
async function measureLiveChannel(server: BenchServer, settings: Settings): Promise<number> {
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

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}".`);
  }
  return value;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The benchmark could not run:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
