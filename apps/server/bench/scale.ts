import pg from 'pg';
import { ENDPOINTS, positiveInt, type Who } from './endpoints.ts';
import { compareAnswers, getText } from './floor-check.ts';
import { launchFloor } from './floor-process.ts';
import { alignedTable } from './interleaved.ts';
import { sampleLatency, type LatencySample } from './latency.ts';
import { createScratchDatabase } from './scale-db.ts';
import { loadConsultations, loadPeople } from './scale-load.ts';
import { FIRST_STAGE } from './modes.ts';
import { launchServer, type BenchServer } from './server.ts';

// `npm run bench -- --scale 100000`: how each read's latency grows with the data. The real server
// runs on a scratch PostgreSQL database; the reads are measured at 1,000 consultations, the data
// grows to the target, and they are measured again. Goal: p50 at most GROWTH_GOAL times higher.

const GROWTH_GOAL = 1.2;
/** Consultations loaded per statement batch, so no one statement holds the whole load. */
const LOAD_BATCH = 50_000;

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
  };
  const scratch = await createScratchDatabase(serverUrl);
  console.log(`Scratch database ${scratch.name}; starting the server on it…`);
  let server: BenchServer | undefined;
  let floor: BenchServer | undefined;
  const client = new pg.Client({ connectionString: scratch.url });
  const cleanUp = async () => {
    await floor?.stop();
    await server?.stop();
    await client.end().catch(() => undefined);
    // BENCH_KEEP_SCRATCH=1 keeps the data for EXPLAIN and the like; drop it by hand afterwards.
    if (process.env.BENCH_KEEP_SCRATCH === '1') console.log(`Kept ${scratch.url}`);
    else await scratch.drop();
  };
  const stopOnSignal = () => void cleanUp().finally(() => process.exit(130));
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    server = await launchServer(scratch.url);
    await server.ready;
    floor = await launchFloor(scratch.url);
    await floor.ready;
    await client.connect();
    let started = performance.now();
    const people = await loadPeople(client, scratch.url);
    await loadConsultations(client, scratch.url, 0, FIRST_STAGE);
    // VACUUM as well: the visibility map lets index-only scans skip the heap, and autovacuum
    // does not wake up mid-measurement to clean up after the load.
    await client.query('vacuum (analyze)');
    console.log(`Loaded 10,000 people and ${FIRST_STAGE} consultations in ${since(started)}`);
    const cookies: Record<Who, string | undefined> = {
      anyone: undefined,
      user: people.userCookie,
      professional: people.professionalCookie,
    };
    let mismatches = await checkAgainstFloor(server, floor, cookies);
    const small = await measureStage(server, cookies, settings);

    started = performance.now();
    for (let from = FIRST_STAGE; from < target; from += LOAD_BATCH) {
      await loadConsultations(client, scratch.url, from, Math.min(target, from + LOAD_BATCH));
    }
    // VACUUM as well: the visibility map lets index-only scans skip the heap, and autovacuum
    // does not wake up mid-measurement to clean up after the load.
    await client.query('vacuum (analyze)');
    const counts = await client.query<{ table: string; rows: number }>(
      `select * from (values
         ('consultations', (select count(*)::int from consultations)),
         ('offers', (select count(*)::int from professional_offers)),
         ('messages', (select count(*)::int from chat_messages)),
         ('reviews', (select count(*)::int from reviews))) as counts ("table", rows)`,
    );
    console.log(
      `Grew to ${counts.rows.map((row) => `${row.rows} ${row.table}`).join(', ')} in ${since(started)}`,
    );
    mismatches += await checkAgainstFloor(server, floor, cookies);
    const large = await measureStage(server, cookies, settings);
    console.log(`\n${formatGrowth(small, large, target)}\n`);
    const failed = [...small.values(), ...large.values()].some((sample) => sample.failures > 0);
    if (failed) console.error('Failed: some answers were not 200.');
    return failed || mismatches > 0 ? 1 : 0;
  } finally {
    await cleanUp();
  }
}

/**
 * The floor's answers against the real server's at this size, and the second page of each list
 * through its `nextCursor`: deep pages and cursors only exist once the data is large. Returns the
 * number of mismatches (printed).
 */
async function checkAgainstFloor(
  server: BenchServer,
  floor: BenchServer,
  cookies: Record<Who, string | undefined>,
): Promise<number> {
  let mismatches = 0;
  for (const { path, as } of ENDPOINTS) {
    const paths = [path];
    const first = JSON.parse((await getText(server.url + path, cookies[as])).text) as {
      nextCursor?: string | null;
    };
    if (first.nextCursor) paths.push(`${path}?cursor=${encodeURIComponent(first.nextCursor)}`);
    for (const checked of paths) {
      const result = await compareAnswers(server.url, floor.url, checked, cookies[as]);
      if (result.agreement !== 'mismatch') continue;
      mismatches += 1;
      console.error(`  ${checked}: answers differ from the floor's: ${result.detail}`);
    }
  }
  console.log(
    `Answers checked against the floor: ${mismatches === 0 ? 'all agree' : `${mismatches} differ`}`,
  );
  return mismatches;
}

async function measureStage(
  server: BenchServer,
  cookies: Record<Who, string | undefined>,
  settings: { connections: number; seconds: number },
): Promise<Map<string, LatencySample>> {
  const samples = new Map<string, LatencySample>();
  for (const { path, as } of ENDPOINTS) {
    samples.set(
      path,
      await sampleLatency(server.url + path, cookies[as], settings.connections, settings.seconds),
    );
  }
  return samples;
}

function formatGrowth(
  small: Map<string, LatencySample>,
  large: Map<string, LatencySample>,
  target: number,
): string {
  const header = [
    'endpoint',
    `p50 ms @${FIRST_STAGE}`,
    `p50 ms @${target}`,
    'growth',
    `p99 @${FIRST_STAGE}`,
    `p99 @${target}`,
    '',
  ];
  const rows = ENDPOINTS.map(({ path }) => {
    const [a, b] = [small.get(path)!, large.get(path)!];
    const growth = b.p50 / a.p50;
    return [
      `GET ${path}`,
      a.p50.toFixed(2),
      b.p50.toFixed(2),
      `${growth.toFixed(2)}×`,
      a.p99.toFixed(2),
      b.p99.toFixed(2),
      growth > GROWTH_GOAL ? `above ${GROWTH_GOAL}×` : '',
    ];
  });
  return alignedTable(header, rows, 1);
}

function since(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
