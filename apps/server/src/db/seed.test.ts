import { CONSULTATION_STATUSES, rupeesToPaise } from '@salahkar/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import {
  chatMessages,
  consultations,
  ledgerEntries,
  payments,
  professionalOffers,
  reviews,
  users,
  videoCalls,
} from './schema/index.ts';
import { DEMO_ACCOUNTS, listDemoAccounts, seedDemoData } from './seed/index.ts';

const DEMO_PASSWORD = 'marigold-ferry-at-dawn';

// One database for the whole file: the seed runs once, every test reads what it wrote.
let database: TestDatabase;
let seeded: Awaited<ReturnType<typeof seedDemoData>>;
beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedDemoData(database.db, DEMO_PASSWORD);
});
afterAll(async () => {
  await database.drop();
});

describe('seedDemoData', () => {
  it('creates the documented accounts, all signing in with the demo password', async () => {
    expect(seeded).toEqual(DEMO_ACCOUNTS);
    expect(await listDemoAccounts(database.db)).toEqual(DEMO_ACCOUNTS);

    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    const count = (predicate: (user: (typeof rows)[number]) => boolean) =>
      rows.filter(predicate).length;
    expect(count((u) => u.role === 'admin')).toBe(1);
    expect(count((u) => u.role === 'professional' && !u.isApproved)).toBe(1);
    for (const category of ['CA', 'Lawyer', 'Doctor', 'Engineer', 'Career_Consultant'] as const) {
      expect(
        count((u) => u.role === 'professional' && u.isApproved && u.specialization === category),
      ).toBe(2);
    }
    expect(count((u) => u.role === 'user')).toBeGreaterThanOrEqual(3);
  });

  it('has a consultation in every status, each consistent with its offers and payment', async () => {
    const cases = await database.db.query.consultations.findMany({
      with: { offers: true, payments: true },
    });
    expect(new Set(cases.map((c) => c.status))).toEqual(new Set(CONSULTATION_STATUSES));

    for (const c of cases) {
      const accepted = c.offers.filter((offer) => offer.status === 'accepted');
      for (const offer of c.offers) {
        expect(rupeesToPaise(offer.offerAmount)).toBeGreaterThanOrEqual(
          rupeesToPaise(c.baseFeeAmount),
        );
        expect(rupeesToPaise(offer.offerAmount)).toBeLessThanOrEqual(rupeesToPaise(c.maxFeeAmount));
      }
      if (c.status === 'open') {
        expect(c.offers).toHaveLength(0);
      } else if (c.status === 'pending_offers') {
        expect(c.offers.length).toBeGreaterThan(0);
        expect(accepted).toHaveLength(0);
      } else {
        expect(accepted).toHaveLength(1);
        expect(c.assignedTo).toBe(accepted[0]?.professionalId);
        expect(c.paymentStatus).toBe('paid');
        expect(c.payments).toHaveLength(1);
        // Nested relations read numerics through JSON ('1000', not '1000.00'): compare in paise.
        const paid = rupeesToPaise(c.payments[0]?.amount ?? '0');
        expect(paid).toBe(rupeesToPaise(c.finalAmount ?? '0'));
        expect(paid).toBe(rupeesToPaise(accepted[0]?.offerAmount ?? '0'));
      }
      if (['closed', 'under_admin_review', 'reopened', 'completed'].includes(c.status)) {
        expect(c.closedAt).not.toBeNull();
      }
    }
    const closed = cases.find((c) => c.status === 'closed');
    // Still inside the 24-hour reopen window, so the Reopen action can be tried.
    expect(Date.now() - (closed?.closedAt?.getTime() ?? 0)).toBeLessThan(24 * 3_600_000);
  });

  it('writes balanced ledger transactions: captured payments, and releases for completed cases', async () => {
    const unbalanced = await database.db.execute<{ transaction_id: string }>(sql`
      select transaction_id from ${ledgerEntries} group by transaction_id having sum(amount) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    const total = await database.db.execute<{ total: string }>(
      sql`select sum(amount)::text as total from ${ledgerEntries}`,
    );
    expect(total.rows[0]?.total).toBe('0.00');

    const paid = await database.db.select().from(payments).where(eq(payments.status, 'paid'));
    const gateway = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'gateway'));
    expect(gateway.reduce((sum, e) => sum + rupeesToPaise(e.amount), 0)).toBe(
      paid.reduce((sum, p) => sum + rupeesToPaise(p.amount), 0),
    );
    for (const payment of paid) {
      expect(rupeesToPaise(payment.platformShare) + rupeesToPaise(payment.professionalShare)).toBe(
        rupeesToPaise(payment.amount),
      );
    }

    // What is still in escrow is exactly what the not-yet-completed paid cases cost.
    const completedIds = new Set(
      (
        await database.db.select().from(consultations).where(eq(consultations.status, 'completed'))
      ).map((c) => c.id),
    );
    const escrow = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'escrow'));
    const held = paid.filter((p) => !completedIds.has(p.consultationId));
    expect(-escrow.reduce((sum, e) => sum + rupeesToPaise(e.amount), 0)).toBe(
      held.reduce((sum, p) => sum + rupeesToPaise(p.amount), 0),
    );
    const wallets = await database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'professional_wallet'));
    expect(wallets.length).toBe(completedIds.size);
  });

  it('leaves a review on a completed consultation', async () => {
    const [review] = await database.db
      .select({
        rating: reviews.rating,
        status: consultations.status,
        assignedTo: consultations.assignedTo,
        professionalId: reviews.professionalId,
      })
      .from(reviews)
      .innerJoin(consultations, eq(reviews.consultationId, consultations.id));
    expect(review?.status).toBe('completed');
    expect(review?.professionalId).toBe(review?.assignedTo);
    expect(review?.rating).toBeGreaterThanOrEqual(1);
  });

  it('leaves the past video call’s line in its case’s chat', async () => {
    const lines = await database.db
      .select({ message: chatMessages.message, status: videoCalls.status })
      .from(chatMessages)
      .innerJoin(videoCalls, eq(videoCalls.id, chatMessages.videoCallId));
    expect(lines).toEqual([{ message: 'Video call · 22 min', status: 'ended' }]);
  });

  it('does nothing the second time, since the database has users', async () => {
    const offersBefore = await database.db.select().from(professionalOffers);
    expect(await seedDemoData(database.db, DEMO_PASSWORD)).toBeNull();
    expect(await database.db.select().from(users)).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await database.db.select().from(professionalOffers)).toHaveLength(offersBefore.length);
  });
});

describe('listDemoAccounts', () => {
  it('lists nothing for a database without the demo data', async () => {
    const empty = await createTestDatabase();
    try {
      expect(await listDemoAccounts(empty.db)).toEqual([]);
    } finally {
      await empty.drop();
    }
  });
});
