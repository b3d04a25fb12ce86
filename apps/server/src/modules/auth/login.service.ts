import { randomBytes } from 'node:crypto';
import type { LoginInput, Role } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { assertUnderLimit, countHit, resetLimit, spendLimit } from '../../rate-limits.ts';
import { loginFailuresFrom, loginFailuresOf, loginsFromIp } from './auth-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { closeEndedSessions, endSession, startSession } from '../../plugins/session-store.ts';

/** A new session for the cookie, and the role that sets its lifetime. */
export interface SignedIn {
  token: string;
  userId: string;
  role: Role;
}

// Verifying against a real hash when the email is unknown keeps the answer's timing from telling
// which addresses have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', undefined, { field: 'password' });

/**
 * Checks the email and password and starts a new session, ending the one the browser had (if
 * any), so a session id is never carried across a sign-in. The suspension check comes after the
 * password, so it reveals nothing to someone who does not know it.
 */
export async function logIn(
  ctx: AppContext,
  input: LoginInput,
  from: { ip: string; previousSid?: string | undefined; userAgent?: string | undefined },
): Promise<SignedIn> {
  const { config, db } = ctx;
  await spendLimit(db, loginsFromIp(config, from.ip));
  const failuresHere = loginFailuresFrom(config, input.email, from.ip);
  const failuresEverywhere = loginFailuresOf(config, input.email);
  await assertUnderLimit(db, failuresHere);
  await assertUnderLimit(db, failuresEverywhere);

  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await decoy(), input.password)) && false;
  if (!user || !passwordOk) {
    await countHit(db, failuresHere);
    await countHit(db, failuresEverywhere);
    throw invalidCredentials();
  }
  await resetLimit(db, failuresHere.key);
  if (user.isSuspended) throw new AppError('ACCOUNT_SUSPENDED');

  const { token, replaced } = await db.transaction(async (tx) => {
    const previousOwner = from.previousSid ? await endSession(tx, from.previousSid) : null;
    const started = await startSession(tx, config, user, new Date(), {
      userAgent: from.userAgent,
    });
    return { ...started, replaced: previousOwner };
  });
  // The replaced session's sockets (this browser's other tabs) close now, not at the heartbeat.
  if (replaced && from.previousSid) {
    await closeEndedSessions(ctx.live, replaced, [from.previousSid]);
  }
  return { token, userId: user.id, role: user.role };
}
