import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  type Language,
} from '@salahkar/domain';
import { and, desc, eq, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import {
  phoneCodes,
  reachOutbox,
  type PhoneCode,
  type PhoneCodePurpose,
} from '../../db/schema/index.ts';
import { badField, tooManyRequests } from '../../errors.ts';
import { waitSeconds } from '../../rate-limits.ts';
import { enqueueReach } from '../reach/reach-outbox.ts';
import { codeSmsPayload } from './phone-code-sms.ts';

// SMS codes, like the email codes (otp.service.ts): 6 digits from the CSPRNG, kept only as a hash
// bound to the number and purpose, valid OTP_TTL_MS, spent by their use or by OTP_MAX_ATTEMPTS
// wrong guesses. The SMS is queued in the transaction that stores the code and leaves after
// commit (decision 190), so no request waits on the SMS provider.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a code was refused. */
export type CodeProblem = 'PHONE_CODE_INVALID' | 'PHONE_CODE_EXPIRED' | 'PHONE_CODE_TOO_MANY_TRIES';

/** Whose codes these are: the number, what they are for, and (verification) who asks. */
export interface CodeOwner {
  phone: string;
  purpose: PhoneCodePurpose;
  /** The person verifying the number; for sign-in, the number's account or null. */
  userId: string | null;
}

/** Refuses a new code while the last one to the same owner is younger than the cooldown. */
export async function assertCooledDown(db: Queryable, owner: CodeOwner): Promise<void> {
  const [latest] = await db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(liveCodesOf(owner))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  const sinceLast = latest ? Date.now() - latest.createdAt.getTime() : Infinity;
  if (sinceLast < OTP_RESEND_COOLDOWN_MS) {
    throw tooManyRequests('CODE_COOLDOWN', {
      wait: waitSeconds(OTP_RESEND_COOLDOWN_MS - sinceLast),
    });
  }
}

/**
 * Stores a new code for the owner, replacing the earlier ones, and queues its SMS in the same
 * transaction. `deliver: false` stores a code nobody receives: sign-in for a number without an
 * account does the same work and leaves the same traces as one with an account, so neither the
 * answer, its timing nor a later check tells them apart.
 */
export async function issueCode(
  tx: Transaction,
  owner: CodeOwner,
  options: { language: Language; deliver: boolean },
): Promise<{ expiresAt: Date }> {
  const code = randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  const expiresAt = new Date(Date.now() + OTP_TTL_MS);
  const [stored] = await tx
    .insert(phoneCodes)
    .values({ ...owner, codeHash: hashCode(owner, code), expiresAt })
    .returning({ id: phoneCodes.id });
  await tx.delete(phoneCodes).where(and(codesOf(owner), ne(phoneCodes.id, stored!.id)));
  // Codes nobody asks about again are cleared now and then rather than by a job, as rate limits are.
  if (Math.random() < 0.01) {
    await tx.delete(phoneCodes).where(lt(phoneCodes.expiresAt, new Date(Date.now() - DAY_MS)));
  }
  // The owner's earlier code SMS that has not left yet would only carry a code that no longer works.
  await tx
    .update(reachOutbox)
    .set({ status: 'superseded', payload: null })
    .where(
      and(
        eq(reachOutbox.channel, 'sms'),
        eq(reachOutbox.kind, 'phone_code'),
        eq(reachOutbox.phone, owner.phone),
        sql`${reachOutbox.userId} is not distinct from ${owner.userId}`,
        eq(reachOutbox.status, 'pending'),
      ),
    );
  const sms = {
    channel: 'sms' as const,
    kind: 'phone_code' as const,
    userId: owner.userId,
    phone: owner.phone,
    expiresAt,
  };
  if (options.deliver) {
    const payload = codeSmsPayload(code, owner.purpose, options.language);
    await enqueueReach(tx, [{ ...sms, payload }]);
  } else {
    // The same row, born superseded: the same writes as a code that leaves, and nothing to send.
    await tx.insert(reachOutbox).values({ ...sms, payload: null, status: 'superseded' });
  }
  return { expiresAt };
}

/**
 * Checks the owner's live code inside the caller's transaction, locking it and counting a wrong
 * guess. Answers the code's row when it matches, else the message to show; the caller consumes
 * it. For sign-in, `owner.userId` is ignored: the row says whose number it was when it was sent.
 */
export async function checkCode(
  tx: Transaction,
  owner: CodeOwner,
  code: string,
): Promise<{ row: PhoneCode } | { problem: CodeProblem }> {
  const [row] = await tx
    .select()
    .from(phoneCodes)
    .where(liveCodesOf(owner))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  if (!row) return { problem: 'PHONE_CODE_INVALID' };
  if (row.expiresAt.getTime() <= Date.now()) return { problem: 'PHONE_CODE_EXPIRED' };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { problem: 'PHONE_CODE_TOO_MANY_TRIES' };
  if (sameHash(row.codeHash, hashCode(owner, code))) return { row };

  const attempts = row.attempts + 1;
  await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.id, row.id));
  return {
    problem: attempts >= OTP_MAX_ATTEMPTS ? 'PHONE_CODE_TOO_MANY_TRIES' : 'PHONE_CODE_INVALID',
  };
}

export async function consumeCode(tx: Transaction, row: PhoneCode): Promise<void> {
  await tx.update(phoneCodes).set({ consumedAt: new Date() }).where(eq(phoneCodes.id, row.id));
}

/** The 400 of a code that did not match, beside the code field. */
export const codeRefusal = (problem: CodeProblem) => badField(problem, 'code');

/** The owner's codes, used or not. */
function codesOf(owner: CodeOwner): SQL {
  const conditions = [eq(phoneCodes.phone, owner.phone), eq(phoneCodes.purpose, owner.purpose)];
  // A verification code is the asker's: another person adding the same number has their own.
  if (owner.purpose === 'verify') conditions.push(eq(phoneCodes.userId, owner.userId!));
  return and(...conditions)!;
}

function liveCodesOf(owner: CodeOwner): SQL {
  return and(codesOf(owner), isNull(phoneCodes.consumedAt))!;
}

// A code has only a million values, so the hash is no secret against a stolen table; binding it
// to the number and purpose keeps one code's hash from matching another row.
function hashCode(owner: CodeOwner, code: string): string {
  return createHash('sha256').update(`${owner.purpose}:${owner.phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
