import { withMigratedDatabase } from './migrated-database.ts';

// `npm run db:migrate`: applies pending migrations to the configured database and exits.
function main(): Promise<void> {
  return withMigratedDatabase(async (database, config) => {
    const where = database.driver === 'pg' ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
    console.log(`Database is up to date (${where}).`);
  });
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
