import { eq, sql } from 'drizzle-orm';
import { VERIFICATION_CHECKS } from '@salahkar/domain';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Queryable, Transaction } from '../client.ts';
import { auditLog, users, type NewUser } from '../schema/index.ts';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts.ts';
import { writeDemoCase } from './demo-case-writer.ts';
import { ACTIVE_DEMO_CASES } from './demo-cases-active.ts';
import { CLOSED_DEMO_CASES } from './demo-cases-closed.ts';
import { DEMO_PEOPLE, type DemoPerson, type DemoPersonKey } from './demo-people.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long ago each kind of demo account joined, in days. */
const JOINED_DAYS_AGO = { admin: 120, professional: 60, user: 20 } as const;

/**
 * Fills an empty database with a demo marketplace: accounts of every role, consultations in every
 * status with their offers, chats, payments, balanced ledger entries, notifications and a review.
 * Every account signs in with `password`. Does nothing and returns null when the database already
 * has users. One transaction: all or none.
 */
export async function seedDemoData(db: Queryable, password: string): Promise<DemoAccount[] | null> {
  if (await hasUsers(db)) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // Two instances starting on one empty PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('salahkar.seed-demo'))`);
    if (await hasUsers(tx)) return null;
    const now = Date.now();
    const ids = await writePeople(tx, passwordHash, now);
    for (const demo of [...ACTIVE_DEMO_CASES, ...CLOSED_DEMO_CASES]) {
      await writeDemoCase({ tx, ids, now }, demo);
    }
    return [...DEMO_ACCOUNTS];
  });
}

async function hasUsers(db: Queryable): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).limit(1);
  return found.length > 0;
}

async function writePeople(
  tx: Transaction,
  passwordHash: string,
  now: number,
): Promise<Record<DemoPersonKey, string>> {
  const entries = Object.entries(DEMO_PEOPLE) as [DemoPersonKey, DemoPerson][];
  const ids = {} as Record<DemoPersonKey, string>;
  for (const [index, [key, person]] of entries.entries()) {
    // Spread sign-ups over hours so lists ordered by date have a stable, readable order.
    const joinedAt = new Date(now - JOINED_DAYS_AGO[person.role] * DAY_MS + index * 3_600_000);
    const [row] = await tx
      .insert(users)
      .values(userRow(person, passwordHash, joinedAt))
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    ids[key] = row.id;
  }
  for (const [key, person] of entries) {
    if (!person.professional?.isApproved) continue;
    const decidedAt = new Date(now - (JOINED_DAYS_AGO.professional - 2) * DAY_MS);
    const checks = [...VERIFICATION_CHECKS];
    await tx.insert(auditLog).values({
      actorId: ids.admin,
      action: 'professional.approved',
      targetType: 'user',
      targetId: ids[key],
      notes: `Credentials checked; ${person.professional.experience} years of practice confirmed.`,
      metadata: { licenseNumber: person.professional.licenseNumber ?? null, checks },
      createdAt: decidedAt,
    });
    // The demo's professionals were approved with the checklist confirmed (decision 216).
    await tx
      .update(users)
      .set({ verifiedAt: decidedAt, verifiedBy: ids.admin, verificationChecks: checks })
      .where(eq(users.id, ids[key]));
  }
  return ids;
}

function userRow(person: DemoPerson, passwordHash: string, joinedAt: Date): NewUser {
  const { professional } = person;
  const approvedAt = professional?.isApproved ? new Date(joinedAt.getTime() + 2 * DAY_MS) : null;
  return {
    email: person.email,
    passwordHash,
    firstName: person.firstName,
    lastName: person.lastName,
    mobile: person.mobile,
    city: person.city,
    languages: person.languages,
    role: person.role,
    isEmailVerified: true,
    specialization: professional?.specialization ?? null,
    experience: professional?.experience ?? null,
    bio: professional?.bio ?? null,
    licenseNumber: professional?.licenseNumber ?? null,
    // Admins need no approval; the flag is the professional's gate.
    isApproved: person.role === 'admin' || Boolean(professional?.isApproved),
    professionalAppliedAt: professional ? joinedAt : null,
    approvedAt,
    createdAt: joinedAt,
    updatedAt: approvedAt ?? joinedAt,
  };
}
