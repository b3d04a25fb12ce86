import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@salahkar/domain';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { LivePublisher } from '../adapters/live-bus/live-bus.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import { rawStatement } from '../db/prepared.ts';
import { sessions, users, type User } from '../db/schema/index.ts';

// Sessions live in PostgreSQL so any instance can serve any request. The cookie carries a random
// token; the row is keyed by its SHA-256, so a leaked database (or backup) holds no usable cookie.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Sliding expiry is written back at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

/** What a session row's `sess` column holds. */
interface SessionData {
  createdAt: string;
  seenAt: string;
  /** Set on the session a user's registration signs them into: their very first one. */
  firstSession?: true;
  /** The browser's User-Agent at sign-in (cut short), to name the device in the sessions list. */
  userAgent?: string;
}

/** Enough of a User-Agent to tell browser, system and device apart; the rest is version noise. */
const USER_AGENT_MAX_LENGTH = 256;

export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

/** The user fields every guard needs, read with the session in one query. */
export type SessionAccount = Pick<
  User,
  'id' | 'email' | 'role' | 'isApproved' | 'specialization' | 'isSuspended'
>;

const sessionAccountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  isApproved: users.isApproved,
  specialization: users.specialization,
  isSuspended: users.isSuspended,
};

// Every signed-in request starts with this query, so it runs on the driver itself (db/prepared.ts):
// on PostgreSQL a named statement each connection parses and plans only once.
const sessionLookup = rawStatement<{ sess: SessionData } & SessionAccount>(
  'session_lookup',
  `select "sessions"."sess", "users"."id", "users"."email", "users"."role",
     "users"."is_approved" as "isApproved", "users"."specialization",
     "users"."is_suspended" as "isSuspended"
   from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
   where "sessions"."sid" = $1 and "sessions"."expire" > $2`,
);

export interface ActiveSession {
  sid: string;
  account: SessionAccount;
  /**
   * True in the session a registration signed the person into (their first), so the dashboard
   * greets them "Welcome" rather than "Welcome back"; any later sign-in starts an ordinary one.
   */
  firstSession: boolean;
}

/** Admins hold the keys to everyone's data, so their sessions are short. */
export function sessionPolicyOf(config: Config, role: Role): SessionPolicy {
  return role === 'admin'
    ? {
        idleMs: config.ADMIN_SESSION_IDLE_MINUTES * MINUTE_MS,
        maxMs: config.ADMIN_SESSION_MAX_HOURS * HOUR_MS,
      }
    : {
        idleMs: config.SESSION_IDLE_MINUTES * MINUTE_MS,
        maxMs: config.SESSION_MAX_HOURS * HOUR_MS,
      };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts a new session (always a new id: sign-in never reuses one) and clears expired rows on the
 * way, so the table does not grow with abandoned sessions. Returns the token for the cookie.
 */
export async function startSession(
  tx: Queryable,
  config: Config,
  account: { id: string; role: Role },
  now = new Date(),
  options: { firstSession?: boolean; userAgent?: string | undefined } = {},
): Promise<{ token: string; sid: string }> {
  const token = randomBytes(32).toString('base64url');
  const sid = hashSessionToken(token);
  const data: SessionData = { createdAt: now.toISOString(), seenAt: now.toISOString() };
  if (options.firstSession) data.firstSession = true;
  if (options.userAgent) data.userAgent = options.userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  await tx.delete(sessions).where(lt(sessions.expire, now));
  await tx.insert(sessions).values({
    sid,
    sess: { ...data },
    expire: expiryOf(data, sessionPolicyOf(config, account.role)),
    userId: account.id,
  });
  return { token, sid };
}

/**
 * The live session a cookie token names, or null. The role's policy is applied at read time, so a
 * user promoted to admin gets admin limits at once; the idle deadline is pushed forward when the
 * last write is older than SESSION_TOUCH_INTERVAL_MS.
 */
export async function findActiveSession(
  db: Queryable,
  config: Config,
  token: string,
  now = new Date(),
): Promise<ActiveSession | null> {
  const sid = hashSessionToken(token);
  const [row] = await sessionLookup(db, [sid, now.toISOString()]);
  if (!row) return null;

  // Built field by field: an object rest copies through V8's slow generic path on every request.
  const data = row.sess;
  const account: SessionAccount = {
    id: row.id,
    email: row.email,
    role: row.role,
    isApproved: row.isApproved,
    specialization: row.specialization,
    isSuspended: row.isSuspended,
  };
  const policy = sessionPolicyOf(config, account.role);
  if (expiryOf(data, policy) <= now) {
    await endSession(db, sid);
    return null;
  }
  if (now.getTime() - Date.parse(data.seenAt) > SESSION_TOUCH_INTERVAL_MS) {
    const touched: SessionData = { ...data, seenAt: now.toISOString() };
    await db
      .update(sessions)
      .set({ sess: { ...touched }, expire: expiryOf(touched, policy) })
      .where(eq(sessions.sid, sid));
  }
  return { sid, account, firstSession: data.firstSession === true };
}

/** Ends one session; returns whose it was (null when it had already ended). */
export async function endSession(db: Queryable, sid: string): Promise<string | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.sid, sid))
    .returning({ userId: sessions.userId });
  return ended?.userId ?? null;
}

/**
 * Which of these sessions are still live, read without sliding their idle deadline: a socket left
 * open in a tab is not activity, so it must not keep a session alive. For the live channel's
 * periodic re-check, in one query per batch.
 */
export async function findLiveSessions(
  db: Queryable,
  config: Config,
  sids: readonly string[],
  now = new Date(),
): Promise<Map<string, ActiveSession>> {
  const live = new Map<string, ActiveSession>();
  for (let start = 0; start < sids.length; start += SESSION_BATCH) {
    const rows = await db
      .select({ sid: sessions.sid, sess: sessions.sess, account: sessionAccountColumns })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.sid, sids.slice(start, start + SESSION_BATCH)),
          gt(sessions.expire, now),
        ),
      );
    for (const row of rows) {
      const data = row.sess as unknown as SessionData;
      if (expiryOf(data, sessionPolicyOf(config, row.account.role)) > now) {
        live.set(row.sid, {
          sid: row.sid,
          account: row.account,
          firstSession: data.firstSession === true,
        });
      }
    }
  }
  return live;
}

const SESSION_BATCH = 500;

/** One of a person's live sessions, as their sessions list reads it. */
export interface StoredSession {
  sid: string;
  createdAt: Date;
  /** When it last made a request, to within SESSION_TOUCH_INTERVAL_MS. */
  seenAt: Date;
  userAgent: string | null;
}

/** A person's live sessions, most recently seen first (sessions_user_id_idx). */
export async function findSessionsOf(
  db: Queryable,
  config: Config,
  account: { id: string; role: Role },
  now = new Date(),
): Promise<StoredSession[]> {
  const rows = await db
    .select({ sid: sessions.sid, sess: sessions.sess })
    .from(sessions)
    .where(and(eq(sessions.userId, account.id), gt(sessions.expire, now)));
  const policy = sessionPolicyOf(config, account.role);
  return rows
    .map((row) => ({ sid: row.sid, data: row.sess as unknown as SessionData }))
    .filter(({ data }) => expiryOf(data, policy) > now)
    .map(({ sid, data }) => ({
      sid,
      createdAt: new Date(data.createdAt),
      seenAt: new Date(data.seenAt),
      userAgent: data.userAgent ?? null,
    }))
    .sort((a, b) => b.seenAt.getTime() - a.seenAt.getTime());
}

/**
 * Ends every session of a user (password reset, suspension), optionally keeping one. Returns the
 * ended sessions' ids, so their live sockets can be closed once the transaction has committed.
 */
export async function endSessionsOf(
  tx: Queryable,
  userId: string,
  exceptSid?: string,
): Promise<string[]> {
  const ofUser = eq(sessions.userId, userId);
  const ended = await tx
    .delete(sessions)
    .where(exceptSid ? and(ofUser, ne(sessions.sid, exceptSid)) : ofUser)
    .returning({ sid: sessions.sid });
  return ended.map((row) => row.sid);
}

/**
 * After commit: closes the live sockets of sessions that ended other than by logout (4401, on
 * whichever instance holds them), instead of leaving them to the next heartbeat.
 */
export async function closeEndedSessions(
  live: LivePublisher,
  userId: string,
  sids: readonly string[],
): Promise<void> {
  await Promise.all(sids.map((sid) => live.disconnect(userId, 'session_ended', sid)));
}

/** Whichever comes first: the idle deadline or the absolute one. */
function expiryOf(data: SessionData, policy: SessionPolicy): Date {
  const idle = Date.parse(data.seenAt) + policy.idleMs;
  const absolute = Date.parse(data.createdAt) + policy.maxMs;
  return new Date(Math.min(idle, absolute));
}
