import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { inUnitOfWork } from './unit-of-work.ts';

let database: TestDatabase;
const logged: unknown[][] = [];
const log = { error: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
const ctx = () => ({ db: database.db, log });

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table probe (n integer not null)`);
});
afterAll(async () => {
  await database.close();
});

/** What the probe table holds, read outside any transaction. */
async function probe(): Promise<number[]> {
  const { rows } = await database.db.execute<{ n: number }>(sql`select n from probe order by n`);
  return rows.map((row) => row.n);
}

describe('inUnitOfWork', () => {
  it('runs the effects once the transaction has committed, in the order they were scheduled', async () => {
    await database.db.execute(sql`delete from probe`);
    const seen: string[] = [];
    const answer = await inUnitOfWork(ctx(), async (tx, afterCommit) => {
      afterCommit(async () => {
        // Reading through `db` inside the transaction would throw: this runs after it.
        seen.push(`first saw ${(await probe()).join(',')}`);
      });
      await tx.execute(sql`insert into probe (n) values (1)`);
      afterCommit(() => {
        seen.push('second');
      });
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seen).toEqual(['first saw 1', 'second']);
  });

  it('runs no effect when the transaction rolls back', async () => {
    await database.db.execute(sql`delete from probe`);
    const seen: string[] = [];
    await expect(
      inUnitOfWork(ctx(), async (tx, afterCommit) => {
        await tx.execute(sql`insert into probe (n) values (2)`);
        afterCommit(() => {
          seen.push('pushed');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    expect(await probe()).toEqual([]);
  });

  it('logs an effect that fails, runs the ones after it and still answers', async () => {
    logged.length = 0;
    const seen: string[] = [];
    const answer = await inUnitOfWork(ctx(), async (_tx, afterCommit) => {
      afterCommit(() => Promise.reject(new Error('live bus down')));
      afterCommit(() => {
        throw new Error('also down');
      });
      afterCommit(() => {
        seen.push('bell');
      });
      return 42;
    });
    expect(answer).toBe(42);
    expect(seen).toEqual(['bell']);
    expect(logged.map(([fields]) => (fields as { err: Error }).err.message)).toEqual([
      'live bus down',
      'also down',
    ]);
  });
});
