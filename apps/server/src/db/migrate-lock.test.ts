import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  quoteIdent,
  suffix,
  withDatabase,
  withMaintenanceClient,
} from '../test/database-template.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.ts';

// Two instances deployed together both migrate at start. On a fresh PostgreSQL database (made
// here with CREATE DATABASE, not cloned from the migrated template) two migrators start at once,
// each on its own connections: one holds the advisory lock and applies every migration while the
// other is seen waiting for that lock, then finds nothing left to apply and goes on.

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

interface AdvisoryLock {
  pid: number;
  granted: boolean;
}

const handles: DatabaseHandle[] = [];
let watcher: pg.Client | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
afterEach(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()));
  await watcher?.end();
  watcher = null;
  await dropDatabase?.();
  dropDatabase = null;
});

/** A new, empty database beside the test one: no migration applied yet. */
async function freshDatabase(maintenanceUrl: string): Promise<string> {
  const name = `salahkar_migrate_lock_${suffix()}`;
  await withMaintenanceClient(maintenanceUrl, (client) =>
    client.query(`create database ${quoteIdent(name)}`),
  );
  dropDatabase = () =>
    withMaintenanceClient(maintenanceUrl, (client) =>
      client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
    ).then(() => undefined);
  return withDatabase(maintenanceUrl, name);
}

describe.skipIf(!testDatabaseUrl)('migrations on deploy (PostgreSQL)', () => {
  it('lets exactly one of two migrators starting at once apply; the other waits, then goes on', async () => {
    const url = await freshDatabase(testDatabaseUrl!);
    const open = () => openDatabase({ databaseUrl: url, dataDir: '', maxConnections: 3 });
    const [first, second] = await Promise.all([open(), open()]);
    handles.push(first, second);
    const watching = (watcher = new pg.Client({ connectionString: url }));
    await watching.connect();

    // What each migrator's session holds or waits for, seen from a third session.
    const advisoryLocks = async () =>
      (
        await watching.query<AdvisoryLock>(
          `select pid, granted from pg_locks
            where locktype = 'advisory'
              and database = (select oid from pg_database where datname = current_database())`,
        )
      ).rows;

    const finished: string[] = [];
    const migrations = [
      migrateDatabase(first).then(() => finished.push('first')),
      migrateDatabase(second).then(() => finished.push('second')),
    ];
    let seen: AdvisoryLock[] = [];
    while (finished.length === 0) {
      const locks = await advisoryLocks();
      if (locks.length === 2) seen = locks;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(migrations);

    // Both were there together: one held the lock while the other waited for it.
    expect(seen.filter((lock) => lock.granted)).toHaveLength(1);
    expect(seen.filter((lock) => !lock.granted)).toHaveLength(1);
    expect(finished).toHaveLength(2);

    // Each migration was applied once, and nothing holds the lock any more.
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const applied = await watching.query<{ n: number; hashes: number }>(
      'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]).toEqual({
      n: journal.entries.length,
      hashes: journal.entries.length,
    });
    expect(await advisoryLocks()).toEqual([]);
  });
});
