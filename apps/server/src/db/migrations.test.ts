import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '@salahkar/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.ts';
import { professionTypes, specializations, urgencyPricing } from './schema/index.ts';
import { seedCatalog } from './seed/index.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

async function catalogCounts() {
  const [row] = await database.db
    .execute<{ professions: number; specializations: number; tiers: number }>(
      sql`
    select (select count(*)::int from ${professionTypes}) as professions,
           (select count(*)::int from ${specializations}) as specializations,
           (select count(*)::int from ${urgencyPricing}) as tiers`,
    )
    .then((result) => result.rows);
  return row;
}

describe('migrations', () => {
  it('applies every committed migration, and applying them again changes nothing', async () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      ).rows[0]?.n;
    expect(await applied()).toBe(journal.entries.length);
    await migrateDatabase(database);
    expect(await applied()).toBe(journal.entries.length);

    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'consultations',
        'professional_offers',
        'chat_messages',
        'video_calls',
        'payments',
        'profession_types',
        'specializations',
        'urgency_pricing',
        'sessions',
        'reviews',
        'notifications',
        'ledger_entries',
        'audit_log',
        'contact_messages',
        'mail_outbox',
        'webhook_events',
        'idempotency_keys',
        'email_otps',
        'password_reset_tokens',
      ]),
    );
  });
});

describe('seedCatalog', () => {
  it('is idempotent: running it again keeps the same rows', async () => {
    const before = await catalogCounts();
    expect(before).toEqual({ professions: 5, specializations: 31, tiers: 3 });
    await seedCatalog(database.db);
    await seedCatalog(database.db);
    expect(await catalogCounts()).toEqual(before);
  });

  it('seeds the five categories with the union of both subcategory lists, Other last', async () => {
    const professions = await database.db.query.professionTypes.findMany({
      orderBy: asc(professionTypes.sortOrder),
      with: { specializations: { orderBy: asc(specializations.sortOrder) } },
    });
    expect(professions.map((p) => p.name)).toEqual([...CATEGORIES]);
    expect(professions.find((p) => p.name === 'CA')?.displayName).toBe('CA & Finance');
    for (const profession of professions) {
      expect(profession.specializations.at(-1)?.name).toBe('Other');
    }
    const career = professions.find((p) => p.name === 'Career_Consultant')?.specializations ?? [];
    expect(career.map((s) => s.name)).toContain('Interview Preparation');
    expect(career.map((s) => s.name)).not.toContain('Interview Prep');

    const range = (category: string, name: string) => {
      const found = professions
        .find((p) => p.name === category)
        ?.specializations.find((s) => s.name === name);
      return found && [found.minPrice, found.maxPrice];
    };
    expect(range('CA', 'ITR Filing')).toEqual([300, 1000]);
    expect(range('Lawyer', 'Corporate Law')).toEqual([600, 2500]);
    expect(range('Career_Consultant', 'Resume Review')).toEqual([200, 600]);
    expect(range('Doctor', 'Other')).toEqual([300, 1500]);
    expect(range('CA', 'GST Return')).toEqual([500, 2000]);
  });

  it('seeds the urgency tiers and leaves an admin’s edits and deletions alone', async () => {
    const tiers = await database.db
      .select()
      .from(urgencyPricing)
      .orderBy(asc(urgencyPricing.minAmount));
    expect(tiers.map((t) => [t.urgencyLevel, t.responseTime, t.minAmount, t.maxAmount])).toEqual([
      ['normal', 'Within 24 hours', 300, 1000],
      ['medium', '6–12 hours', 400, 1500],
      ['urgent', '2–4 hours', 500, 2000],
    ]);

    await database.db
      .update(urgencyPricing)
      .set({ maxAmount: 1200 })
      .where(eq(urgencyPricing.urgencyLevel, 'normal'));
    await database.db.delete(specializations).where(eq(specializations.name, 'Tax Planning'));
    await seedCatalog(database.db);

    const [normal] = await database.db
      .select()
      .from(urgencyPricing)
      .where(eq(urgencyPricing.urgencyLevel, 'normal'));
    expect(normal?.maxAmount).toBe(1200);
    const taxPlanning = await database.db
      .select()
      .from(specializations)
      .where(eq(specializations.name, 'Tax Planning'));
    expect(taxPlanning).toHaveLength(0);
  });
});
