import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { LoadRoom } from './live-load.ts';
import { assertScratch } from './scale-db.ts';

// The chat throughput round needs many conversations going at once, as a busy day has: hundreds
// of cases in progress, each with its owner and its professional, each professional on several
// cases. Loaded set-based into a scratch database (never one anyone uses), with a session minted
// per person, as sign-in would write it, so a thousand sockets need no thousand password checks.

/** Cases each bench professional works on. */
const CASES_PER_PROFESSIONAL = 10;

/** `rooms` cases in progress, each with its own owner, and the cookies of their two people. */
export async function loadChatRooms(
  client: pg.Client,
  databaseUrl: string,
  rooms: number,
): Promise<LoadRoom[]> {
  assertScratch(databaseUrl);
  const professionals = Math.ceil(rooms / CASES_PER_PROFESSIONAL);
  const owners = await client.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, is_email_verified)
     select 'chat-owner-' || g || '@bench.example', 'bench: no password', 'Chat', 'Owner ' || g, true
     from generate_series(0, $1::int - 1) g
     returning id`,
    [rooms],
  );
  const advisors = await client.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, role, is_email_verified,
       specialization, is_approved, approved_at, experience)
     select 'chat-advisor-' || g || '@bench.example', 'bench: no password', 'Chat', 'Advisor ' || g,
       'professional', true, 'CA', true, now(), 5
     from generate_series(0, $1::int - 1) g
     returning id`,
    [professionals],
  );
  const cases = await client.query<{ id: string; user_id: string; assigned_to: string }>(
    `insert into consultations (title, description, category, subcategory, status, urgency_level,
       base_fee_amount, max_fee_amount, final_amount, user_id, assigned_to, payment_status)
     select 'Chat bench case ' || n, 'A question worth a conversation, number ' || n, 'CA',
       'General', 'in_progress', 'medium', 1000, 5000, 2000, o.id, a.id, 'paid'
     from unnest($1::uuid[]) with ordinality o(id, n)
     join unnest($2::uuid[]) with ordinality a(id, k) on k = (n - 1) / ${CASES_PER_PROFESSIONAL} + 1
     returning id, user_id, assigned_to`,
    [owners.rows.map((row) => row.id), advisors.rows.map((row) => row.id)],
  );
  const cookies = new Map<string, string>();
  const people = [...owners.rows, ...advisors.rows].map((row) => row.id);
  const tokens = people.map(() => randomBytes(32).toString('base64url'));
  const now = new Date().toISOString();
  await client.query(
    `insert into sessions (sid, sess, expire, user_id)
     select sid, $2, now() + interval '1 day', user_id
     from unnest($1::text[], $3::uuid[]) s(sid, user_id)`,
    [
      tokens.map((token) => createHash('sha256').update(token).digest('hex')),
      JSON.stringify({ createdAt: now, seenAt: now }),
      people,
    ],
  );
  people.forEach((id, index) => cookies.set(id, `salahkar.sid=${tokens[index]}`));
  return cases.rows.map((row) => {
    const two = [cookies.get(row.user_id)!, cookies.get(row.assigned_to)!];
    return { consultationId: row.id, members: two, senders: two };
  });
}
