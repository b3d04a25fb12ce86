import { compareAnswers } from './floor-check.ts';
import { launchFloor } from './floor-process.ts';
import {
  formatComparisons,
  measurePair,
  ratioOf,
  FLOOR_GOAL,
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
  try {
    await floor.ready;
    console.log(
      `Floor at ${floor.url}: ${settings.pairs} × (project, floor) rounds of ${settings.roundSeconds} s ` +
        `per endpoint at ${settings.connections.join(' and ')} connections`,
    );
    const comparisons: Comparison[] = [];
    let failures = 0;
    for (const { path, as } of ENDPOINTS) {
      const check = await compareAnswers(server.url, floor.url, path, cookies[as]);
      console.log(
        `  ${path}: answers ${check.agreement}${check.detail ? ` (${check.detail})` : ''}`,
      );
      if (settings.checkOnly) {
        failures += check.agreement === 'mismatch' ? 1 : 0;
        continue;
      }
      for (const connections of settings.connections) {
        const sides = await measurePair(
          { project: server.url, floor: floor.url },
          path,
          cookies[as],
          connections,
          settings,
        );
        comparisons.push({ path, connections, check, ...sides });
        console.log(`  measured GET ${path} at ${connections} connections`);
      }
    }
    if (settings.checkOnly) return failures > 0 ? 1 : 0;
    console.log(`\n${formatComparisons(comparisons)}\n`);
    console.log(
      'answers: identical = byte-identical JSON; equal = same values after JSON.parse (key order ' +
        `differs); ratio = project req/s ÷ floor req/s, goal ≥ ${FLOOR_GOAL}.\n`,
    );
    const broken = comparisons.filter((comparison) => ratioOf(comparison) === null);
    return broken.length > 0 ? 1 : 0;
  } finally {
    await floor.stop();
  }
}
