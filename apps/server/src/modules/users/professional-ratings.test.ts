import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { ratingsOf } from './professional-ratings.ts';

// The ratings come from totals a trigger keeps as reviews are written (migration 0023, issue 33):
// after every kind of write they read as grouping the reviews themselves would.

let database: TestDatabase;
const OWNER = '00000000-0000-4000-8000-0000000000b1';
const [A, B, C] = ['a2', 'a3', 'a4'].map((n) => `00000000-0000-4000-8000-0000000000${n}`) as [
  string,
  string,
  string,
];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, role, specialization, is_approved)
    values (${OWNER}::uuid, 'owner@ratings.test', 'x', 'Owner', 'R', 'user', null, false),
      (${A}::uuid, 'a@ratings.test', 'x', 'A', 'R', 'professional', 'CA', true),
      (${B}::uuid, 'b@ratings.test', 'x', 'B', 'R', 'professional', 'CA', true),
      (${C}::uuid, 'c@ratings.test', 'x', 'C', 'R', 'professional', 'CA', true)`);
  await database.db.execute(sql`
    insert into consultations (user_id, title, description, category, subcategory, base_fee_amount,
      max_fee_amount, status)
    select ${OWNER}::uuid, 'Case ' || i, 'Rated', 'CA', 'Other', 300, 1000, 'completed'
    from generate_series(1, 7) i`);
});
afterAll(async () => database?.drop());

/** What grouping the reviews gives, in the shape ratingsOf answers. */
async function grouped() {
  const rows = await database.db.execute<{ id: string; n: number; tenths: number }>(sql`
    select professional_id as id, count(*)::int as n, round(avg(rating) * 10)::int as tenths
    from reviews group by professional_id`);
  return new Map(rows.rows.map((row) => [row.id, { rating: row.tenths / 10, reviewCount: row.n }]));
}

describe('professional ratings', () => {
  it('read as the grouped reviews after inserts, edits, moves and deletes', async () => {
    const { db } = database;
    const ratings = () => ratingsOf(db, [A, B, C]);
    expect(await ratings()).toEqual(new Map());
    // Ratings whose averages round at .x5 and repeat (13 / 3 = 4.33…).
    await db.execute(sql`
      insert into reviews (consultation_id, user_id, professional_id, rating)
      select c.id, ${OWNER}::uuid, (case when n <= 3 then ${A} else ${B} end)::uuid,
        (array[5, 4, 4, 3, 4, 2, 5])[n]
      from (select id, row_number() over (order by id) as n from consultations) c`);
    expect(await ratings()).toEqual(await grouped());
    await db.execute(sql`update reviews set rating = 1 where rating = 5`);
    expect(await ratings()).toEqual(await grouped());
    await db.execute(sql`update reviews set professional_id = ${C}::uuid where rating = 4`);
    expect(await ratings()).toEqual(await grouped());
    await db.execute(sql`delete from reviews where professional_id = ${C}::uuid`);
    expect(await ratings()).toEqual(await grouped());
    await db.execute(sql`delete from reviews`);
    expect(await ratings()).toEqual(new Map());
  });
});
