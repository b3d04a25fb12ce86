import { parseArgs } from 'node:util';
import { withMigratedDatabase } from '../../db/migrated-database.ts';
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
  const { email, password } = values;
  if (!email || !password) throw new Error(`--email and --password are required.\n${USAGE}`);

  await withMigratedDatabase(async (database) => {
    const result = await ensureAdminAccount(database.db, {
      email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    if (!result.created) {
      throw new Error(
        `${result.email} already has an account (role ${result.role}); nothing was changed.`,
      );
    }
    console.warn(`Admin account created: ${result.email}. Sign in at /login.`);
  });
}

main().catch((error: unknown) => {
  console.error(
    'Could not create the admin account:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
