import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import {
  chatMessages,
  ledgerEntries,
  professionalOffers,
  users,
  consultations,
  videoCalls,
  type NewLedgerEntry,
} from './schema/index.ts';

// The rules the database itself enforces, so that no code path can break them.

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.drop();
});

async function insertUser(role: 'user' | 'professional', email = `${randomUUID()}@example.com`) {
  const [user] = await database.db
    .insert(users)
    .values({ email, passwordHash: 'x', firstName: 'Test', lastName: 'Person', role })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

async function insertConsultation(userId: string) {
  const [consultation] = await database.db
    .insert(consultations)
    .values({
      title: 'GST registration for a home bakery',
      description: 'Do I need GST registration for a bakery run from home?',
      category: 'CA',
      subcategory: 'GST Return',
      baseFeeAmount: '500.00',
      maxFeeAmount: '2000.00',
      userId,
    })
    .returning();
  if (!consultation) throw new Error('no consultation');
  return consultation;
}

/** The error a failed statement carries from the database, whichever driver wrapped it. */
async function databaseError(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Error);
  const cause = (error as Error).cause;
  return `${(error as Error).message} ${cause instanceof Error ? cause.message : ''}`;
}

describe('users', () => {
  it('stores only lower-cased emails, each once', async () => {
    expect(await databaseError(insertUser('user', 'Priya@Example.com'))).toMatch(
      /users_email_lower_case/,
    );
    await insertUser('user', 'priya@example.com');
    expect(await databaseError(insertUser('user', 'priya@example.com'))).toMatch(
      /users_email_unique/,
    );
  });
});

describe('professional offers', () => {
  it('allows one live offer per professional per request, and one accepted offer per request', async () => {
    const owner = await insertUser('user');
    const [first, second] = [await insertUser('professional'), await insertUser('professional')];
    const consultation = await insertConsultation(owner.id);
    const offer = (
      professionalId: string,
      status: 'pending' | 'accepted' | 'withdrawn' = 'pending',
    ) =>
      database.db
        .insert(professionalOffers)
        .values({ consultationId: consultation.id, professionalId, offerAmount: '800.00', status });

    await offer(first.id);
    expect(await databaseError(offer(first.id))).toMatch(
      /professional_offers_one_live_per_professional/,
    );

    await database.db
      .update(professionalOffers)
      .set({ status: 'withdrawn' })
      .where(eq(professionalOffers.professionalId, first.id));
    await offer(first.id, 'accepted');
    expect(await databaseError(offer(second.id, 'accepted'))).toMatch(
      /professional_offers_one_accepted_per_consultation/,
    );
  });
});

describe('video calls', () => {
  it('allows one ringing or active call per consultation, and one chat line per call', async () => {
    const owner = await insertUser('user');
    const professional = await insertUser('professional');
    const consultation = await insertConsultation(owner.id);
    const call = (status: 'pending' | 'active' | 'ended') =>
      database.db
        .insert(videoCalls)
        .values({
          consultationId: consultation.id,
          initiatorId: professional.id,
          participantId: owner.id,
          status,
        })
        .returning();

    const [first] = await call('pending');
    expect(await databaseError(call('active'))).toMatch(
      /video_calls_one_open_per_consultation_idx/,
    );
    await call('ended');
    await database.db
      .update(videoCalls)
      .set({ status: 'ended' })
      .where(eq(videoCalls.id, first!.id));
    await call('active');

    const line = () =>
      database.db.insert(chatMessages).values({
        consultationId: consultation.id,
        senderId: professional.id,
        message: 'Video call · 1 min',
        videoCallId: first!.id,
      });
    await line();
    expect(await databaseError(line())).toMatch(/chat_messages_video_call_idx/);
  });
});

describe('ledger entries', () => {
  const entry = (transactionId: string, amount: string): NewLedgerEntry => ({
    transactionId,
    account: amount.startsWith('-') ? 'escrow' : 'gateway',
    amount,
    description: 'test movement',
  });

  it('commits a balanced transaction and refuses an unbalanced one', async () => {
    const balanced = randomUUID();
    await database.db
      .insert(ledgerEntries)
      .values([entry(balanced, '1000.00'), entry(balanced, '-1000.00')]);

    const unbalanced = randomUUID();
    expect(
      await databaseError(
        database.db
          .insert(ledgerEntries)
          .values([entry(unbalanced, '1000.00'), entry(unbalanced, '-999.99')]),
      ),
    ).toMatch(/does not balance/);

    const total = await database.db.execute<{ total: string }>(
      sql`select sum(amount)::text as total from ${ledgerEntries}`,
    );
    expect(total.rows[0]?.total).toBe('0.00');
  });

  it('is append-only', async () => {
    const transactionId = randomUUID();
    await database.db
      .insert(ledgerEntries)
      .values([entry(transactionId, '50.00'), entry(transactionId, '-50.00')]);
    expect(await databaseError(database.db.update(ledgerEntries).set({ amount: '60.00' }))).toMatch(
      /append-only/,
    );
    expect(await databaseError(database.db.delete(ledgerEntries))).toMatch(/append-only/);
    expect(await database.db.select().from(ledgerEntries)).toHaveLength(2);
  });

  it('ties professional wallet entries to their owner', async () => {
    const transactionId = randomUUID();
    expect(
      await databaseError(
        database.db.insert(ledgerEntries).values([
          { ...entry(transactionId, '10.00'), account: 'escrow' },
          { ...entry(transactionId, '-10.00'), account: 'professional_wallet' },
        ]),
      ),
    ).toMatch(/ledger_entries_wallet_has_owner/);
  });
});

describe('consultations', () => {
  // Migration 0021: while the release before still writes query_*, a complaint written under
  // either name reads the same under both (dropped with query_* in the next release).
  const oldNames = async (id: string) =>
    (
      await database.db.execute<{
        raised: Date | null;
        reason: string | null;
        resolved: Date | null;
      }>(
        sql`select query_raised_at as raised, query_reason as reason, query_resolved_at as resolved
            from consultations where id = ${id}`,
      )
    ).rows[0];
  const reload = async (id: string) =>
    (await database.db.select().from(consultations).where(eq(consultations.id, id)))[0];

  it('keeps a complaint under its old names and its new ones, whichever release writes it', async () => {
    const user = await insertUser('user');
    const raisedByOld = await insertConsultation(user.id);
    await database.db.execute(
      sql`update consultations set query_raised_at = now(), query_reason = 'Old release'
          where id = ${raisedByOld.id}`,
    );
    const raised = await reload(raisedByOld.id);
    expect(raised).toMatchObject({ complaintReason: 'Old release', complaintResolvedAt: null });
    expect(raised?.complaintRaisedAt).toBeInstanceOf(Date);

    const resolvedAt = new Date('2026-03-01T10:00:00Z');
    await database.db
      .update(consultations)
      .set({ complaintResolvedAt: resolvedAt })
      .where(eq(consultations.id, raisedByOld.id));
    expect(new Date((await oldNames(raisedByOld.id))!.resolved!)).toEqual(resolvedAt);

    const [raisedByNew] = await database.db
      .insert(consultations)
      .values({
        ...raisedByOld,
        id: randomUUID(),
        complaintRaisedAt: resolvedAt,
        complaintReason: 'New release',
        complaintResolvedAt: null,
      })
      .returning();
    expect(await oldNames(raisedByNew!.id)).toMatchObject({
      reason: 'New release',
      resolved: null,
    });

    const plain = await insertConsultation(user.id);
    expect(
      await databaseError(
        database.db
          .update(consultations)
          .set({ complaintRaisedAt: resolvedAt })
          .where(eq(consultations.id, plain.id)),
      ),
    ).toMatch(/complaint_has_reason|query_has_reason/);
  });
});
