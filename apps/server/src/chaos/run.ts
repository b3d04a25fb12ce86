import { loadDotEnv } from '../config.ts';
import { databaseOutageDrill } from './database-outage.ts';
import { startChaosEnvironment } from './environment.ts';
import { mailOutageDrills } from './mail-outage.ts';
import { redisOutageDrill } from './redis-outage.ts';
import { formatChecks, skipped, type Check } from './report.ts';
import { sigtermDrill } from './sigterm.ts';

// `npm run chaos`: the real server as a child process, its peers on loopback behind what can
// break them, and drills that break them one at a time: PostgreSQL cut off, the mail server hung
// then gone, Redis killed, and SIGTERM under load. Prints what survived; exits 1 if anything
// did not. A tool, not a test: its numbers are from this machine.

async function main(): Promise<number> {
  loadDotEnv();
  console.log('Starting the server and its peers…');
  const env = await startChaosEnvironment();
  // Ctrl-C still removes the scratch database and the temporary data dir.
  process.on('SIGINT', () => void env.close().finally(() => process.exit(130)));
  const checks: Check[] = [];
  const drills: [string, () => Promise<Check[]>][] = [
    ['PostgreSQL outage', () => databaseOutageDrill(env)],
    ['mail server outage', () => mailOutageDrills(env)],
    ['Redis killed', () => redisOutageDrill(env)],
    ['SIGTERM under load', () => sigtermDrill(env)],
  ];
  try {
    console.log(`Server on ${env.database}, Redis ${env.redis ? 'on' : 'not installed'}.`);
    for (const [name, drill] of drills) {
      console.log(`Drill: ${name}…`);
      try {
        checks.push(...(await drill()));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        checks.push({ ...skipped(name, reason), check: 'could not run', result: 'FAIL' });
      }
    }
  } finally {
    await env.close();
  }
  console.log(`\n${formatChecks(checks)}\n`);
  const failed = checks.filter((entry) => entry.result === 'FAIL').length;
  console.log(failed === 0 ? 'Everything survived.' : `${failed} check(s) failed.`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      'The chaos drills could not run:',
      error instanceof Error ? error.message : error,
    );
    process.exit(1);
  },
);
