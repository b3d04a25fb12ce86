import type { Language, Role } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { answerEvenly } from '../../even-answer.ts';
import { assertUnderLimit, countHit, resetLimit, spendLimit } from '../../rate-limits.ts';
import { loginFailuresFrom, loginFailuresOf, loginsFromIp } from '../auth/auth-limits.ts';
import { closeEndedSessions, endSession, startSession } from '../../plugins/session-store.ts';
import { assertCooledDown, checkCode, codeRefusal, consumeCode, issueCode } from './phone-codes.ts';
import { phoneCodesFromIp, phoneCodesTo } from './phone-limits.ts';

// Signing in with a verified mobile number and an SMS code, beside email and password, with the
// same limits, lockouts and answers (login.service.ts): a number without an account gets the same
// answer, the same limits and the same stored code as one with an account; only no SMS leaves.

/**
 * Stores a sign-in code for the number and, when a verified account has it, queues its SMS. The
 * limits are spent before the number is looked up, so its answer cannot be asked for without limit.
 */
export async function sendLoginCode(
  ctx: AppContext,
  phone: string,
  from: { ip: string; language: Language },
): Promise<{ expiresAt: Date }> {
  // Held to the same floor whether or not an SMS is queued.
  return answerEvenly(() => issueLoginCode(ctx, phone, from));
}

async function issueLoginCode(
  ctx: AppContext,
  phone: string,
  from: { ip: string; language: Language },
): Promise<{ expiresAt: Date }> {
  const { db, config } = ctx;
  await spendLimit(db, phoneCodesFromIp(config, from.ip));
  await spendLimit(db, phoneCodesTo(config, phone));
  // Every number asked for has codes, account or not: the cooldown tells nothing either.
  await assertCooledDown(db, { phone, purpose: 'login', userId: null });
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return db.transaction((tx) =>
    issueCode(
      tx,
      { phone, purpose: 'login', userId: account?.id ?? null },
      { language: from.language, deliver: account !== undefined },
    ),
  );
}

/**
 * Checks the code and starts a new session, ending the one the browser had, as the email sign-in
 * does: the same per-IP limit and per-account lockout (keyed by the number), the suspension said
 * only after the code was right. A code sent before the number moved to another account (or off
 * every account) signs no one in.
 */
export async function logInWithPhone(
  ctx: AppContext,
  input: { phone: string; code: string },
  from: { ip: string; previousSid?: string; userAgent?: string },
): Promise<{ token: string; userId: string; role: Role }> {
  const { config, db } = ctx;
  await spendLimit(db, loginsFromIp(config, from.ip));
  const failuresHere = loginFailuresFrom(config, input.phone, from.ip);
  const failuresEverywhere = loginFailuresOf(config, input.phone);
  await assertUnderLimit(db, failuresHere);
  await assertUnderLimit(db, failuresEverywhere);

  // Committed even when the code is wrong, so every wrong guess counts.
  const outcome = await db.transaction(async (tx) => {
    const owner = { phone: input.phone, purpose: 'login' as const, userId: null };
    const checked = await checkCode(tx, owner, input.code);
    if ('problem' in checked) return checked;
    const [user] = await tx.select().from(users).where(eq(users.phone, input.phone));
    if (!user || user.id !== checked.row.userId) return { problem: 'PHONE_CODE_INVALID' as const };
    await consumeCode(tx, checked.row);
    if (user.isSuspended) return { suspended: true as const };
    const replaced = from.previousSid ? await endSession(tx, from.previousSid) : null;
    const { token } = await startSession(tx, config, user, new Date(), {
      userAgent: from.userAgent,
    });
    return { token, userId: user.id, role: user.role, replaced };
  });
  if ('problem' in outcome) {
    await countHit(db, failuresHere);
    await countHit(db, failuresEverywhere);
    throw codeRefusal(outcome.problem);
  }
  await resetLimit(db, failuresHere.key);
  if ('suspended' in outcome) throw new AppError('ACCOUNT_SUSPENDED');
  // The replaced session's sockets (this browser's other tabs) close now, not at the heartbeat.
  if (outcome.replaced && from.previousSid) {
    await closeEndedSessions(ctx.live, outcome.replaced, [from.previousSid]);
  }
  return { token: outcome.token, userId: outcome.userId, role: outcome.role };
}
