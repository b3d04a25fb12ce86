import { DEMO_PEOPLE } from '../src/db/seed/demo-people.ts';

/** Whom a read is made as: a visitor, a signed-in user, or an approved professional. */
export type Who = 'anyone' | 'user' | 'professional';

/** A read the bench measures, as whom, and the share of the floor's throughput it should keep. */
export interface BenchRead {
  path: string;
  as: Who;
  floorGoal: number;
}

/** Reads that barely reach the database: little but the server's own work to lose (issue 33). */
const CHEAP = 0.8;
/** Lists whose time goes mostly to the database, which both sides pay alike (decision 153). */
const LIST = 0.7;

/** The read paths people hit most: every mode of the bench measures these. */
const ALL_ENDPOINTS: BenchRead[] = [
  { path: '/api/health', as: 'anyone', floorGoal: CHEAP },
  { path: '/api/specializations', as: 'anyone', floorGoal: CHEAP },
  { path: '/api/urgency-pricing', as: 'anyone', floorGoal: CHEAP },
  { path: '/api/auth/user', as: 'user', floorGoal: CHEAP },
  { path: '/api/consultations', as: 'user', floorGoal: LIST },
  { path: '/api/consultations/with-offers', as: 'user', floorGoal: LIST },
  { path: '/api/stats/user', as: 'user', floorGoal: CHEAP },
  { path: '/api/professional/available-consultations', as: 'professional', floorGoal: LIST },
  { path: '/api/professional/offers', as: 'professional', floorGoal: LIST },
];

/**
 * BENCH_ENDPOINTS (comma-separated paths, e.g. `/api/health,/api/stats/user`) narrows a run to
 * those reads while working on them; the recorded numbers come from a run of all of them.
 */
export const ENDPOINTS = onlyThose(process.env.BENCH_ENDPOINTS);

/** The reads BENCH_ENDPOINTS names (all of them when it is unset). */
export function onlyThose(list: string | undefined): BenchRead[] {
  if (!list) return ALL_ENDPOINTS;
  const wanted = new Set(list.split(',').map((path) => path.trim()));
  const unknown = [...wanted].filter((path) => !ALL_ENDPOINTS.some((e) => e.path === path));
  if (unknown.length > 0)
    throw new Error(`BENCH_ENDPOINTS names no read of the bench: ${unknown.join(', ')}`);
  return ALL_ENDPOINTS.filter(({ path }) => wanted.has(path));
}

/**
 * Demo accounts with data behind them: Amit has consultations with offers waiting; Rajesh is an
 * approved CA professional with offers made.
 */
export const DEMO_ACCOUNTS = {
  user: DEMO_PEOPLE.amit.email,
  professional: DEMO_PEOPLE.rajesh.email,
};

/**
 * autocannon drops its sockets when time is up, but the server still runs the handlers of the
 * requests in flight. Let them finish, so they neither slow the next round nor meet a database
 * closed under them by the shutdown (PostgreSQL logs "Cannot use a pool after calling end").
 */
export const SETTLE_MS = 1000;

/** A whole number setting from the environment, e.g. BENCH_DURATION. */
export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}".`);
  }
  return value;
}

/** A comma-separated list of whole numbers from the environment, e.g. BENCH_FLOOR_CONNECTIONS. */
export function positiveInts(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value <= 0)) {
    throw new Error(`${name} must be whole numbers separated by commas, not "${raw}".`);
  }
  return values;
}
