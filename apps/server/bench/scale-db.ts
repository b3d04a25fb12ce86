import { randomBytes } from 'node:crypto';
import pg from 'pg';

// The scale mode loads hundreds of thousands of rows: never into a database anyone uses. It creates
// its own database beside the one DATABASE_URL names, and only ever loads into or drops a database
// whose name carries the prefix below.

export const SCRATCH_PREFIX = 'salahkar_bench_';

/** A scratch database: its URL, and a `drop` that removes it (safe to call twice). */
export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** Creates `salahkar_bench_<random>` on the server DATABASE_URL points at. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `${SCRATCH_PREFIX}${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  return {
    name,
    url: url.toString(),
    drop: () => (dropped ??= onServer(serverUrl, `drop database if exists "${name}" with (force)`)),
  };
}

/** Refuses any database but a scratch one: the loader writes without asking. */
export function assertScratch(databaseUrl: string): void {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!name.startsWith(SCRATCH_PREFIX)) {
    throw new Error(
      `Refusing to load bench data into "${name}": not a ${SCRATCH_PREFIX}* database.`,
    );
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
