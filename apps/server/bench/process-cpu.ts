import { readdirSync, readFileSync } from 'node:fs';

// CPU time from /proc (Linux): what one round cost the server and the database, whatever else
// the machine was doing meanwhile. Elsewhere it reads as unknown.

const TICKS_PER_SECOND = 100;

/** CPU milliseconds (user + system) the process has used so far, or undefined. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds used so far by each process named `postgres` on this machine, by pid. */
export function postgresCpuMs(): Map<number, number> | undefined {
  const byPid = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const ms = postgresProcessCpuMs(Number(entry));
    if (ms !== undefined) byPid.set(Number(entry), ms);
  }
  return byPid.size > 0 ? byPid : undefined;
}

/**
 * CPU milliseconds used so far by these PostgreSQL backends (pg_stat_activity's pids), by pid;
 * undefined when none is a postgres process here (a database on another machine).
 */
export function backendCpuMs(pids: number[]): Map<number, number> | undefined {
  const byPid = new Map<number, number>();
  for (const pid of pids) {
    const ms = postgresProcessCpuMs(pid);
    if (ms !== undefined) byPid.set(pid, ms);
  }
  return byPid.size > 0 ? byPid : undefined;
}

/** The process's CPU milliseconds if it is a postgres process on this machine. */
function postgresProcessCpuMs(pid: number): number | undefined {
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return undefined;
  } catch {
    return undefined;
  }
  return processCpuMs(pid);
}

/**
 * What the postgres processes used between two readings: a backend that ended meanwhile is left
 * out (its last reading is gone with it), one that started counts from zero.
 */
export function postgresCpuBetween(
  before: Map<number, number> | undefined,
  after: Map<number, number> | undefined,
): number | undefined {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
