import { onlyThose, positiveInt, positiveInts } from './endpoints.ts';

// What `npm run bench` was asked to do, read from its arguments and BENCH_* settings in one place.
// An argument the bench does not know is refused rather than ignored: `npm run bench -- --chta`
// (or a flag an npm script swallowed on the way) must not quietly run the ordinary read bench.
// Nothing here loads a mode's code: the plan is read (and BENCH_PLAN_ONLY=1 answers) without it.

export type BenchMode = 'reads' | 'check' | 'chat' | 'assistant' | 'scale';

/** The run's plan: its mode, and for the reads what is measured and how long. */
export interface BenchPlan {
  mode: BenchMode;
  /** Consultations to grow to (scale mode). */
  scale?: number;
  database: 'PostgreSQL' | 'PGlite';
  /** The reads measured (BENCH_ENDPOINTS narrows them). */
  endpoints: string[];
  reads: ReadSettings;
}

export interface ReadSettings {
  /** On PGlite, the plain table: seconds and connections per endpoint. */
  duration: number;
  connections: number;
  /** Against the floor: (project, floor) rounds per endpoint and connection count, each side's round this long. */
  pairs: number;
  roundSeconds: number;
  floorConnections: number[];
  liveSockets: number;
  liveMessages: number;
}

const MODE_FLAGS: Record<string, BenchMode> = {
  '--check': 'check',
  '--chat': 'chat',
  '--assistant': 'assistant',
};

/** The plan for these arguments (those after `npm run bench --`) and the environment. */
export function benchPlanOf(args: string[]): BenchPlan {
  const modes: BenchMode[] = [];
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at]!;
    if (arg in MODE_FLAGS) modes.push(MODE_FLAGS[arg]!);
    else if (arg === '--scale') {
      modes.push('scale');
      at += 1;
    } else if (arg.startsWith('--scale=')) modes.push('scale');
    else {
      throw new Error(
        `npm run bench does not take "${arg}": give one of --check, --chat, --assistant or --scale N.`,
      );
    }
  }
  if (modes.length > 1) throw new Error(`One mode at a time, not ${args.join(' ')}.`);
  const mode = modes[0] ?? 'reads';
  return {
    mode,
    ...(mode === 'scale' ? { scale: scaleOf(args) } : {}),
    database: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    endpoints: onlyThose(process.env.BENCH_ENDPOINTS).map(({ path }) => path),
    reads: {
      duration: positiveInt('BENCH_DURATION', 5),
      connections: positiveInt('BENCH_CONNECTIONS', 10),
      // Five rounds a side at least, so a median and its spread mean something (issue 33); short
      // rounds keep a full run near ten minutes.
      pairs: positiveInt('BENCH_PAIRS', 5),
      roundSeconds: positiveInt('BENCH_ROUND_SECONDS', 2),
      floorConnections: positiveInts('BENCH_FLOOR_CONNECTIONS', [10, 100]),
      liveSockets: positiveInt('BENCH_LIVE_SOCKETS', 300),
      liveMessages: positiveInt('BENCH_LIVE_MESSAGES', 60),
    },
  };
}

/** The size the scale mode measures first, and so the least `--scale` takes. */
export const FIRST_STAGE = 1000;

/** The number after `--scale`, or undefined when the flag is absent. */
function scaleOf(args: string[]): number | undefined {
  const at = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at === -1) return undefined;
  const raw = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const value = Number(raw);
  if (!Number.isInteger(value) || value < FIRST_STAGE) {
    throw new Error(`--scale takes a whole number of consultations, at least ${FIRST_STAGE}.`);
  }
  return value;
}
