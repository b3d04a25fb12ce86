import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, wrapPglite, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedCatalog } from '../db/seed/index.ts';

// One migrated, catalog-seeded template per test run, cloned for every test database: a fresh
// PGlite costs seconds (initdb) and migrating PostgreSQL per test adds up, a clone does not.

/** What the global setup hands to the test workers, to find the template. */
export type TestDatabaseTemplate =
  | { driver: 'pglite'; tarballPath: string }
  | { driver: 'pg'; maintenanceUrl: string; templateName: string; clonePrefix: string };

export interface BuiltTemplate {
  template: TestDatabaseTemplate;
  destroy(): Promise<void>;
}

/** Builds the template: in PostgreSQL when a URL is given, else as a PGlite data dir tarball. */
export async function buildTestDatabaseTemplate(testDatabaseUrl?: string): Promise<BuiltTemplate> {
  return testDatabaseUrl ? buildPostgresTemplate(testDatabaseUrl) : buildPgliteTemplate();
}

async function prepare(handle: DatabaseHandle): Promise<void> {
  await migrateDatabase(handle);
  await seedCatalog(handle.db);
}

async function buildPgliteTemplate(): Promise<BuiltTemplate> {
  const handle = wrapPglite(await PGlite.create());
  let dump: Blob;
  try {
    await prepare(handle);
    // Not compressed: unpacking a gzipped one took a third of each clone's start.
    dump = await handle.pglite.dumpDataDir('none');
  } finally {
    await handle.close();
  }
  const tarballPath = path.join(
    os.tmpdir(),
    `salahkar-test-template-${process.pid}-${suffix()}.tar`,
  );
  await writeFile(tarballPath, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { driver: 'pglite', tarballPath },
    destroy: () => rm(tarballPath, { force: true }),
  };
}

// Databases of a run are named `<maintenance db>__<runner pid>_…`, so a later run can tell the
// leftovers of a crashed run (its pid is gone) from those of a run still going.
async function buildPostgresTemplate(maintenanceUrl: string): Promise<BuiltTemplate> {
  const base = databaseName(maintenanceUrl);
  const clonePrefix = `${base}__${process.pid}_`;
  const templateName = `${clonePrefix}template`;
  await dropLeftoversOfDeadRuns(maintenanceUrl, base);
  await withMaintenanceClient(maintenanceUrl, (client) =>
    client.query(`create database ${quoteIdent(templateName)}`),
  );
  const handle = await openDatabase({
    databaseUrl: withDatabase(maintenanceUrl, templateName),
    dataDir: '',
  });
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  return {
    template: { driver: 'pg', maintenanceUrl, templateName, clonePrefix },
    // Also drops clones a test forgot to drop.
    destroy: () => dropDatabasesLike(maintenanceUrl, clonePrefix),
  };
}

async function dropLeftoversOfDeadRuns(maintenanceUrl: string, base: string): Promise<void> {
  const names = await listDatabases(maintenanceUrl, `${base}__`);
  const deadPids = new Set(
    names
      .map((name) => Number(/__(\d+)_/.exec(name)?.[1]))
      .filter((pid) => Number.isInteger(pid) && !isAlive(pid)),
  );
  for (const pid of deadPids) await dropDatabasesLike(maintenanceUrl, `${base}__${pid}_`);
}

async function dropDatabasesLike(maintenanceUrl: string, prefix: string): Promise<void> {
  const names = await listDatabases(maintenanceUrl, prefix);
  await withMaintenanceClient(maintenanceUrl, async (client) => {
    for (const name of names)
      await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
  });
}

async function listDatabases(maintenanceUrl: string, prefix: string): Promise<string[]> {
  return withMaintenanceClient(maintenanceUrl, async (client) => {
    const result = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    return result.rows.map((row) => row.datname);
  });
}

/** Runs statements on the maintenance database, the one TEST_DATABASE_URL names. */
export async function withMaintenanceClient<T>(
  maintenanceUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(name)}`;
  return parsed.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function suffix(): string {
  return randomBytes(4).toString('hex');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return !(error instanceof Error && 'code' in error && error.code === 'ESRCH');
  }
}
