import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/client.ts';
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
  /** Closes the database and deletes it; safe to call twice. */
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

async function clonePglite(tarballPath: string): Promise<TestDatabase> {
  tarball ??= readFile(tarballPath);
  const pglite = await PGlite.create({ loadDataDir: new Blob([await tarball]) });
  const handle = wrapPglite(pglite);
  return Object.assign(handle, { url: null, drop: () => handle.close() });
}

async function clonePostgres(
  template: Extract<TestDatabaseTemplate, { driver: 'pg' }>,
): Promise<TestDatabase> {
  const name = `${template.clonePrefix}${suffix()}`;
  await withMaintenanceClient(template.maintenanceUrl, (client) =>
    client.query(
      `create database ${quoteIdent(name)} template ${quoteIdent(template.templateName)}`,
    ),
  );
  const url = withDatabase(template.maintenanceUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', maxConnections: 5 });
  let dropped = false;
  return Object.assign(handle, {
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await handle.close();
      await withMaintenanceClient(template.maintenanceUrl, (client) =>
        client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  });
}
