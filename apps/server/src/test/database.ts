import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/client.ts';
import { lend, readTemplateState, resetToTemplate, type TemplateState } from './pglite-reuse.ts';
import {
  quoteIdent,
  suffix,
  withDatabase,
  withMaintenanceClient,
  type TestDatabaseTemplate,
} from './database-template.ts';

export type TestDatabase = DatabaseHandle & {
  /** The connection string of a PostgreSQL clone, for a server process of its own; null on PGlite. */
  url: string | null;
  /**
   * Closes the database and deletes it (a PGlite clone is put back to the template's state for the
   * worker's next file instead, see pglite-reuse.ts); safe to call twice.
   */
  drop(): Promise<void>;
};

/**
 * A fresh, migrated database with the catalog seeded, of its own: PostgreSQL when
 * TEST_DATABASE_URL is set, else PGlite in memory. Cloned from the run's template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('testDatabaseTemplate');
  if (!template) {
    throw new Error(
      'No test database template: run tests through the server vitest project (its globalSetup builds it).',
    );
  }
  return template.driver === 'pg' ? clonePostgres(template) : clonePglite(template.tarballPath);
}

let tarball: Promise<Buffer> | undefined;
let templateState: Promise<TemplateState> | undefined;
/** This worker's clones its files have dropped, back in the template's state (pglite-reuse.ts). */
const idle: PGlite[] = [];

async function clonePglite(tarballPath: string): Promise<TestDatabase> {
  const pglite = idle.pop() ?? (await startPgliteClone(tarballPath));
  const lent = lend(pglite);
  const handle = wrapPglite(lent.client);
  let dropped = false;
  return Object.assign(handle, {
    url: null,
    async drop() {
      if (dropped) return;
      dropped = true;
      lent.revoke();
      if (await resetToTemplate(pglite, await templateState!)) idle.push(pglite);
    },
  });
}

async function startPgliteClone(tarballPath: string): Promise<PGlite> {
  tarball ??= readFile(tarballPath);
  const pglite = await PGlite.create({ loadDataDir: new Blob([await tarball]) });
  // Read from the worker's first clone, before any test has touched it.
  templateState ??= readTemplateState(pglite);
  await templateState;
  return pglite;
}

async function clonePostgres(template: PostgresTemplate): Promise<TestDatabase> {
  const name = await takeSpareClone(template);
  const url = withDatabase(template.maintenanceUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', maxConnections: 5 });
  let dropped = false;
  return Object.assign(handle, {
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await handle.close();
      // Not waited for: the file's next database is already made (the spare), and the run's
      // teardown drops whatever clone is still there (database-template.ts).
      void dropClone(template, name);
    },
  });
}

// A PostgreSQL clone costs about 0.4 s to create and as much to drop, waiting on the server's
// disk rather than on this process. Made one ahead (the spare, while the file before runs) and
// dropped in the background, that time overlaps the tests' own instead of adding to it: a
// pass's 170-odd files spent about 2.5 minutes on it.
type PostgresTemplate = Extract<TestDatabaseTemplate, { driver: 'pg' }>;
let spare: Promise<string> | undefined;

async function takeSpareClone(template: PostgresTemplate): Promise<string> {
  const taken = spare ?? createClone(template);
  spare = createClone(template);
  // A spare that fails is reported by the call that takes it, not as an unhandled rejection.
  spare.catch(() => {});
  return taken;
}

async function createClone(template: PostgresTemplate): Promise<string> {
  const name = `${template.clonePrefix}${suffix()}`;
  await withMaintenanceClient(template.maintenanceUrl, (client) =>
    client.query(
      `create database ${quoteIdent(name)} template ${quoteIdent(template.templateName)}`,
    ),
  );
  return name;
}

async function dropClone(template: PostgresTemplate, name: string): Promise<void> {
  try {
    await withMaintenanceClient(template.maintenanceUrl, (client) =>
      client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
    );
  } catch {
    // Left to the run's teardown, which drops every clone of the run.
  }
}
