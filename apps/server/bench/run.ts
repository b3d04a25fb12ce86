import { loadDotEnv } from '../src/config.ts';
import { benchPlanOf } from './modes.ts';

// `npm run bench`: short autocannon rounds against the real server on the read paths people hit
// most (reads.ts). Numbers from one machine only compare with numbers from the same machine. On
// PostgreSQL (DATABASE_URL) each read is measured against the floor (floor.ts) and reported as a
// ratio; `npm run bench -- --scale 100000` measures how the reads grow with the data (scale.ts);
// `npm run bench -- --chat` measures chat throughput over 1,000 sockets (chat-throughput.ts);
// `npm run bench -- --assistant` the built-in assistant's answer time (assistant-latency.ts).
// BENCH_PLAN_ONLY=1 prints what a command would run (modes.ts) and starts nothing. Each mode's
// code is loaded once the plan names it: printing a plan (documented-commands.test.ts does it for
// every command the docs give) loads none of it.

async function main(): Promise<number> {
  // The server reads .env itself; reading it here too lets a DATABASE_URL there decide both sides.
  loadDotEnv();
  const plan = benchPlanOf(process.argv.slice(2));
  if (process.env.BENCH_PLAN_ONLY === '1') {
    console.log(JSON.stringify(plan));
    return 0;
  }
  if (plan.mode === 'scale') return (await import('./scale.ts')).runScale(plan.scale!);
  if (plan.mode === 'chat') return (await import('./chat-throughput.ts')).runChatBench();
  if (plan.mode === 'assistant')
    return (await import('./assistant-latency.ts')).runAssistantBench();
  return (await import('./reads.ts')).runReads(plan.reads, plan.mode === 'check');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // fetch's own message ("fetch failed") hides the reason in its cause.
    const reason = error instanceof Error ? `${error.message}${causeOf(error)}` : error;
    console.error('The benchmark could not run:', reason);
    process.exit(1);
  },
);

function causeOf(error: Error): string {
  return error.cause instanceof Error ? ` (${error.cause.message})` : '';
}
