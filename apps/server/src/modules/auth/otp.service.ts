import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  type Language,
  type VerifyOtpInput,
} from '@salahkar/domain';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { MailMessage } from '../../adapters/mail/index.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { emailOtps, users } from '../../db/schema/index.ts';
import { AppError, badRequest, unavailable } from '../../errors.ts';
import { describeWait, giveBackHit, spendLimit } from '../../rate-limits.ts';
import { mailLink } from '../mail/mail-links.ts';
import { otpMail } from './auth-mails.ts';
import { otpsFromIp, otpsToEmail, spendOtpCheck } from './auth-limits.ts';
import { registrationAttemptMail } from './registration-attempt-mail.ts';

// Registration codes: 6 digits from the CSPRNG, kept only as a hash bound to the address, valid
// 10 minutes, spent by the registration that uses them or by OTP_MAX_ATTEMPTS wrong guesses.
// Nothing here tells whether an address has an account: send-otp answers the same, holds the same
// cooldown and spends the same limits for every address, and a code checked for a registered
// address fails as a wrong one (its owner is mailed instead, registration-attempt-mail.ts).

export const INVALID_OTP = 'Invalid or expired OTP';
const INVALID = INVALID_OTP;
const EXPIRED = 'This OTP has expired. Please request a new one.';
const TOO_MANY_TRIES = 'Too many incorrect attempts. Please request a new OTP.';

/**
 * Mails a new code, in the language of the page that asked for it, to an address that has no
 * account yet, replacing any earlier code. The code is
 * sent directly, not through the mail outbox: it is worth something for ten minutes, so a mail
 * server that is down is said at once (503) rather than the code arriving late (decision 093).
 * An address that has an account gets no code but a notice to its owner, and a held "code"
 * nobody knows (it holds the cooldown and fails every check as a wrong code would).
 *
 * Both take the same steps, so neither the answer nor its timing tells who has an account: a code
 * row written, a mail rendered and handed to the mail server (the answer waits for it either way,
 * and a mail server that is down is a 503 either way), the earlier codes deleted.
 */
export async function sendOtp(
  ctx: AppContext,
  email: string,
  ip: string,
  language: Language = 'en',
): Promise<void> {
  const { db, config } = ctx;
  const latest = await latestLiveOtp(db, email);
  const sinceLast = latest ? Date.now() - latest.lastSentAt.getTime() : Infinity;
  if (sinceLast < OTP_RESEND_COOLDOWN_MS) {
    const wait = describeWait(OTP_RESEND_COOLDOWN_MS - sinceLast);
    throw new AppError('RATE_LIMITED', `Please wait ${wait} before requesting a new code.`);
  }
  const limits = [otpsToEmail(config, email), otpsFromIp(config, ip)];
  for (const limit of limits) await spendLimit(db, limit);
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.email, email));

  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  // One mail rendered either way, in the same layout.
  const mail = owner ? await ownerNotice(ctx, owner) : await otpMail(email, code, language);
  // Committed before the mail is handed over, so no transaction waits on the mail server. While
  // it is being sent, the new code is the live one and holds the cooldown against a second send.
  const [sent] = await db
    .insert(emailOtps)
    .values({
      email,
      // For an owner, not the hash of any code: the same length, so a check takes the same path.
      codeHash: owner ? randomBytes(32).toString('hex') : hashOtp(email, code),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    })
    .returning({ id: emailOtps.id });
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    // A code nobody received holds no cooldown, and spends none of the person's limits.
    await db.delete(emailOtps).where(eq(emailOtps.id, sent!.id));
    for (const limit of limits) await giveBackHit(db, limit);
    throw Object.assign(
      unavailable('We could not send the verification code right now. Please try again shortly.'),
      { cause: error },
    );
  }
  await db
    .delete(emailOtps)
    .where(
      and(eq(emailOtps.email, email), isNull(emailOtps.consumedAt), ne(emailOtps.id, sent!.id)),
    );
}

/** The owner's notice that someone asked to register with their address, in their language. */
async function ownerNotice(
  ctx: AppContext,
  owner: { email: string; firstName: string; language: Language },
): Promise<MailMessage> {
  return registrationAttemptMail(
    { email: owner.email, firstName: owner.firstName, preferredLanguage: owner.language },
    {
      signInUrl: mailLink(ctx, '/login'),
      forgotPasswordUrl: mailLink(ctx, '/forgot-password'),
    },
  );
}

/** Checks a code without spending it (the registration call checks it again and spends it). */
export async function verifyOtp(ctx: AppContext, input: VerifyOtpInput, ip: string): Promise<void> {
  await spendOtpCheck(ctx.db, ctx.config, input.email, ip);
  // Committed even when the code is wrong, so every wrong guess counts.
  const problem = await ctx.db.transaction((tx) => checkOtp(tx, input.email, input.otp));
  if (problem) throw badRequest(problem, 'otp');
}

/**
 * Checks the address's live code inside the caller's transaction, locking it and counting a
 * wrong guess. Answers null when it matches, else the message to show. The caller consumes it.
 */
export async function checkOtp(
  tx: Transaction,
  email: string,
  code: string,
): Promise<string | null> {
  const [otp] = await tx
    .select()
    .from(emailOtps)
    .where(and(eq(emailOtps.email, email), isNull(emailOtps.consumedAt)))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1)
    .for('update');
  if (!otp) return INVALID;
  if (otp.expiresAt.getTime() <= Date.now()) return EXPIRED;
  if (otp.attempts >= OTP_MAX_ATTEMPTS) return TOO_MANY_TRIES;
  if (sameHash(otp.codeHash, hashOtp(email, code))) return null;

  const attempts = otp.attempts + 1;
  await tx.update(emailOtps).set({ attempts }).where(eq(emailOtps.id, otp.id));
  return attempts >= OTP_MAX_ATTEMPTS ? TOO_MANY_TRIES : INVALID;
}

/** Marks the address's live code used; called in the transaction that created the account. */
export async function consumeOtp(tx: Transaction, email: string): Promise<void> {
  await tx
    .update(emailOtps)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailOtps.email, email), isNull(emailOtps.consumedAt)));
}

async function latestLiveOtp(db: Queryable, email: string) {
  const [otp] = await db
    .select({ lastSentAt: emailOtps.lastSentAt })
    .from(emailOtps)
    .where(and(eq(emailOtps.email, email), isNull(emailOtps.consumedAt)))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1);
  return otp;
}

// A code has only a million values, so the hash is no secret against a stolen table; binding it
// to the address keeps one code's hash from matching another address's row.
function hashOtp(email: string, code: string): string {
  return createHash('sha256').update(`${email}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
