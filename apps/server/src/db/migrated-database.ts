import { loadConfig, loadDotEnv, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * What the command-line tasks (db:migrate, seed, create-admin) stand on: the configured database
 * (after .env), migrated first so they work on a fresh machine, and closed whatever `task` did.
 */
export async function withMigratedDatabase<T>(
  task: (database: DatabaseHandle, config: Config) => Promise<T>,
): Promise<T> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await migrateDatabase(database);
    return await task(database, config);
  } finally {
    await database.close();
  }
}
