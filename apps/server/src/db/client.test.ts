import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { openDatabase } from './client.ts';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';
import { users } from './schema/index.ts';
import { QueryOutsideTransactionError } from './transaction-guard.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'salahkar-client-test-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', ''], { stdio: 'ignore' });
  return child.pid;
}

function writeLock(dir: string, pid: number): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, LOCK_FILE_NAME),
    JSON.stringify({ pid, hostname: os.hostname(), startedAt: 'earlier' }),
  );
}

describe('openDatabase with the embedded database', () => {
  it('refuses a second open of the same data dir, and allows it again after close', async () => {
    const dir = path.join(dataDir, 'shared');
    const first = await openDatabase({ dataDir: dir });
    try {
      expect(first.driver).toBe('pglite');
      await first.ping();
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by process \d+/);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);

    // A lock left by a process that died is taken over.
    writeLock(dir, deadPid());
    const reopened = await openDatabase({ dataDir: dir });
    await reopened.ping();
    await reopened.close();
  });
});

describe('acquireDataDirLock', () => {
  it('refuses while a live process holds the lock', () => {
    const dir = path.join(dataDir, 'live');
    // The process that started this test worker is alive for sure.
    writeLock(dir, process.ppid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(true);
  });

  it('takes over a garbled lock and a stale lock carrying this process’s own pid', () => {
    const dir = path.join(dataDir, 'stale');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, LOCK_FILE_NAME), '{not json');
    const release = acquireDataDirLock(dir);
    release();

    writeLock(dir, process.pid); // e.g. a container restarted as pid 1 again
    const releaseAgain = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    releaseAgain();
  });
});

describe('transaction guard', () => {
  it('fails at once when `db` is queried inside a transaction, instead of hanging', async () => {
    const database = await createTestDatabase();
    try {
      const { db } = database;
      await expect(
        db.transaction(async (tx) => {
          await tx.select().from(users);
          await db.select().from(users);
        }),
      ).rejects.toThrow(QueryOutsideTransactionError);
      await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toThrow(
        QueryOutsideTransactionError,
      );
      // After the transaction, and inside it through tx, queries work.
      expect(await db.transaction(async (tx) => (await tx.select().from(users)).length)).toBe(0);
      expect(await db.select().from(users)).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
