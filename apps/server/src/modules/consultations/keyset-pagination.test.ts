import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultations, notifications, professionalOffers } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';

// Lists paged by cursor: every row once, in (created_at desc, id desc) order, however rows tie
// on created_at or arrive between two page loads.

const t = useMarketplaceApp();
const m = marketplace(t);

type Row = { id: string; createdAt: string };
// Three rows share one moment, two differ from it by a microsecond only (a Date cannot say so).
const MOMENTS = [
  '2026-01-01T00:00:00.000001Z',
  '2026-01-01T00:00:00.000000Z',
  '2026-01-01T00:00:00.000000Z',
  '2026-01-01T00:00:00.000000Z',
  '2026-01-01T00:00:00.000002Z',
  '2026-01-02T00:00:00Z',
  '2025-12-31T00:00:00Z',
];

/** Gives rows the exact moments above (microseconds included), returning the order to expect. */
async function stampMoments(
  target: typeof consultations | typeof notifications | typeof professionalOffers,
  rows: { id: string }[],
) {
  const stamped: Row[] = rows.map((row, i) => ({ id: row.id, createdAt: MOMENTS[i]! }));
  for (const row of stamped) {
    await t.database.db.execute(
      sql`update ${target} set created_at = ${row.createdAt}::timestamptz where id = ${row.id}::uuid`,
    );
  }
  return newestFirst(stamped);
}

// Microsecond ISO strings of one length compare as times; uuids compare as PostgreSQL orders them.
const newestFirst = (rows: Row[]) =>
  [...rows]
    .sort((a, b) =>
      a.createdAt === b.createdAt
        ? b.id.localeCompare(a.id)
        : Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
          b.createdAt.localeCompare(a.createdAt),
    )
    .map((row) => row.id);

/** Follows nextCursor from the first page to the end, returning every id seen and the pages. */
async function readByCursor(person: Person, path: string, pageSize: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const joiner = path.includes('?') ? '&' : '?';
    const url = `${path}${joiner}pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`;
    const page = await m.jsonAs(person, url);
    expect(page.status, url).toBe(200);
    expect(page.body.items.length).toBeLessThanOrEqual(pageSize);
    expect(page.body.hasMore).toBe(page.body.nextCursor !== null);
    seen.push(...page.body.items.map((item: { id: string }) => item.id));
    cursor = page.body.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return seen;
}

describe('keyset pagination', () => {
  it("chains a user's pages by cursor: every request once, in order, ties included", async () => {
    const owner = await m.createPerson();
    const made = [];
    for (const _ of MOMENTS) made.push(await m.createConsultation(owner.user));
    const expected = await stampMoments(consultations, made);

    expect(await readByCursor(owner, '/api/consultations', 2)).toEqual(expected);
    expect(await readByCursor(owner, '/api/consultations?tab=submitted', 3)).toEqual(expected);
    const whole = await m.jsonAs(owner, '/api/consultations?pageSize=2');
    expect(whole.body).toMatchObject({ total: MOMENTS.length, hasMore: true, page: 1 });
  });

  it("chains a professional's available requests and own offers by cursor", async () => {
    const owner = await m.createPerson();
    const me = await m.createProfessional({ specialization: 'Doctor' });
    const doctor = { category: 'Doctor' as const, subcategory: 'Second Opinion' };
    const requests = [];
    for (const _ of MOMENTS) requests.push(await m.createConsultation(owner.user, doctor));
    const expected = await stampMoments(consultations, requests);
    expect(await readByCursor(me, '/api/professional/available-consultations', 2)).toEqual(
      expected,
    );

    const offers = [];
    for (const request of requests) offers.push(await m.createOffer(request, me.user));
    const offerOrder = await stampMoments(professionalOffers, offers);
    expect(await readByCursor(me, '/api/professional/offers', 3)).toEqual(offerOrder);
  });

  it('chains the bell by cursor', async () => {
    const person = await m.createPerson();
    const consultation = await m.createConsultation(person.user);
    const written = await t.database.db
      .insert(notifications)
      .values(
        MOMENTS.map((_, i) => ({
          userId: person.user.id,
          type: 'new_message',
          title: `Notice ${i}`,
          body: 'Something happened',
          consultationId: consultation.id,
        })),
      )
      .returning({ id: notifications.id });
    const expected = await stampMoments(notifications, written);
    expect(await readByCursor(person, '/api/notifications', 2)).toEqual(expected);
  });

  it('neither repeats nor skips older rows when a new one arrives between two pages', async () => {
    const owner = await m.createPerson();
    const made = [];
    for (let i = 0; i < 4; i++) {
      made.push(
        await m.createConsultation(owner.user, { createdAt: new Date(Date.UTC(2026, 0, 1, i)) }),
      );
    }
    const first = await m.jsonAs(owner, '/api/consultations?pageSize=2');
    await m.createConsultation(owner.user, { createdAt: new Date(Date.UTC(2026, 0, 2)) });
    const second = await m.jsonAs(
      owner,
      `/api/consultations?pageSize=2&cursor=${first.body.nextCursor}`,
    );
    const ids = [...first.body.items, ...second.body.items].map((item: Row) => item.id);
    expect(ids).toEqual([made[3]!.id, made[2]!.id, made[1]!.id, made[0]!.id]);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('answers a cursor it did not write with a 400 that says what to do', async () => {
    const owner = await m.createPerson();
    for (const cursor of ['nonsense!', 'MjAyNnxub3QtYS11dWlk', 'A'.repeat(300)]) {
      const answer = await m.jsonAs(owner, `/api/consultations?cursor=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.message).toContain(
        'Cursor is not valid: load the list again from its first page',
      );
    }
  });

  it('still pages by number for clients that send ?page=', async () => {
    const owner = await m.createPerson();
    for (let i = 0; i < 3; i++) await m.createConsultation(owner.user);
    const second = await m.jsonAs(owner, '/api/consultations?page=2&pageSize=2');
    expect(second.body).toMatchObject({ page: 2, total: 3, hasMore: false, nextCursor: null });
    expect(second.body.items).toHaveLength(1);
  });
});
