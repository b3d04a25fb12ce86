import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @salahkar/server` writes a migration for every schema change; both
// drivers (pg and PGlite) apply the same SQL files at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
