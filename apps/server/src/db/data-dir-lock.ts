import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The lock every process holding an embedded database keeps in its data dir. */
export const LOCK_FILE_NAME = 'salahkar.lock';

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

// Locks this process holds, so a stale lock left by an earlier process that happened to have our
// pid (common in containers, where the server is often pid 1) is told apart from our own.
const heldLocks = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(lockPath: string, owner: LockOwner | null) {
    const holder = owner
      ? `process ${owner.pid} on ${owner.hostname} since ${owner.startedAt}`
      : 'another process';
    super(
      `The embedded database in ${path.dirname(lockPath)} is in use by ${holder}. ` +
        'Stop that server first, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL). ' +
        `If no Salahkar server is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the data dir's lock file, or throws DataDirLockedError when a live process holds it.
 * PGlite itself does nothing to stop two processes opening one directory, which corrupts it.
 * Returns the function that releases the lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.resolve(dataDir, LOCK_FILE_NAME);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };

  // Write the content first, then link it into place: link fails if the lock exists, so creating
  // it is atomic and nobody ever reads a half-written lock.
  const draft = `${lockPath}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(draft, JSON.stringify(owner));
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, lockPath);
        break;
      } catch (error) {
        if (!isCode(error, 'EEXIST') || attempt > 0) throw lockError(error, lockPath);
        const current = readOwner(lockPath);
        if (current && isLive(current, lockPath)) throw new DataDirLockedError(lockPath, current);
        // The holder is gone (crash, kill -9): take the lock over.
        rmSync(lockPath, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  heldLocks.add(lockPath);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldLocks.delete(lockPath);
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if (!isCode(error, 'ENOENT')) throw error;
    }
  };
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockPath, 'utf8'));
    if (parsed && typeof parsed === 'object' && 'pid' in parsed && Number.isInteger(parsed.pid)) {
      return parsed as LockOwner;
    }
  } catch {
    // Unreadable or garbled: treated as stale below.
  }
  return null;
}

// Only the pid is checked: the hostname changes whenever a container is recreated, and a lock
// left by a crashed container must not block the next one.
function isLive(owner: LockOwner, lockPath: string): boolean {
  if (owner.pid === process.pid) return heldLocks.has(lockPath);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return !isCode(error, 'ESRCH'); // EPERM: alive, just not ours
  }
}

function lockError(error: unknown, lockPath: string): unknown {
  if (isCode(error, 'EEXIST')) return new DataDirLockedError(lockPath, readOwner(lockPath));
  return error;
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
