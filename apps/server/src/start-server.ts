import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import {
  demoPasswordMatches,
  listDemoAccounts,
  loadDemoPassword,
  seedCatalog,
  seedDemoData,
  type DemoAccount,
} from './db/seed/index.ts';
import { serverLogStream } from './log-stream.ts';
import { ensureAdminAccount } from './modules/auth/admin-account.ts';
import { listeningOrigin } from './http/public-origin.ts';
import { stopOnSignals } from './shutdown.ts';
import type { Traces } from './traces/start-traces.ts';

/**
 * Starts Salahkar: open and migrate the database, seed, listen, and shut down cleanly on a signal.
 * Loaded by main.ts once traces, when asked for, are in place.
 */
export async function startServer(traces: Traces | null): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    guardTransactions: config.NODE_ENV !== 'production',
  });
  await migrateDatabase(database);
  await seedCatalog(database.db);
  // Demo data makes a fresh embedded install explorable; a real PostgreSQL gets it only on request.
  const seedDemo = config.SEED_DEMO_DATA ?? database.driver === 'pglite';
  const demoPassword = seedDemo ? await loadDemoPassword(config) : '';
  if (seedDemo) await seedDemoData(database.db, demoPassword);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const admin = await ensureAdminAccount(database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    if (!admin.created && admin.role !== 'admin') {
      console.warn(
        `ADMIN_EMAIL ${admin.email} belongs to a ${admin.role} account; it was left as it is.`,
      );
    }
  }

  const app = await buildApp({
    config,
    database,
    logStream: await serverLogStream(config.NODE_ENV),
    ...(traces ? { requestId: traces.requestId } : {}),
  });
  stopOnSignals(app, database, traces);

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const accounts = seedDemo ? await listDemoAccounts(database.db) : [];
  // A data dir seeded before the password was configurable keeps the one it was seeded with.
  const known = accounts.length > 0 && (await demoPasswordMatches(database.db, demoPassword));
  printBanner(listeningOrigin(config, port), accounts, known ? demoPassword : null);
}

function printBanner(url: string, accounts: DemoAccount[], demoPassword: string | null): void {
  const lines = [
    '',
    `  Salahkar is running at ${url}`,
    `  Health: ${url}/api/health · API docs: ${url}/api/docs`,
  ];
  if (accounts.length > 0) {
    lines.push(
      '',
      demoPassword
        ? '  Demo accounts (email / password):'
        : '  Demo accounts (their password is the one they were seeded with):',
    );
    for (const account of accounts) {
      const note = account.note ? `  (${account.note})` : '';
      const password = demoPassword ? ` / ${demoPassword}` : '';
      lines.push(`    ${account.role.padEnd(12)} ${account.email}${password}${note}`);
    }
  }
  console.log(lines.join('\n') + '\n');
}
