import { parseArgs } from 'node:util';
import { loadConfig, loadDotEnv } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { ensureAdminAccount } from './admin-account.ts';

// `npm run create-admin -- --email E --password P [--first-name F] [--last-name L]`: adds an admin
// account to the configured database (migrating it first, so it works on a fresh machine).

const USAGE =
  'Usage: npm run create-admin -- --email admin@example.com --password "a long passphrase" [--first-name F] [--last-name L]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  if (!values.email || !values.password)
    throw new Error(`--email and --password are required.\n${USAGE}`);

  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await migrateDatabase(database);
    const result = await ensureAdminAccount(database.db, {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    if (!result.created) {
      throw new Error(
        `${result.email} already has an account (role ${result.role}); nothing was changed.`,
      );
    }
    console.warn(`Admin account created: ${result.email}. Sign in at /login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    'Could not create the admin account:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
