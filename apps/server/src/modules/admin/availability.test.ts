import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heartbeatJob } from './heartbeat.job.ts';
import { serviceHeartbeats } from '../../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import type { AppContext } from '../../context.ts';
import { availability, minuteOf, pruneHeartbeats, recordHeartbeat } from './availability.ts';

// Availability = minutes with a heartbeat / minutes elapsed, over planted heartbeat rows.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  await database.db.delete(serviceHeartbeats);
});
afterAll(async () => database?.drop());

const NOW = new Date('2026-11-24T12:00:30Z');
const MINUTE = 60_000;

/** Heartbeats for minutes `from` to `to` before NOW's minute (inclusive), less `skip`. */
async function plant(
  from: number,
  to: number,
  skip: (minutesAgo: number) => boolean = () => false,
) {
  const current = minuteOf(NOW).getTime();
  const rows = [];
  for (let ago = from; ago >= to; ago -= 1) {
    if (!skip(ago)) rows.push({ minute: new Date(current - ago * MINUTE) });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await database.db.insert(serviceHeartbeats).values(rows.slice(i, i + 1000));
  }
}

describe('availability from recorded heartbeats', () => {
  it('is unknown before anything was recorded', async () => {
    expect(await availability(database.db, NOW)).toEqual({ day: null, week: null });
  });

  it('counts a fresh install from its first recorded minute, not the whole window', async () => {
    // Ten finished minutes and the current one, two of the finished ones missed: 9 / 11.
    await plant(10, 0, (ago) => ago === 4 || ago === 5);
    expect(await availability(database.db, NOW)).toEqual({ day: 81.82, week: 81.82 });
  });

  it('leaves out the minute in progress until it has its heartbeat', async () => {
    await plant(10, 1);
    expect(await availability(database.db, NOW)).toEqual({ day: 100, week: 100 });
  });

  it('weighs an hour down yesterday against a day and against a week', async () => {
    // Eight days of minutes; the hour from 10 to 11 hours ago is missing.
    await plant(8 * 24 * 60, 0, (ago) => ago > 600 && ago <= 660);
    const { day, week } = await availability(database.db, NOW);
    expect(day).toBe(95.83); // 1380 / 1440
    expect(week).toBe(99.4); // 10020 / 10080
  });

  it('records one row per minute however often instances beat, and prunes old rows', async () => {
    await recordHeartbeat(database.db, NOW);
    await recordHeartbeat(database.db, new Date(NOW.getTime() + 10_000));
    const ctx = { db: database.db } as unknown as AppContext;
    await heartbeatJob.runOnce(ctx, new Date(NOW.getTime() + 20_000));
    const rows = await database.db.select().from(serviceHeartbeats);
    expect(rows).toEqual([{ minute: minuteOf(NOW), lastBeatAt: new Date(NOW.getTime() + 20_000) }]);

    await plant(9 * 24 * 60, 8 * 24 * 60 - 1);
    expect(await pruneHeartbeats(database.db, NOW)).toBe(24 * 60 + 1);
    const [left] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(serviceHeartbeats);
    expect(left!.count).toBe(2);
  });
});
