import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Category, Role } from '@salahkar/domain';
import type { FloorViewer } from './floor-consultations.ts';

// The session lookup the real server does on every signed-in request: the cookie's token hashed
// with SHA-256 names the row; one query reads it with the person's guard fields; the idle deadline
// slides forward at most once a minute. The policy (idle and absolute limits per role) mirrors the
// server's defaults, which the bench does not change.

export const SESSION_COOKIE = 'salahkar.sid';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const TOUCH_INTERVAL_MS = MINUTE_MS;

const SESSION_LOOKUP = `select "sessions"."sess", "users"."id", "users"."email", "users"."role",
     "users"."is_approved" as "isApproved", "users"."specialization",
     "users"."is_suspended" as "isSuspended"
   from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
   where "sessions"."sid" = $1 and "sessions"."expire" > $2`;

interface SessionRow {
  sess: { createdAt: string; seenAt: string; firstSession?: true };
  id: string;
  email: string;
  role: Role;
  isApproved: boolean;
  specialization: Category | null;
  isSuspended: boolean;
}

/** The signed-in person, 'suspended', or null when the cookie names no live session. */
export async function findViewer(
  pool: pg.Pool,
  cookieHeader: string | undefined,
  policy: (role: Role) => { idleMs: number; maxMs: number },
): Promise<FloorViewer | 'suspended' | null> {
  const token = tokenOf(cookieHeader);
  if (!token) return null;
  const sid = createHash('sha256').update(token).digest('hex');
  const now = new Date();
  // A named statement, as the real server's lookup is: each connection parses and plans it once.
  const [row] = (
    await pool.query<SessionRow>({
      name: 'floor_session_lookup',
      text: SESSION_LOOKUP,
      values: [sid, now.toISOString()],
    })
  ).rows;
  if (!row) return null;
  const limits = policy(row.role);
  if (expiryOf(row.sess, limits) <= now) {
    await pool.query(`delete from "sessions" where "sessions"."sid" = $1`, [sid]);
    return null;
  }
  if (now.getTime() - Date.parse(row.sess.seenAt) > TOUCH_INTERVAL_MS) {
    const touched = { ...row.sess, seenAt: now.toISOString() };
    await pool.query(
      `update "sessions" set "sess" = $1, "expire" = $2 where "sessions"."sid" = $3`,
      [JSON.stringify(touched), expiryOf(touched, limits).toISOString(), sid],
    );
  }
  if (row.isSuspended) return 'suspended';
  return {
    id: row.id,
    role: row.role,
    isApproved: row.isApproved,
    specialization: row.specialization,
    firstSession: row.sess.firstSession === true,
  };
}

/** The server's default session limits (config.ts): admins 30 min idle / 8 h, others 7 days. */
export function defaultSessionPolicy(idleMinutes: number, maxHours: number) {
  return { idleMs: idleMinutes * MINUTE_MS, maxMs: maxHours * HOUR_MS };
}

function expiryOf(
  data: { createdAt: string; seenAt: string },
  limits: { idleMs: number; maxMs: number },
) {
  return new Date(
    Math.min(Date.parse(data.seenAt) + limits.idleMs, Date.parse(data.createdAt) + limits.maxMs),
  );
}

function tokenOf(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) {
      return decodeURIComponent(part.slice(at + 1).trim());
    }
  }
  return undefined;
}
