import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import type { CheckResult } from './floor-check.ts';

// Project and floor measured in alternating short rounds on the same machine in the same minute:
// a neighbour's burst of load hits both sides alike, so the ratio holds where absolute numbers
// would not.

/** The floor's goal: the real server keeps at least this share of the floor's throughput. */
export const FLOOR_GOAL = 0.7;

export interface PairSettings {
  connections: number[];
  roundSeconds: number;
  pairs: number;
  settleMs: number;
}

export interface SideResult {
  requests: number;
  p50: number;
  p99: number;
  failures: number;
}

export interface Comparison {
  path: string;
  connections: number;
  check: CheckResult;
  project: SideResult;
  floor: SideResult;
}

/** Alternates project / floor rounds for one endpoint at one connection count. */
export async function measurePair(
  urls: { project: string; floor: string },
  path: string,
  cookie: string | undefined,
  connections: number,
  settings: PairSettings,
): Promise<{ project: SideResult; floor: SideResult }> {
  const sides = { project: [] as Result[], floor: [] as Result[] };
  for (let pair = 0; pair < settings.pairs; pair += 1) {
    for (const side of ['project', 'floor'] as const) {
      sides[side].push(
        await autocannon({
          url: urls[side] + path,
          connections,
          duration: settings.roundSeconds,
          headers: cookie ? { cookie } : {},
        }),
      );
      // Requests still in flight finish before the other side starts.
      await sleep(settings.settleMs);
    }
  }
  return { project: summarise(sides.project), floor: summarise(sides.floor) };
}

/** The mean of the rounds: throughput and latency percentiles, and any failed answers. */
function summarise(results: Result[]): SideResult {
  const mean = (pick: (result: Result) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0) / results.length;
  return {
    requests: mean((result) => result.requests.average),
    p50: mean((result) => result.latency.p50),
    p99: mean((result) => result.latency.p99),
    failures: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
  };
}

/** The project's throughput over the floor's, or null when the comparison is not valid. */
export function ratioOf(comparison: Comparison): number | null {
  const { check, project, floor } = comparison;
  if (check.agreement === 'mismatch' || project.failures > 0 || floor.failures > 0) return null;
  return floor.requests > 0 ? project.requests / floor.requests : null;
}

/** The side-by-side table, one row per endpoint and connection count. */
export function formatComparisons(comparisons: Comparison[]): string {
  const header = [
    'endpoint',
    'conns',
    'answers',
    'project req/s',
    'p50',
    'p99',
    'floor req/s',
    'p50',
    'p99',
    'ratio',
    '',
  ];
  const rows = comparisons.map((comparison) => {
    const { path, connections, check, project, floor } = comparison;
    const ratio = ratioOf(comparison);
    const flag =
      ratio === null ? failureNote(comparison) : ratio < FLOOR_GOAL ? `below ${FLOOR_GOAL}` : '';
    return [
      `GET ${path}`,
      String(connections),
      check.agreement,
      project.requests.toFixed(0),
      project.p50.toFixed(1),
      project.p99.toFixed(1),
      floor.requests.toFixed(0),
      floor.p50.toFixed(1),
      floor.p99.toFixed(1),
      ratio === null ? 'invalid' : ratio.toFixed(2),
      flag,
    ];
  });
  return alignedTable(header, rows, 3);
}

function failureNote({ check, project, floor }: Comparison): string {
  if (check.agreement === 'mismatch') return 'answers differ';
  return `non-2xx/errors: project ${project.failures}, floor ${floor.failures}`;
}

/** Text columns before `firstNumber` line up on the left, numbers on the right. */
export function alignedTable(header: string[], rows: string[][], firstNumber: number): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column < firstNumber || column === cells.length - 1
          ? cell.padEnd(widths[column]!)
          : cell.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  const rule = widths
    .map((width) => '-'.repeat(width))
    .join('  ')
    .trimEnd();
  return [line(header), rule, ...rows.map(line)].join('\n');
}
