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
import { emailOtps, mailOutbox, users } from '../../db/schema/index.ts';
import { badField, tooManyRequests } from '../../errors.ts';
import { answerEvenly } from '../../even-answer.ts';
import { spendLimit, waitSeconds } from '../../rate-limits.ts';
import { mailLink } from '../mail/mail-links.ts';
import { enqueueMail, supersedeUnsentMails } from '../mail/mail-outbox.ts';
import { otpMail } from '../mail/templates/auth-mails.ts';
import { otpsFromIp, otpsToEmail, spendOtpCheck } from './auth-limits.ts';
import { registrationAttemptMail } from '../mail/templates/registration-attempt-mail.ts';

// Registration codes: 6 digits from the CSPRNG, kept only as a hash bound to the address, valid
// 10 minutes, spent by the registration that uses them or by OTP_MAX_ATTEMPTS wrong guesses.
// Nothing here tells whether an address has an account: send-otp answers the same, holds the same
// cooldown and spends the same limits for every address, and a code checked for a registered
// address fails as a wrong one (its owner is mailed instead, registration-attempt-mail.ts).

/** Why a code was refused. */
export type OtpProblem = 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_TRIES';

/**
 * Queues a new code's mail, in the language of the page that asked for it, to an address that has
 * no account yet, replacing any earlier code. The code and its mail are written in one
 * transaction and the request answers at once; the mail leaves through the outbox right after
 * the commit (decision 093), so a slow or hung mail server never holds the request, and the code
 * the person receives is the live one however late it arrives. The web polls `otpStatus` to say
 * when it could not be sent.
 * An address that has an account gets no code but a notice to its owner, and a held "code"
 * nobody knows (it holds the cooldown and fails every check as a wrong code would).
 *
 * Both take the same steps, so neither the answer nor its timing tells who has an account: a code
 * row written, a mail rendered and queued with the code row's key, earlier codes and their unsent
 * mails dropped, in one transaction; and the answer is held to the same floor either way.
 */
export async function sendOtp(
  ctx: AppContext,
  email: string,
  ip: string,
  language: Language = 'en',
): Promise<void> {
  await answerEvenly(() => queueOtp(ctx, email, ip, language));
}

async function queueOtp(
  ctx: AppContext,
  email: string,
  ip: string,
  language: Language,
): Promise<void> {
  const { db, config } = ctx;
  const latest = await latestLiveOtp(db, email);
  const sinceLast = latest ? Date.now() - latest.lastSentAt.getTime() : Infinity;
  if (sinceLast < OTP_RESEND_COOLDOWN_MS) {
    throw tooManyRequests('CODE_COOLDOWN', {
      wait: waitSeconds(OTP_RESEND_COOLDOWN_MS - sinceLast),
    });
  }
  for (const limit of [otpsToEmail(config, email), otpsFromIp(config, ip)]) {
    await spendLimit(db, limit);
  }
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage })
    .from(users)
    .where(eq(users.email, email));

  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  // One mail rendered either way, in the same layout.
  const mail = owner ? await ownerNotice(ctx, owner) : await otpMail(email, code, language);
  const kind = owner ? 'registration_attempt' : 'verification_code';
  await db.transaction(async (tx) => {
    const [held] = await tx
      .insert(emailOtps)
      .values({
        email,
        // For an owner, not the hash of any code: the same length, so a check takes the same path.
        codeHash: owner ? randomBytes(32).toString('hex') : hashOtp(email, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      })
      .returning({ id: emailOtps.id });
    await tx
      .delete(emailOtps)
      .where(
        and(eq(emailOtps.email, email), isNull(emailOtps.consumedAt), ne(emailOtps.id, held!.id)),
      );
    // An earlier code is dead now: its mail, if it has not left yet, need not leave.
    await supersedeUnsentMails(tx, email, kind);
    await enqueueMail(tx, mail, { kind, dedupeKey: otpMailKey(held!.id) });
  });
}

/** The outbox key of a code's mail (the owner's notice for an address with an account). */
const otpMailKey = (otpId: string) => `otp:${otpId}`;

export type OtpMailStatus = 'none' | 'pending' | 'sent' | 'failed';

/**
 * Where the mail of the address's live code stands, for the page waiting for it: 'failed' once a
 * try has failed (it is still retried, but a code is worth ten minutes: the person should ask
 * again rather than wait). An address with an account answers alike: its live "code" row has the
 * owner's notice as its mail, queued and delivered the same way.
 */
export async function otpStatus(ctx: AppContext, email: string): Promise<OtpMailStatus> {
  const [otp] = await ctx.db
    .select({ id: emailOtps.id })
    .from(emailOtps)
    .where(and(eq(emailOtps.email, email), isNull(emailOtps.consumedAt)))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1);
  if (!otp) return 'none';
  const [mail] = await ctx.db
    .select({ status: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, otpMailKey(otp.id)));
  if (!mail) return 'none';
  if (mail.status === 'sent') return 'sent';
  if (mail.status === 'failed' || mail.lastError !== null) return 'failed';
  return 'pending';
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
  if (problem) throw badField(problem, 'otp');
}

/**
 * Checks the address's live code inside the caller's transaction, locking it and counting a
 * wrong guess. Answers null when it matches, else the message to show. The caller consumes it.
 */
export async function checkOtp(
  tx: Transaction,
  email: string,
  code: string,
): Promise<OtpProblem | null> {
  const [otp] = await tx
    .select()
    .from(emailOtps)
    .where(and(eq(emailOtps.email, email), isNull(emailOtps.consumedAt)))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1)
    .for('update');
  if (!otp) return 'OTP_INVALID';
  if (otp.expiresAt.getTime() <= Date.now()) return 'OTP_EXPIRED';
  if (otp.attempts >= OTP_MAX_ATTEMPTS) return 'OTP_TOO_MANY_TRIES';
  if (sameHash(otp.codeHash, hashOtp(email, code))) return null;

  const attempts = otp.attempts + 1;
  await tx.update(emailOtps).set({ attempts }).where(eq(emailOtps.id, otp.id));
  return attempts >= OTP_MAX_ATTEMPTS ? 'OTP_TOO_MANY_TRIES' : 'OTP_INVALID';
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
