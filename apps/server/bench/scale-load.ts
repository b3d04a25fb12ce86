import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { assertScratch } from './scale-db.ts';

// A realistic data set, loaded set-based (insert … select … from generate_series), never row by
// row: 10,000 people (one in twenty a professional, a hundred per category), then consultations in
// stages. Each consultation's status follows its age as a live system's would: the newest few
// hundred seek offers, the next few hundred are being worked on, the rest are history. So the
// lists a person reads stay the size they would be, and only the tables grow underneath: that
// growth is what the scale mode measures.

export const PEOPLE = 10_000;
const PROFESSIONALS_PER_CATEGORY = 100;
/** The newest this many requests are still collecting offers; the next ACTIVE are in progress. */
const SEEKING = 300;
const ACTIVE = 200;
/**
 * Closed cases wait 24 hours for a reopen request, then the completion job completes them: a live
 * system only ever holds the few closed within the last day. Loaded with older `closedAt`s, they
 * would be a backlog the job works through (100 a pass, a notice each) while the reads are timed.
 */
const RECENTLY_CLOSED = 100;
/**
 * The bench people's own data all lies in the first thousand, so their pages stay one size. The
 * bench user owns one in ten of them, among them requests collecting offers, so the Counter Offers
 * tab has cards (and offers, and their professionals' ratings) to show.
 */
const OWN_DATA_BEFORE = 1000;

/** The two people the reads are made as, with session cookies minted for them. */
export interface ScalePeople {
  userCookie: string;
  professionalCookie: string;
}

/** The people, the bench user and professional and their sessions; returns their cookies. */
export async function loadPeople(client: pg.Client, databaseUrl: string): Promise<ScalePeople> {
  assertScratch(databaseUrl);
  await client.query(`
    insert into users (email, password_hash, first_name, last_name, role, is_email_verified,
      specialization, is_approved, approved_at, experience, created_at)
    select case when pro then 'bench-pro-' else 'bench-user-' end || g || '@bench.example',
      'bench: no password', 'Bench', 'Person ' || g,
      case when pro then 'professional'::role else 'user'::role end, true,
      case when pro then (enum_range(null::category))[1 + (g / 20) % 5] end,
      pro, case when pro then now() - interval '300 days' end,
      case when pro then 1 + g % 30 end, now() - interval '400 days'
    from generate_series(0, ${PEOPLE - 1}) g, lateral (select g % 20 = 0 as pro) p`);
  // Index tables: the n-th user and the k-th professional of a category, for set-based joins.
  await client.query(`
    create table bench_users as
      select (row_number() over (order by id) - 1)::int as n, id from users
      where email like 'bench-user-%';
    create unique index on bench_users (n);
    create table bench_pros as
      select specialization as category,
        (row_number() over (partition by specialization order by id) - 1)::int as k, id
      from users where email like 'bench-pro-%';
    create unique index on bench_pros (category, k);
    create table bench_consultations (g int primary key, id uuid not null, category category not null,
      status consultation_status not null, user_id uuid not null, assigned_to uuid,
      created_at timestamptz not null)`);
  const [user] = (
    await client.query<{ id: string }>(`
      insert into users (email, password_hash, first_name, last_name, is_email_verified)
      values ('bench-owner@bench.example', 'bench: no password', 'Bench', 'Owner', true)
      returning id`)
  ).rows;
  const [professional] = (
    await client.query<{ id: string }>(`
      insert into users (email, password_hash, first_name, last_name, role, is_email_verified,
        specialization, is_approved, approved_at, experience)
      values ('bench-advisor@bench.example', 'bench: no password', 'Bench', 'Advisor',
        'professional', true, 'CA', true, now(), 10)
      returning id`)
  ).rows;
  await client.query(`create table bench_roles (name text primary key, id uuid not null)`);
  await client.query(`insert into bench_roles values ('owner', $1), ('advisor', $2)`, [
    user!.id,
    professional!.id,
  ]);
  return signInPeople(client, databaseUrl);
}

/**
 * Fresh sessions for the bench user and professional of data loaded earlier (a kept scratch
 * database: BENCH_SCALE_DATABASE), and their cookies.
 */
export async function signInPeople(client: pg.Client, databaseUrl: string): Promise<ScalePeople> {
  assertScratch(databaseUrl);
  const roles = await client.query<{ name: string; id: string }>(
    `select name, id from bench_roles`,
  );
  const idOf = (name: string) => {
    const found = roles.rows.find((row) => row.name === name);
    if (!found) throw new Error(`No bench ${name} in ${databaseUrl}: was it loaded by the bench?`);
    return found.id;
  };
  return {
    userCookie: await mintSession(client, idOf('owner')),
    professionalCookie: await mintSession(client, idOf('advisor')),
  };
}

/**
 * Consultations number `from` to `to - 1` of a data set that will then hold `to`, with their
 * offers (about 2.6 each once offers are open), chat (3 messages once assigned) and reviews (half
 * the completed ones). Requests loaded earlier age: those no longer among the newest move on.
 */
export async function loadConsultations(
  client: pg.Client,
  databaseUrl: string,
  from: number,
  to: number,
): Promise<void> {
  assertScratch(databaseUrl);
  const users = PEOPLE - PEOPLE / 20;
  // The status by age: newest seeking offers (open or with offers), then active, then history.
  const statusOf = (age: string) => `case
      when ${age} < ${SEEKING} then (case when g % 2 = 0 then 'open' else 'pending_offers' end)
      when ${age} < ${SEEKING + ACTIVE} then (case when g % 2 = 0 then 'in_progress' else 'assigned' end)
      when ${age} < ${SEEKING + ACTIVE + RECENTLY_CLOSED} and g % 3 = 0 then 'closed'
      else 'completed' end::consultation_status`;
  await client.query(
    `insert into bench_consultations (g, id, category, status, user_id, assigned_to, created_at)
     select g, gen_random_uuid(), c.category, s.status,
       case when g < ${OWN_DATA_BEFORE} and g % 20 in (0, 5) then (select id from bench_roles where name = 'owner')
         else u.id end,
       case when s.status not in ('open', 'pending_offers') then p.id end,
       timestamptz '2025-01-01' + g * interval '5 minutes'
     from generate_series($1::int, $2::int - 1) g
     cross join lateral (select (enum_range(null::category))[1 + g % 5] as category) c
     cross join lateral (select ${statusOf('($2::int - 1 - g)')} as status) s
     join bench_users u on u.n = g % ${users}
     join bench_pros p on p.category = c.category and p.k = g % ${PROFESSIONALS_PER_CATEGORY}`,
    [from, to],
  );
  await client.query(
    `insert into consultations (id, title, description, category, subcategory, status, urgency_level,
       base_fee_amount, max_fee_amount, final_amount, user_id, assigned_to, payment_status,
       closed_at, completed_at, created_at, updated_at)
     select id, 'Bench request ' || g, 'A realistic question about tax, law or health, number ' || g,
       category, 'General', status, (enum_range(null::urgency_level))[1 + g % 3], 1000, 5000,
       case when assigned_to is not null then 1000 + (g % 40) * 100 end, user_id, assigned_to,
       case when assigned_to is not null then 'paid' else 'pending' end::payment_status,
       case when status = 'closed' then now() - interval '1 hour'
         when status = 'completed' then created_at + interval '3 days' end,
       case when status = 'completed' then created_at + interval '10 days' end,
       created_at, created_at
     from bench_consultations where g >= $1 and g < $2`,
    [from, to],
  );
  await loadOffers(client, from, to);
  await client.query(
    `insert into chat_messages (consultation_id, sender_id, message, created_at)
     select c.id, case when k = 1 then c.assigned_to else c.user_id end,
       'Bench message ' || k, c.created_at + k * interval '1 hour'
     from bench_consultations c cross join generate_series(0, 2) k
     where c.g >= $1 and c.g < $2 and c.assigned_to is not null`,
    [from, to],
  );
  await client.query(
    `insert into reviews (consultation_id, user_id, professional_id, rating, comment)
     select id, user_id, assigned_to, 1 + g % 5, 'Helpful'
     from bench_consultations where g >= $1 and g < $2 and status = 'completed' and g % 2 = 0`,
    [from, to],
  );
  if (from > 0) await ageEarlierRequests(client, from, to);
}

async function loadOffers(client: pg.Client, from: number, to: number): Promise<void> {
  // Two or three offers from distinct professionals of the category (37 and 74 apart mod 100);
  // the first is the one accepted once the case is assigned.
  await client.query(
    `insert into professional_offers (consultation_id, professional_id, offer_amount, message, status,
       accepted_at, declined_at, created_at, updated_at)
     select c.id, p.id, 1000 + (c.g % 40) * 100, 'I can help with this',
       case when c.assigned_to is null then 'pending' when o.n = 0 then 'accepted' else 'declined' end::offer_status,
       case when c.assigned_to is not null and o.n = 0 then c.created_at + interval '2 hours' end,
       case when c.assigned_to is not null and o.n > 0 then c.created_at + interval '2 hours' end,
       c.created_at + (o.n + 1) * interval '10 minutes', c.created_at + (o.n + 1) * interval '10 minutes'
     from bench_consultations c cross join generate_series(0, 2) as o(n)
     join bench_pros p on p.category = c.category and p.k = (c.g + o.n * 37) % ${PROFESSIONALS_PER_CATEGORY}
     where c.g >= $1 and c.g < $2 and c.status <> 'open' and (o.n < 2 or c.g % 5 < 3)`,
    [from, to],
  );
  // The bench professional's own offers: on CA requests of the first thousand only.
  await client.query(
    `insert into professional_offers (consultation_id, professional_id, offer_amount, status,
       declined_at, created_at, updated_at)
     select c.id, r.id, 1500,
       case when c.assigned_to is null then 'pending' else 'declined' end::offer_status,
       case when c.assigned_to is not null then c.created_at + interval '2 hours' end,
       c.created_at + interval '5 minutes', c.created_at + interval '5 minutes'
     from bench_consultations c, bench_roles r
     where r.name = 'advisor' and c.g >= $1 and c.g < least($2, ${OWN_DATA_BEFORE})
       and c.category = 'CA' and c.status <> 'open' and c.g % 2 = 0`,
    [from, to],
  );
}

/**
 * Requests loaded earlier that are no longer among the newest have since been answered and
 * completed (the bench owner's keep their statuses, so their tabs stay the same size).
 */
async function ageEarlierRequests(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query(
    `update consultations c set status = 'completed', assigned_to = p.id, payment_status = 'paid',
       final_amount = 2000, closed_at = c.created_at + interval '3 days',
       completed_at = c.created_at + interval '10 days'
     from bench_consultations b
     join bench_pros p on p.category = b.category and p.k = b.g % ${PROFESSIONALS_PER_CATEGORY}
     where c.id = b.id and b.g < $1 and $2::int - 1 - b.g >= ${SEEKING + ACTIVE}
       and b.status in ('open', 'pending_offers', 'in_progress', 'assigned', 'closed')
       and b.user_id <> (select id from bench_roles where name = 'owner')`,
    [from, to],
  );
  await client.query(
    `update professional_offers o set status = 'declined', declined_at = now()
     from bench_consultations b
     where o.consultation_id = b.id and o.status = 'pending' and b.g < $1
       and $2::int - 1 - b.g >= ${SEEKING + ACTIVE}
       and b.user_id <> (select id from bench_roles where name = 'owner')`,
    [from, to],
  );
}

/** A session row as sign-in writes it, and the cookie that names it. */
async function mintSession(client: pg.Client, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const sid = createHash('sha256').update(token).digest('hex');
  const now = new Date().toISOString();
  await client.query(
    `insert into sessions (sid, sess, expire, user_id) values ($1, $2, now() + interval '7 days', $3)`,
    [sid, JSON.stringify({ createdAt: now, seenAt: now }), userId],
  );
  return `salahkar.sid=${token}`;
}
