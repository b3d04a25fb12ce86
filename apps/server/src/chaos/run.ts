import { loadDotEnv } from '../config.ts';
import { databaseOutageDrill } from './database-outage.ts';
import { duplicateMailCheck } from './duplicates.ts';
import { startChaosEnvironment } from './environment.ts';
import { mailOutageDrills } from './mail-outage.ts';
import { overloadDrill } from './overload.ts';
import { postgresKillDrill } from './postgres-kill.ts';
import { redisFreezeDrill } from './redis-freeze.ts';
import { redisOutageDrill } from './redis-outage.ts';
import { duration, formatChecks, skipped, type Check } from './report.ts';
import { sigtermDrill } from './sigterm.ts';
import { slowMailDrill } from './slow-mail.ts';

// `npm run chaos`: the real server as child processes (production mode, real default timeouts),
// their peers on loopback behind what can break them, and drills that break them one at a time:
// PostgreSQL cut off, then killed with kill -9 (a cluster of the run's own), the mail server hung,
// gone, then slower than the send deadline, Redis killed, then frozen under two instances, 300
// impolite clients on the chats, duplicate mails looked for, and SIGTERM under load. Prints what
// survived; exits 1 if anything did not. A tool, not a test: its numbers are from this machine.
// `-- --quick` (for CI) runs the same checks with shorter rounds and a 1-2 s mail deadline.

async function main(): Promise<number> {
  loadDotEnv();
  const quick = process.argv.includes('--quick');
  const began = performance.now();
  console.log(`Starting the servers and their peers${quick ? ' (quick)' : ''}…`);
  const env = await startChaosEnvironment({ quick });
  // Ctrl-C still removes the scratch database and the temporary data dir.
  process.on('SIGINT', () => void env.close().finally(() => process.exit(130)));
  const checks: Check[] = [];
  const drills: [string, () => Promise<Check[]>][] = [
    ['PostgreSQL outage', () => databaseOutageDrill(env)],
    ['PostgreSQL kill -9', () => postgresKillDrill(env)],
    ['mail server outage', () => mailOutageDrills(env)],
    ['slow mail server', () => slowMailDrill(env)],
    ['Redis killed', () => redisOutageDrill(env)],
    ['Redis frozen, two instances', () => redisFreezeDrill(env)],
    ['overload', () => overloadDrill(env)],
    ['duplicates', async () => duplicateMailCheck(env)],
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
  console.log(`Took ${duration(performance.now() - began)}.`);
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
