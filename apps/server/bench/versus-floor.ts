import pg from 'pg';
import { compareAnswers } from './floor-check.ts';
import { launchFloor } from './floor-process.ts';
import {
  formatComparisons,
  measurePairs,
  ratioOf,
  type Comparison,
  type PairSettings,
} from './interleaved.ts';
import { ENDPOINTS, type Who } from './endpoints.ts';
import type { BenchServer } from './server.ts';

/**
 * The real server against the floor on the same PostgreSQL: first every endpoint's answers are
 * compared, then each is timed in interleaved rounds at each connection count. Returns the exit
 * code: 1 when answers differ or requests failed (a ratio below the goal is reported, not failed:
 * the machine is shared and the ratio is the finding).
 */
export async function measureAgainstFloor(
  server: BenchServer,
  databaseUrl: string,
  cookies: Record<Who, string | undefined>,
  settings: PairSettings & { checkOnly: boolean },
): Promise<number> {
  const floor = await launchFloor(databaseUrl);
  // Reads pg_stat_activity, to tell each side's backends apart for their CPU time.
  const database = new pg.Client({ connectionString: databaseUrl });
  try {
    await Promise.all([floor.ready, database.connect()]);
    console.log(
      `Floor at ${floor.url}: ${settings.pairs} interleaved (project, floor) rounds of ` +
        `${settings.roundSeconds} s per endpoint at ${settings.connections.join(' and ')} connections`,
    );
    const comparisons: Comparison[] = [];
    let failures = 0;
    for (const { path, as, floorGoal } of ENDPOINTS) {
      const check = await compareAnswers(server.url, floor.url, path, cookies[as]);
      console.log(
        `  ${path}: answers ${check.agreement}${check.detail ? ` (${check.detail})` : ''}`,
      );
      if (settings.checkOnly) {
        failures += check.agreement === 'mismatch' ? 1 : 0;
        continue;
      }
      for (const connections of settings.connections) {
        const sides = await measurePairs(
          { project: server, floor },
          database,
          path,
          cookies[as],
          connections,
          settings,
        );
        comparisons.push({ path, connections, goal: floorGoal, check, ...sides });
        console.log(`  measured GET ${path} at ${connections} connections`);
      }
    }
    if (settings.checkOnly) return failures > 0 ? 1 : 0;
    console.log(`\n${formatComparisons(comparisons)}\n`);
    console.log(
      'answers: identical = byte-identical JSON and headers; equal = same values after JSON.parse ' +
        '(key order differs). req/s, p50 and p99 (ms) are medians over the rounds; cpu µs = CPU ' +
        "per request of the side's process, pg µs = of its PostgreSQL backends. ratio = median of " +
        'the pairs\' project req/s ÷ floor req/s, spread = their min–max; "below" only when the ' +
        'whole spread is under the goal.\n',
    );
    const broken = comparisons.filter((comparison) => ratioOf(comparison) === null);
    return broken.length > 0 ? 1 : 0;
  } finally {
    await database.end().catch(() => undefined);
    await floor.stop();
  }
}
