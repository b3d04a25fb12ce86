import { loadConfig, loadDotEnv } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await migrateDatabase(database);
    const where = database.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
    console.log(`Database is up to date (${where}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
