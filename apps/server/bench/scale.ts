import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ENDPOINTS, positiveInt, type Who } from './endpoints.ts';
import { compareAnswers, getText } from './floor-check.ts';
import { launchFloor } from './floor-process.ts';
import { alignedTable, median } from './interleaved.ts';
import { sampleLatency, type LatencySample } from './latency.ts';
import { assertScratch, createScratchDatabase, type ScratchDatabase } from './scale-db.ts';
import { loadConsultations, loadPeople, signInPeople } from './scale-load.ts';
import { FIRST_STAGE } from './modes.ts';
import { launchServer, type BenchServer } from './server.ts';

// `npm run bench -- --scale 1000000`: how each read's latency grows with the data. Two scratch
// PostgreSQL databases hold the same people and first 1,000 consultations; one of them grows to
// the target. A real server runs on each, and every read is timed in interleaved rounds (small,
// large, then large, small, …), so a neighbour's burst of load hits both sizes alike. Goal (issue
// 33): each read's p50 at the target at most GROWTH_GOAL times its p50 at 1,000.

const GROWTH_GOAL = 1.5;
/** Consultations loaded per statement batch, so no one statement holds the whole load. */
const LOAD_BATCH = 50_000;
/** Between rounds, for the other side's connections to go idle. */
const ROUND_SETTLE_MS = 300;

/** One size of the data: its database, the server on it and the bench people's cookies. */
interface Stage {
  scratch: ScratchDatabase;
  client: pg.Client;
  consultations: number;
  cookies: Record<Who, string | undefined>;
  server?: BenchServer;
}

export async function runScale(target: number): Promise<number> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'The scale mode needs PostgreSQL: set DATABASE_URL (a scratch database is made beside it).',
    );
    return 1;
  }
  const settings = {
    connections: positiveInt('BENCH_SCALE_CONNECTIONS', 10),
    seconds: positiveInt('BENCH_ROUND_SECONDS', 3),
    pairs: positiveInt('BENCH_PAIRS', 5),
  };
  // BENCH_SCALE_DATABASE: a grown scratch database an earlier run kept, measured as it is (after
  // the server's migrations), so an index can be tried at a million without loading again.
  const kept = process.env.BENCH_SCALE_DATABASE;
  const small = stageOf(await createScratchDatabase(serverUrl));
  const large = stageOf(kept ? keptDatabase(kept) : await createScratchDatabase(serverUrl));
  let floor: BenchServer | undefined;
  const cleanUp = async () => {
    await floor?.stop();
    for (const stage of [small, large]) {
      await stage.server?.stop();
      await stage.client.end().catch(() => undefined);
      // BENCH_KEEP_SCRATCH=1 keeps the data for EXPLAIN and the like; drop it by hand afterwards.
      if (process.env.BENCH_KEEP_SCRATCH === '1') console.log(`Kept ${stage.scratch.url}`);
      else await stage.scratch.drop();
    }
  };
  const stopOnSignal = () => void cleanUp().finally(() => process.exit(130));
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    console.log(
      `Scratch databases ${small.scratch.name} (${FIRST_STAGE}) and ${large.scratch.name}` +
        `${kept ? ' (kept)' : ` (${target})`}; starting a server on each…`,
    );
    for (const stage of [small, large]) {
      stage.server = await launchServer(stage.scratch.url);
      await stage.server.ready;
      await stage.client.connect();
    }
    await loadFirstStage(small);
    if (kept) {
      large.cookies = cookiesOf(await signInPeople(large.client, large.scratch.url));
    } else {
      await loadFirstStage(large);
      const started = performance.now();
      for (let from = FIRST_STAGE; from < target; from += LOAD_BATCH) {
        const to = Math.min(target, from + LOAD_BATCH);
        await loadConsultations(large.client, large.scratch.url, from, to);
      }
      // VACUUM as well: the visibility map lets index-only scans skip the heap, and autovacuum
      // does not wake up mid-measurement to clean up after the load.
      await large.client.query('vacuum (analyze)');
      console.log(`Grew to ${target} consultations in ${since(started)}`);
    }
    for (const stage of [small, large]) {
      const counts = await countsOf(stage.client);
      stage.consultations = counts.consultations!;
      console.log(
        `${stage.scratch.name}: ${Object.entries(counts)
          .map(([table, rows]) => `${rows} ${table}`)
          .join(', ')}`,
      );
    }
    let mismatches = 0;
    for (const stage of [small, large]) {
      floor = await launchFloor(stage.scratch.url);
      await floor.ready;
      mismatches += await checkAgainstFloor(stage, floor);
      await floor.stop();
      floor = undefined;
    }
    console.log(
      `Load average before the rounds: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const growths = await measureGrowth(small, large, settings);
    console.log(
      `Load average after the rounds: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(`\n${formatGrowth(growths, small.consultations, large.consultations)}\n`);
    const failed = growths.some(({ rounds }) =>
      [...rounds.small, ...rounds.large].some((sample) => sample.failures > 0),
    );
    if (failed) console.error('Failed: some answers were not 200.');
    return failed || mismatches > 0 ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

function stageOf(scratch: ScratchDatabase): Stage {
  const client = new pg.Client({ connectionString: scratch.url });
  return { scratch, client, consultations: 0, cookies: cookiesOf(undefined) };
}

/** A scratch database an earlier run kept: measured, never dropped by this run. */
function keptDatabase(url: string): ScratchDatabase {
  assertScratch(url);
  return {
    name: decodeURIComponent(new URL(url).pathname.slice(1)),
    url,
    drop: () => Promise.resolve(),
  };
}

function cookiesOf(
  people: { userCookie: string; professionalCookie: string } | undefined,
): Record<Who, string | undefined> {
  return {
    anyone: undefined,
    user: people?.userCookie,
    professional: people?.professionalCookie,
  };
}

/** The people and the first FIRST_STAGE consultations, vacuumed. */
async function loadFirstStage(stage: Stage): Promise<void> {
  const started = performance.now();
  stage.cookies = cookiesOf(await loadPeople(stage.client, stage.scratch.url));
  await loadConsultations(stage.client, stage.scratch.url, 0, FIRST_STAGE);
  await stage.client.query('vacuum (analyze)');
  console.log(
    `${stage.scratch.name}: loaded 10,000 people and ${FIRST_STAGE} consultations in ${since(started)}`,
  );
}

async function countsOf(client: pg.Client): Promise<Record<string, number>> {
  const counts = await client.query<{ table: string; rows: number }>(
    `select * from (values
       ('consultations', (select count(*)::int from consultations)),
       ('offers', (select count(*)::int from professional_offers)),
       ('messages', (select count(*)::int from chat_messages)),
       ('reviews', (select count(*)::int from reviews))) as counts ("table", rows)`,
  );
  return Object.fromEntries(counts.rows.map((row) => [row.table, row.rows]));
}

/**
 * The floor's answers against the real server's at this size, and the second page of each list
 * through its `nextCursor`: deep pages and cursors only exist once the data is large. Returns the
 * number of mismatches (printed).
 */
async function checkAgainstFloor(stage: Stage, floor: BenchServer): Promise<number> {
  let mismatches = 0;
  for (const { path, as } of ENDPOINTS) {
    const paths = [path];
    const cookie = stage.cookies[as];
    const first = JSON.parse((await getText(stage.server!.url + path, cookie)).text) as {
      nextCursor?: string | null;
    };
    if (first.nextCursor) paths.push(`${path}?cursor=${encodeURIComponent(first.nextCursor)}`);
    for (const checked of paths) {
      const result = await compareAnswers(stage.server!.url, floor.url, checked, cookie);
      if (result.agreement !== 'mismatch') continue;
      mismatches += 1;
      console.error(`  ${checked}: answers differ from the floor's: ${result.detail}`);
    }
  }
  console.log(
    `${stage.scratch.name}: answers checked against the floor: ${mismatches === 0 ? 'all agree' : `${mismatches} differ`}`,
  );
  return mismatches;
}

interface Growth {
  path: string;
  rounds: { small: LatencySample[]; large: LatencySample[] };
  /** Large p50 ÷ small p50 of each pair of rounds, in the order measured. */
  ratios: number[];
}

/** Each read, `pairs` times at each size, the size going first alternating. */
async function measureGrowth(
  small: Stage,
  large: Stage,
  settings: { connections: number; seconds: number; pairs: number },
): Promise<Growth[]> {
  const growths: Growth[] = [];
  for (const { path, as } of ENDPOINTS) {
    const rounds = { small: [] as LatencySample[], large: [] as LatencySample[] };
    for (let pair = 0; pair < settings.pairs; pair += 1) {
      const order = pair % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
      for (const side of order) {
        const stage = side === 'small' ? small : large;
        const url = stage.server!.url + path;
        const cookie = stage.cookies[as];
        rounds[side].push(await sampleLatency(url, cookie, settings.connections, settings.seconds));
        await sleep(ROUND_SETTLE_MS);
      }
    }
    const ratios = rounds.large.map((round, pair) => round.p50 / rounds.small[pair]!.p50);
    growths.push({ path, rounds, ratios });
  }
  return growths;
}

/**
 * Above the goal only when every pair was: a spread that reaches the goal is noise or a near
 * miss, which more rounds or a quieter machine settle.
 */
function verdictOf({ rounds, ratios }: Growth): string {
  const failures = [...rounds.small, ...rounds.large].reduce((sum, s) => sum + s.failures, 0);
  if (failures > 0) return `${failures} answers not 200`;
  if (Math.min(...ratios) > GROWTH_GOAL) return `above ${GROWTH_GOAL}×`;
  if (Math.max(...ratios) > GROWTH_GOAL) return `spread reaches ${GROWTH_GOAL}×`;
  return '';
}

function formatGrowth(growths: Growth[], smallSize: number, largeSize: number): string {
  const header = [
    'endpoint',
    `p50 ms @${smallSize}`,
    `p50 ms @${largeSize}`,
    'growth',
    'spread',
    `p99 @${smallSize}`,
    `p99 @${largeSize}`,
    '',
  ];
  const rows = growths.map((growth) => {
    const { path, rounds, ratios } = growth;
    const middle = (samples: LatencySample[], pick: (sample: LatencySample) => number) =>
      median(samples.map(pick)).toFixed(2);
    return [
      `GET ${path}`,
      middle(rounds.small, (sample) => sample.p50),
      middle(rounds.large, (sample) => sample.p50),
      `${median(ratios).toFixed(2)}×`,
      `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
      middle(rounds.small, (sample) => sample.p99),
      middle(rounds.large, (sample) => sample.p99),
      verdictOf(growth),
    ];
  });
  return alignedTable(header, rows, 1);
}

function since(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
