import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cursor, KeysetPageQuery } from '@salahkar/domain';
import {
  consultationPageQuery,
  ownConsultationsWhere,
} from '../modules/consultations/consultation-queries.ts';
import {
  notificationPageQuery,
  ownNotificationsWhere,
} from '../modules/notifications/notifications.service.ts';
import {
  acceptedConsultationsWhere,
  availableConsultationsWhere,
  ownOffersPageQuery,
  ownOffersWhere,
  pendingActionsWhere,
} from '../modules/professional/professional.service.ts';
import {
  adminConsultationPageQuery,
  adminConsultationsWhere,
} from '../modules/admin/admin-consultation-list.ts';
import { transactionQuery } from '../modules/admin/finance.service.ts';
import { openComplaintsWhere } from '../modules/complaints/complaints.service.ts';
import { adminUsersPageQuery, adminUsersWhere } from '../modules/admin/users.service.ts';
import { adminPayoutsPageQuery } from '../modules/wallet/payouts.service.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';

// Each keyset list, as the server builds it, walks its partial index in page order and stops after
// the page, at the first page and deep in the list alike: no Sort over the rows of the filter.
// PostgreSQL only: PGlite's planner sees no statistics worth trusting at this size.

const ROWS = 20_000;
const OWNER = '00000000-0000-4000-8000-000000000001';
const PRO = '00000000-0000-4000-8000-0000000000a1';

let database: TestDatabase;
let db: Database;

/** One of the ten owners, a professional (CA) who is assigned or offers on many cases, set-based. */
async function loadRows() {
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, role, specialization, is_approved)
    select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'owner' || n || '@plan.test',
      'x', 'Owner', 'Plan', 'user'::role, null::category, false
    from generate_series(1, 10) n
    union all
    select ${PRO}::uuid, 'pro@plan.test', 'x', 'Pro', 'Plan', 'professional'::role, 'CA'::category, true`);
  await db.execute(sql`
    insert into consultations (user_id, title, description, category, subcategory, base_fee_amount,
      max_fee_amount, status, assigned_to, created_at)
    select ('00000000-0000-4000-8000-' || lpad((1 + (i / 3) % 10)::text, 12, '0'))::uuid,
      'Case ' || i, 'A case loaded for the plan check.',
      (array['CA','Lawyer','Doctor','Engineer','Career_Consultant'])[1 + (i / 5) % 5]::category,
      'Other', 300, 1000,
      (array['open','pending_offers','in_progress','completed','closed'])[1 + i % 5]::consultation_status,
      case when i % 5 in (2, 3) then ${PRO}::uuid end,
      -- Pairs of cases share a moment, so ties on created_at are in the data.
      timestamptz '2026-01-01' + (i / 2) * interval '1 minute'
    -- Stored out of time order, as updates and vacuum leave a real table: a perfect correlation
    -- would make walking every case by time look cheaper than one owner's index.
    from generate_series(1, ${ROWS}) i order by random()`);
  await db.execute(sql`
    insert into professional_offers (consultation_id, professional_id, offer_amount, status, created_at)
    select id, ${PRO}::uuid, 500,
      (case when random() < 0.1 then 'pending' else 'declined' end)::offer_status, created_at
    from consultations`);
  await db.execute(sql`
    insert into notifications (user_id, type, title, body, created_at)
    select ('00000000-0000-4000-8000-' || lpad((1 + i % 10)::text, 12, '0'))::uuid, 'new_message',
      'Notice ' || i, 'Something happened', timestamptz '2026-01-01' + (i / 2) * interval '1 minute'
    from generate_series(1, ${ROWS}) i`);
  await loadAdminRows();
  await db.execute(sql`analyze`);
}

/** What only the admin lists read: many people, a payment per case, some open queries. */
async function loadAdminRows() {
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, role, specialization, created_at)
    select 'person' || i || '@plan.test', 'x', 'Person', 'Plan',
      (array['user','user','user','professional'])[1 + i % 4]::role,
      case when i % 4 = 3 then 'Lawyer'::category end,
      timestamptz '2026-01-01' + (i / 2) * interval '1 minute'
    from generate_series(1, ${ROWS}) i order by random()`);
  await db.execute(sql`
    insert into payments (consultation_id, offer_id, user_id, professional_id, amount,
      platform_share, professional_share, status, provider, gateway_order_id, expires_at, created_at)
    select c.id, o.id, c.user_id, ${PRO}::uuid, 500, 100, 400,
      (case when c.status in ('in_progress', 'completed', 'closed') then 'paid' else 'failed' end)::payment_status,
      'simulated', 'order_' || c.id, c.created_at + interval '15 minutes', c.created_at
    from consultations c join professional_offers o on o.consultation_id = c.id order by random()`);
  // Payouts of the many professionals, a third paid, stored out of time order.
  await db.execute(sql`
    insert into payouts (professional_id, amount, status, bank_reference, paid_at, requested_at)
    select p.id, 100,
      (case when n % 3 = 0 then 'paid' else 'requested' end)::payout_status,
      case when n % 3 = 0 then 'UTR' || n end,
      case when n % 3 = 0 then p.created_at + interval '2 days' end,
      p.created_at + interval '1 day'
    from (select id, created_at, row_number() over () as n from users where role = 'professional') p
    order by random()`);
  await db.execute(sql`
    update consultations set complaint_raised_at = created_at + interval '1 day', complaint_reason = 'Why?'
    where status = 'completed' and (extract(epoch from created_at)::bigint / 60) % 7 = 0`);
}

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
};

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode> {
  if (database.driver !== 'pg') throw new Error('The plan check needs PostgreSQL');
  const { sql: text, params } = query.toSQL();
  const result = await database.pool.query(`explain (format json) ${text}`, params);
  return (result.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan;
}

/** The cursor of the row `depth` rows into the list, as the server would have written it. */
async function cursorAt(
  table:
    'consultations' | 'professional_offers' | 'notifications' | 'users' | 'payments' | 'payouts',
  where: SQL,
  depth: number,
): Promise<Cursor> {
  // Payouts are ordered by when they were requested, the other lists by created_at.
  const at = sql.identifier(table === 'payouts' ? 'requested_at' : 'created_at');
  const found = await db.execute<{ at: string; id: string }>(sql`
    select to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
    from ${sql.identifier(table)} where ${where}
    order by ${at} desc, id desc offset ${depth} limit 1`);
  const row = found.rows[0];
  if (!row) throw new Error(`No row ${depth} deep in ${table}`);
  return { createdAt: row.at, id: row.id };
}

const FIRST: KeysetPageQuery = { page: 1, pageSize: 20 };
const DEEP = 1000;

function expectWalksIndex(plan: PlanNode, index: string) {
  const nodes = nodesOf(plan);
  const scans = nodes.filter((node) => node['Node Type'].startsWith('Index'));
  expect(
    scans.map((node) => node['Index Name']),
    JSON.stringify(plan),
  ).toContain(index);
  for (const node of nodes.filter((found) => found['Node Type'].includes('Sort'))) {
    expect(node['Plan Rows'], `a sort of ${node['Plan Rows']} rows`).toBeLessThanOrEqual(100);
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('list query plans at 20k rows', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await loadRows();
  }, 60_000);
  afterAll(async () => database?.drop());

  const consultationLists: [string, () => SQL | undefined][] = [
    ["a user's requests", () => ownConsultationsWhere(OWNER)],
    ["a user's Counter Offers tab", () => ownConsultationsWhere(OWNER, 'withOffers')],
    ['Available Options', () => availableConsultationsWhere({ id: PRO }, 'CA')],
    ['Active Consultations', () => acceptedConsultationsWhere({ id: PRO })],
    ['Pending Actions', () => pendingActionsWhere({ id: PRO })],
  ];
  const expectedIndex: Record<string, string> = {
    "a user's requests": 'consultations_user_created_idx',
    "a user's Counter Offers tab": 'consultations_user_created_idx',
    'Available Options': 'consultations_seeking_offers_idx',
    'Active Consultations': 'consultations_assigned_active_idx',
    'Pending Actions': 'consultations_assigned_active_idx',
  };

  it.each(consultationLists)('%s walk their index, first page and deep', async (name, whereOf) => {
    const where = whereOf()!;
    expectWalksIndex(await planOf(consultationPageQuery(db, where, FIRST)), expectedIndex[name]!);
    const deep = { ...FIRST, cursor: await cursorAt('consultations', where, DEEP / 10) };
    expectWalksIndex(await planOf(consultationPageQuery(db, where, deep)), expectedIndex[name]!);
  });

  // The admin lists: each filter walks the index that leads with it, in page order.
  const adminConsultationLists: [string, () => SQL[], string][] = [
    ['every consultation', () => adminConsultationsWhere({}), 'consultations_created_idx'],
    [
      'consultations of a status',
      () => adminConsultationsWhere({ status: 'completed' }),
      'consultations_status_created_idx',
    ],
    [
      'consultations of a category',
      () => adminConsultationsWhere({ category: 'Lawyer' }),
      'consultations_category_created_idx',
    ],
  ];

  it.each(adminConsultationLists)(
    'the admin list of %s walks its index',
    async (_, whereOf, index) => {
      const filters = whereOf();
      const where = filters.length ? sql.join(filters, sql` and `) : sql`true`;
      expectWalksIndex(await planOf(adminConsultationPageQuery(db, filters, FIRST)), index);
      const deep = { ...FIRST, cursor: await cursorAt('consultations', where, DEEP) };
      expectWalksIndex(await planOf(adminConsultationPageQuery(db, filters, deep)), index);
    },
  );

  it('walks open queries oldest first, people and transactions newest first', async () => {
    const queries = openComplaintsWhere();
    const [oldest] = (
      await db.execute<{ at: string; id: string }>(sql`
        select to_char(complaint_raised_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
        from consultations where complaint_raised_at is not null and complaint_resolved_at is null
        order by complaint_raised_at, id offset 100 limit 1`)
    ).rows;
    for (const query of [FIRST, { ...FIRST, cursor: { createdAt: oldest!.at, id: oldest!.id } }]) {
      // The partial index holds only open queries, few by nature: a bitmap read of them and a
      // small sort is as good as an ordered walk.
      const plan = await planOf(adminConsultationPageQuery(db, queries, query, 'oldestComplaint'));
      expect(nodesOf(plan).map((node) => node['Index Name'])).toContain(
        'consultations_open_complaints_idx',
      );
      expectWalksIndex(plan, 'users_pkey');
    }
    for (const [role, index] of [
      [undefined, 'users_created_at_idx'],
      ['professional', 'users_role_created_idx'],
    ] as const) {
      const where = adminUsersWhere({ role });
      const cursor = await cursorAt('users', where ?? sql`true`, DEEP);
      for (const query of [FIRST, { ...FIRST, cursor }]) {
        expectWalksIndex(await planOf(adminUsersPageQuery(db, where, query)), index);
      }
    }
    for (const [status, index] of [
      [undefined, 'payments_created_idx'],
      ['paid', 'payments_status_created_idx'],
    ] as const) {
      const where = status ? sql`status = ${status}` : sql`true`;
      const cursor = await cursorAt('payments', where, DEEP);
      for (const at of [undefined, cursor]) {
        expectWalksIndex(
          await planOf(transactionQuery(db, { status, limit: FIRST.pageSize + 1, cursor: at })),
          index,
        );
      }
    }
  });

  it('walks the admin payouts newest first, every payout or one status', async () => {
    for (const [status, index] of [
      [undefined, 'payouts_requested_idx'],
      ['requested', 'payouts_status_idx'],
      ['paid', 'payouts_status_idx'],
    ] as const) {
      const where = status ? sql`status = ${status}` : sql`true`;
      const cursor = await cursorAt('payouts', where, DEEP);
      for (const query of [FIRST, { ...FIRST, cursor }]) {
        expectWalksIndex(await planOf(adminPayoutsPageQuery(db, { ...query, status })), index);
      }
    }
  });

  it("walks a professional's offers and a person's bell in order", async () => {
    const offers = ownOffersWhere({ id: PRO }, {})!;
    const offerCursor = await cursorAt('professional_offers', offers, DEEP);
    for (const query of [FIRST, { ...FIRST, cursor: offerCursor }]) {
      expectWalksIndex(
        await planOf(ownOffersPageQuery(db, offers, query)),
        'professional_offers_professional_created_idx',
      );
    }
    const bell = ownNotificationsWhere(OWNER);
    const bellCursor = await cursorAt('notifications', bell, DEEP);
    for (const query of [FIRST, { ...FIRST, cursor: bellCursor }]) {
      expectWalksIndex(
        await planOf(notificationPageQuery(db, bell, query)),
        'notifications_user_created_idx',
      );
    }
  });
});
