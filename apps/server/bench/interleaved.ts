import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import type pg from 'pg';
import type { CheckResult } from './floor-check.ts';
import type { BenchServer } from './server.ts';
import { cpuBetween, readCpu } from './side-cpu.ts';

// Project and floor measured in alternating short rounds on the same machine in the same minute:
// a neighbour's burst of load hits both sides alike, so the ratio holds where absolute numbers
// would not. Each (project, floor) pair gives a ratio; the median of at least five, with their
// spread, tells a change from noise where one or two rounds could not (issue 33).

/**
 * Between rounds, for the requests autocannon left in flight to finish before the other side
 * starts: loopback answers take milliseconds, so a fraction of a second is plenty.
 */
const ROUND_SETTLE_MS = 300;

export interface PairSettings {
  connections: number[];
  roundSeconds: number;
  pairs: number;
}

/** One side's figures in one round. */
interface RoundFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU µs per answered request: the side's own process, and its PostgreSQL backends. */
  cpuUs: number | undefined;
  databaseUs: number | undefined;
}

/** A side's medians over its rounds (failures summed). */
export interface SideResult {
  requests: number;
  p50: number;
  p99: number;
  failures: number;
  cpuUs: number | undefined;
  databaseUs: number | undefined;
}

export interface Comparison {
  path: string;
  connections: number;
  goal: number;
  check: CheckResult;
  project: SideResult;
  floor: SideResult;
  /** Project req/s ÷ floor req/s of each pair, in the order measured. */
  ratios: number[];
}

type Side = 'project' | 'floor';

/**
 * Alternates project and floor rounds for one endpoint at one connection count, `pairs` times;
 * which side goes first alternates too, so neither always follows the other's tail.
 */
export async function measurePairs(
  servers: Record<Side, BenchServer>,
  database: pg.Client,
  path: string,
  cookie: string | undefined,
  connections: number,
  settings: PairSettings,
): Promise<{ project: SideResult; floor: SideResult; ratios: number[] }> {
  const rounds: Record<Side, RoundFigures[]> = { project: [], floor: [] };
  for (let pair = 0; pair < settings.pairs; pair += 1) {
    const order: Side[] = pair % 2 === 0 ? ['project', 'floor'] : ['floor', 'project'];
    for (const side of order) {
      const before = await readCpu(database, servers[side]);
      const result = await autocannon({
        url: servers[side].url + path,
        connections,
        duration: settings.roundSeconds,
        headers: cookie ? { cookie } : {},
      });
      await sleep(ROUND_SETTLE_MS);
      const spent = cpuBetween(before, await readCpu(database, servers[side]));
      rounds[side].push(figuresOf(result, spent.processMs, spent.databaseMs));
    }
  }
  const ratios = rounds.project.map(
    (round, pair) => round.requestsPerSecond / rounds.floor[pair]!.requestsPerSecond,
  );
  return { project: summarise(rounds.project), floor: summarise(rounds.floor), ratios };
}

function figuresOf(
  result: Result,
  processMs: number | undefined,
  databaseMs: number | undefined,
): RoundFigures {
  const answered = result.requests.total;
  const perRequest = (ms: number | undefined) =>
    ms === undefined || answered === 0 ? undefined : (ms * 1000) / answered;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    cpuUs: perRequest(processMs),
    databaseUs: perRequest(databaseMs),
  };
}

function summarise(rounds: RoundFigures[]): SideResult {
  const middle = (pick: (round: RoundFigures) => number | undefined) => {
    const values = rounds.map(pick);
    return values.includes(undefined) ? undefined : median(values as number[]);
  };
  return {
    requests: middle((round) => round.requestsPerSecond)!,
    p50: middle((round) => round.p50)!,
    p99: middle((round) => round.p99)!,
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
    cpuUs: middle((round) => round.cpuUs),
    databaseUs: middle((round) => round.databaseUs),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** The median ratio and its spread, or null when the comparison is not valid. */
export function ratioOf(
  comparison: Comparison,
): { median: number; min: number; max: number } | null {
  const { check, project, floor, ratios } = comparison;
  if (check.agreement === 'mismatch' || project.failures > 0 || floor.failures > 0) return null;
  if (ratios.length === 0 || ratios.some((ratio) => !Number.isFinite(ratio))) return null;
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

/**
 * Below the goal only when every pair was: a spread that reaches the goal is noise or a near
 * miss, which more rounds or a quieter machine settle.
 */
function verdictOf(comparison: Comparison): string {
  const ratio = ratioOf(comparison);
  if (ratio === null) return failureNote(comparison);
  if (ratio.max < comparison.goal) return `below ${comparison.goal}`;
  if (ratio.min < comparison.goal) return `spread reaches ${comparison.goal}`;
  return '';
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
    'cpu µs',
    'pg µs',
    'floor req/s',
    'p50',
    'p99',
    'cpu µs',
    'pg µs',
    'ratio',
    'spread',
    'goal',
    '',
  ];
  const us = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0));
  const sideCells = (side: SideResult) => [
    side.requests.toFixed(0),
    side.p50.toFixed(1),
    side.p99.toFixed(1),
    us(side.cpuUs),
    us(side.databaseUs),
  ];
  const rows = comparisons.map((comparison) => {
    const ratio = ratioOf(comparison);
    return [
      `GET ${comparison.path}`,
      String(comparison.connections),
      comparison.check.agreement,
      ...sideCells(comparison.project),
      ...sideCells(comparison.floor),
      ratio === null ? 'invalid' : ratio.median.toFixed(2),
      ratio === null ? '' : `${ratio.min.toFixed(2)}–${ratio.max.toFixed(2)}`,
      comparison.goal.toFixed(1),
      verdictOf(comparison),
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
