import { createHash, randomBytes } from 'node:crypto';
import {
  errorMessage,
  RESET_TOKEN_TTL_MS,
  type ResetPasswordInput,
  type VerifyResetTokenResponse,
} from '@salahkar/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { answerEvenly } from '../../even-answer.ts';
import { enqueueMail, supersedeUnsentMails } from '../mail/mail-outbox.ts';
import { spendLimit } from '../../rate-limits.ts';
import { forgetLoginFailures, resetsForEmail, resetsFromIp } from './auth-limits.ts';
import { resetMail } from '../mail/templates/auth-mails.ts';
import { assertNotCommonPassword } from './common-passwords/index.ts';
import { hashPassword } from './password.ts';
import { closeEndedSessions, endSessionsOf } from '../../plugins/session-store.ts';

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
/** The reset page's text for a link that does not work (RESET_TOKEN_INVALID's). */
const INVALID_TOKEN_MESSAGE = errorMessage('RESET_TOKEN_INVALID');

/**
 * Mails a single-use reset link when the address has an account, and does nothing visible when it
 * has none: the answer, the limits and the work before the answer are the same either way (the
 * mail is sent after the answer), so the form cannot be used to find out who has an account. The
 * link and its mail are written in one transaction; the mail outbox delivers it, retrying while
 * the mail server is down. A link mail that has not left yet is replaced by the new one
 * (decision 093).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  from: { ip: string; origin: string },
): Promise<void> {
  // Held to the same floor whatever the address (a real link's writes cost a little more).
  await answerEvenly(() => writeResetLink(ctx, email, from));
}

async function writeResetLink(
  ctx: AppContext,
  email: string,
  from: { ip: string; origin: string },
): Promise<void> {
  const { db, config } = ctx;
  await spendLimit(db, resetsFromIp(config, from.ip));

  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.email, email));
  // An address without an account goes through the same steps (a link, its mail rendered, the
  // transaction's writes and its commit): the answer takes as long either way. Both commit a
  // write, the address's own limit, because on PostgreSQL a commit that wrote waits for the disk
  // and a rolled-back or read-only one does not, which a stopwatch would tell.
  const token = randomBytes(32).toString('hex');
  const link = `${from.origin}/reset-password?token=${token}`;
  const mail = await resetMail(email, user?.firstName ?? '', link, user?.language ?? 'en');
  const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString();
  await db.transaction(async (tx) => {
    await spendLimit(tx, resetsForEmail(config, email));
    // One statement for both: the link of the address's account, if it has one.
    await tx.execute(sql`
      insert into ${passwordResetTokens} (user_id, token_hash, expires_at)
      select ${users.id}, ${hashToken(token)}, ${expiresAt}::timestamptz
      from ${users} where ${users.email} = ${email}`);
    await supersedeUnsentMails(tx, email, 'password_reset');
    if (user) await enqueueMail(tx, mail, { kind: 'password_reset' });
  });
}

/** Whether a reset link still works, for the reset page to show the form or the invalid state. */
export async function verifyResetToken(
  ctx: AppContext,
  token: string,
): Promise<VerifyResetTokenResponse> {
  const normalised = token.trim().toLowerCase();
  if (!TOKEN_PATTERN.test(normalised)) return { valid: false, message: INVALID_TOKEN_MESSAGE };
  const [row] = await ctx.db
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(normalised)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    );
  return row
    ? { valid: true, email: row.email, message: 'Reset token is valid' }
    : { valid: false, message: INVALID_TOKEN_MESSAGE };
}

/**
 * Sets the new password, spends every outstanding link of the account and ends its other
 * sessions (keeping the caller's own, when they are signed in as that account), in one
 * transaction. Earlier failed sign-ins are forgotten: the owner starts afresh.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordInput,
  current: { sid: string; userId: string } | null,
): Promise<void> {
  assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashToken(input.token.toLowerCase());

  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: passwordResetTokens.userId, email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .for('update', { of: passwordResetTokens });
    if (!row) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    const keep = current?.userId === row.userId ? current.sid : undefined;
    const ended = await endSessionsOf(tx, row.userId, keep);
    await forgetLoginFailures(tx, row.email);
    return { userId: row.userId, ended };
  });
  if (!done) throw badRequest('RESET_TOKEN_INVALID');
  // Their sockets close now, not at the next heartbeat: whoever held them must sign in again.
  await closeEndedSessions(ctx.live, done.userId, done.ended);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
