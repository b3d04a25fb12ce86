import type { Language, PhoneStatus } from '@salahkar/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { reachOutbox, users } from '../../db/schema/index.ts';
import { conflictingField } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { spendLimit } from '../../rate-limits.ts';
import {
  assertCooledDown,
  checkCode,
  codeRefusal,
  consumeCode,
  issueCode,
  type CodeProblem,
} from './phone-codes.ts';
import { phoneCodesFromIp, phoneCodesTo } from './phone-limits.ts';

// A mobile number on the profile, proven by a code sent to it. A number belongs to one verified
// account at most (the unique index on users.phone); that another account holds it is said only
// to someone who has just proven they hold the phone, so the form cannot be used to find out whose
// number is whose.

export async function phoneStatusOf(db: Queryable, userId: string): Promise<PhoneStatus> {
  const [user] = await db
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return {
    phone: user?.phone ?? null,
    verifiedAt: user?.phone && user.verifiedAt ? user.verifiedAt.toISOString() : null,
  };
}

/** Sends a code to the number the person wants on their profile; the old one stays until then. */
export async function requestPhoneVerification(
  ctx: AppContext,
  actor: Person,
  phone: string,
  from: { ip: string; language: Language },
): Promise<{ expiresAt: Date }> {
  const { db, config } = ctx;
  if ((await phoneStatusOf(db, actor.id)).phone === phone)
    throw conflictingField('PHONE_ALREADY_YOURS', 'phone');
  const owner = { phone, purpose: 'verify' as const, userId: actor.id };
  await assertCooledDown(db, owner);
  await spendLimit(db, phoneCodesFromIp(config, from.ip));
  await spendLimit(db, phoneCodesTo(config, phone));
  return db.transaction((tx) => issueCode(tx, owner, { language: from.language, deliver: true }));
}

/**
 * Confirms the number with its code and makes it the person's verified number. A wrong code is
 * counted (committed) before the 400; a number another account holds is a 409 and leaves the code
 * usable, so it works once the other account lets the number go.
 */
export async function verifyPhone(
  ctx: AppContext,
  actor: Person,
  input: { phone: string; code: string },
): Promise<PhoneStatus> {
  const owner = { phone: input.phone, purpose: 'verify' as const, userId: actor.id };
  let outcome: { problem: CodeProblem } | { taken: true } | { verified: true };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const checked = await checkCode(tx, owner, input.code);
      if ('problem' in checked) return checked;
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, input.phone), ne(users.id, actor.id)));
      if (holder) return { taken: true as const };
      await tx
        .update(users)
        .set({ phone: input.phone, phoneVerifiedAt: new Date() })
        .where(eq(users.id, actor.id));
      await consumeCode(tx, checked.row);
      await dropNoticesToOldNumbers(tx, actor.id, input.phone);
      return { verified: true as const };
    });
  } catch (error) {
    // Another account verified the same number at the same moment: the index kept it to one.
    if (isUniqueViolation(error, 'users_phone_unique'))
      throw conflictingField('PHONE_TAKEN', 'phone');
    throw error;
  }
  if ('problem' in outcome) throw codeRefusal(outcome.problem);
  if ('taken' in outcome) throw conflictingField('PHONE_TAKEN', 'phone');
  return phoneStatusOf(ctx.db, actor.id);
}

/** Takes the verified number off the profile: it no longer signs in or receives messages. */
export async function removePhone(ctx: AppContext, actor: Person): Promise<PhoneStatus> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phone: null, phoneVerifiedAt: null })
      .where(eq(users.id, actor.id));
    await dropNoticesToOldNumbers(tx, actor.id, null);
  });
  return { phone: null, verifiedAt: null };
}

/**
 * WhatsApp notices still waiting for a number that is no longer the person's are dropped: a
 * number that left the account (it may be someone else's by now) gets nothing more about it.
 */
async function dropNoticesToOldNumbers(tx: Transaction, userId: string, phone: string | null) {
  await tx
    .update(reachOutbox)
    .set({ status: 'superseded', payload: null })
    .where(
      and(
        eq(reachOutbox.userId, userId),
        eq(reachOutbox.channel, 'whatsapp'),
        eq(reachOutbox.status, 'pending'),
        phone === null ? undefined : ne(reachOutbox.phone, phone),
      ),
    );
}
