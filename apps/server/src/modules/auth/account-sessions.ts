import { createHash } from 'node:crypto';
import type { AccountSession } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import {
  closeEndedSessions,
  endSession,
  endSessionsOf,
  findSessionsOf,
} from '../../plugins/session-store.ts';
import { deviceOf } from './user-agent.ts';

// The person's own sessions: which devices are signed in, and signing one or all of them out.
// A session is named by a hash of its stored id, itself a hash of the cookie's token: the list
// hands out nothing that could be turned back into a cookie, nor the key the live bus uses.

/** The id the sessions list shows for a stored session id. */
export function sessionIdOf(sid: string): string {
  return createHash('sha256').update(`account-session:${sid}`).digest('hex').slice(0, 32);
}

type Viewer = Pick<Person, 'id' | 'role'>;

/** GET /api/auth/sessions: the person's live sessions, the one asking marked current. */
export async function listAccountSessions(
  ctx: AppContext,
  viewer: Viewer,
  currentSid: string | undefined,
): Promise<AccountSession[]> {
  const stored = await findSessionsOf(ctx.db, ctx.config, viewer);
  return stored.map((session) => ({
    id: sessionIdOf(session.sid),
    ...deviceOf(session.userAgent),
    current: session.sid === currentSid,
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: session.seenAt.toISOString(),
  }));
}

/**
 * DELETE /api/auth/sessions/{id}: ends one of the person's own sessions (anyone else's, or one
 * already over, is not found) and closes its live sockets at once. Says whether it was the
 * session asking, whose cookie then goes too.
 */
export async function signOutSession(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  currentSid: string | undefined,
): Promise<{ wasCurrent: boolean }> {
  const stored = await findSessionsOf(ctx.db, ctx.config, viewer);
  const session = stored.find((candidate) => sessionIdOf(candidate.sid) === id);
  if (!session || (await endSession(ctx.db, session.sid)) !== viewer.id) {
    throw notFound('SESSION_NOT_FOUND');
  }
  await closeEndedSessions(ctx.live, viewer.id, [session.sid]);
  return { wasCurrent: session.sid === currentSid };
}

/**
 * POST /api/auth/sessions/sign-out-all: "Sign out of all devices" ends every session of the
 * person, the one asking included, and closes their live sockets.
 */
export async function signOutEverywhere(ctx: AppContext, viewer: Viewer): Promise<void> {
  const ended = await endSessionsOf(ctx.db, viewer.id);
  await closeEndedSessions(ctx.live, viewer.id, ended);
}
