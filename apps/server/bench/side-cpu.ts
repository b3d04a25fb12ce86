import type pg from 'pg';
import { backendCpuMs, postgresCpuBetween, processCpuMs } from './process-cpu.ts';
import type { BenchServer } from './server.ts';

// What a round cost one side in CPU: its own process, and the PostgreSQL backends of its pool,
// found by the application name its connections carry. Another side's backends, autovacuum and
// whatever else runs on the machine are left out, so the two sides' figures compare.

export interface CpuReading {
  process: number | undefined;
  backends: Map<number, number> | undefined;
}

export interface CpuSpent {
  processMs: number | undefined;
  databaseMs: number | undefined;
}

/** The side's CPU so far; `client` is any connection to the same PostgreSQL. */
export async function readCpu(client: pg.Client, side: BenchServer): Promise<CpuReading> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [side.applicationName],
  );
  return { process: processCpuMs(side.pid), backends: backendCpuMs(rows.map((row) => row.pid)) };
}

/** CPU spent between two readings; a backend the pool opened meanwhile counts from zero. */
export function cpuBetween(before: CpuReading, after: CpuReading): CpuSpent {
  const { process: from } = before;
  const { process: to } = after;
  return {
    processMs: from === undefined || to === undefined ? undefined : to - from,
    databaseMs: postgresCpuBetween(before.backends ?? new Map(), after.backends),
  };
}
