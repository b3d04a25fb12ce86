import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // bench/: the bench's own checks (its documented commands run the modes they name).
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Builds one migrated database template per run (PostgreSQL with TEST_DATABASE_URL, else
    // PGlite); every test database is a clone of it.
    globalSetup: ['src/test/global-setup.ts'],
    // After each test, its answers are checked against the OpenAPI document.
    setupFiles: ['src/test/answer-check-setup.ts'],
    // A worker runs its files one after another in one process: the server's modules, the
    // password hashes and the template tarball are loaded once per worker, not once per file.
    // Every file still builds its own app on a database of its own: a clone of the template, on
    // PGlite often one another file dropped, put back to the template's state (pglite-reuse.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
