import { withMigratedDatabase } from '../migrated-database.ts';
import { seedCatalog } from './catalog.ts';
import { seedDemoData } from './demo-data.ts';
import { loadDemoPassword } from './demo-password.ts';
import type { DemoAccount } from './demo-accounts.ts';

// `npm run seed`: migrates the configured database, makes sure the catalog exists and, when the
// database has no users yet, fills it with the demo marketplace and prints its accounts.
function main(): Promise<void> {
  return withMigratedDatabase(async (database, config) => {
    await seedCatalog(database.db);
    const password = await loadDemoPassword(config);
    const accounts = await seedDemoData(database.db, password);
    console.log(
      accounts
        ? accountsTable(accounts, password)
        : 'The database already has users: demo data was not added.',
    );
  });
}

function accountsTable(accounts: DemoAccount[], password: string): string {
  const lines = accounts.map((account) => {
    const note = account.note ? `  (${account.note})` : '';
    return `  ${account.role.padEnd(13)}${account.name.padEnd(20)}${account.email.padEnd(31)}${note}`;
  });
  return [`Demo data added. Every account's password is ${password}`, '', ...lines].join('\n');
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
