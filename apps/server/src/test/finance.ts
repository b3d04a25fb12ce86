import { eq } from 'drizzle-orm';
import { previousIstMonth } from '@salahkar/domain';
import { consultations, payments, users } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { completeAndRelease } from './escrow.ts';
import {
  callAs,
  createConsultation,
  createOffer,
  createPerson,
  createProfessional,
  createReview,
  type Person,
} from './marketplace.ts';
import { createPaidConsultation, postAs } from './payments.ts';
import { shared } from './shared.ts';
import { recordMovement } from '../modules/ledger/ledger.ts';
import { recordAdminAction } from '../modules/admin/audit-trail.ts';

/**
 * A small platform whose admin figures are worked out by hand in the tests:
 * - three paid cases (CA): A ₹1,000 and C ₹2,000 completed and released (10% commission: ₹100 and
 *   ₹200), B ₹500 paid and assigned (active); reviews 5 on A and 3 on C; a query raised on C;
 * - one open Lawyer request, posted 60 minutes ago, first offer 20 minutes ago (40 minutes);
 * - one failed payment (on the open request); one professional awaiting approval;
 * - A's professional has a ₹400 payout paid and a ₹300 payout requested;
 * - ₹150 of commission booked last IST month; B's owner signed up last IST month;
 * - one admin action in the audit log.
 */
export async function seedFinanceFixture(t: TestApp, now = new Date()) {
  const admin = await createPerson(t, { role: 'admin', firstName: 'Meera', lastName: 'Iyer' });
  const caseA = await createPaidConsultation(t, { offerAmount: '1000.00' });
  const caseB = await createPaidConsultation(t, { offerAmount: '500.00' });
  const caseC = await createPaidConsultation(t, { offerAmount: '2000.00' });
  await completeAndRelease(t, caseA.consultationId);
  await completeAndRelease(t, caseC.consultationId);
  const [a, c] = await Promise.all([row(t, caseA.consultationId), row(t, caseC.consultationId)]);
  await createReview(t, a, 5);
  await createReview(t, c, 3);
  await t.database.db
    .update(consultations)
    .set({ complaintRaisedAt: now, complaintReason: 'The advice was incomplete.' })
    .where(eq(consultations.id, caseC.consultationId));

  const open = await createConsultation(t, caseA.owner.user, {
    category: 'Lawyer',
    subcategory: 'Contract Review',
    title: 'Review my rental agreement',
    createdAt: new Date(now.getTime() - 60 * 60_000),
  });
  const lawyer = await createProfessional(t, { specialization: 'Lawyer' });
  const offer = await createOffer(t, open, lawyer.user, {
    createdAt: new Date(now.getTime() - 20 * 60_000),
  });
  await t.database.db.insert(payments).values({
    consultationId: open.id,
    offerId: offer.id,
    userId: caseA.owner.user.id,
    professionalId: lawyer.user.id,
    amount: '500.00',
    platformShare: '50.00',
    professionalShare: '450.00',
    status: 'failed',
    provider: 'simulated',
    gatewayOrderId: `order_failed_${open.id.slice(0, 8)}`,
    expiresAt: now,
    failedAt: now,
    failureReason: 'Payment window expired',
  });
  await createProfessional(t, { isApproved: false });

  const paidPayout = await requestPayout(t, caseA.professional, 400);
  await postAs(t, admin, `/api/admin/payouts/${paidPayout}/mark-paid`, {
    bankReference: 'UTR0000001',
  });
  await requestPayout(t, caseA.professional, 300);

  const lastMonth = new Date(previousIstMonth(now).start.getTime() + 3 * 24 * 3600_000);
  await t.database.db.transaction((tx) =>
    recordMovement(tx, {
      at: lastMonth,
      legs: [
        { account: 'escrow', amountPaise: 15_000, description: 'Commission last month' },
        { account: 'platform_revenue', amountPaise: -15_000, description: 'Commission last month' },
      ],
    }),
  );
  await t.database.db
    .update(users)
    .set({ createdAt: lastMonth })
    .where(eq(users.id, caseB.owner.user.id));
  await t.database.db.transaction((tx) =>
    recordAdminAction(tx, {
      actorId: admin.user.id,
      action: 'professional.approved',
      targetType: 'user',
      targetId: lawyer.user.id,
      notes: 'Licence checked',
    }),
  );
  return { admin, caseA, caseB, caseC, open, lawyer };
}

async function row(t: TestApp, id: string) {
  const [found] = await t.database.db.select().from(consultations).where(eq(consultations.id, id));
  return found!;
}

async function requestPayout(t: TestApp, professional: Person, rupees: number): Promise<string> {
  const response = await callAs(t, professional, '/api/professional/payouts', {
    method: 'POST',
    json: { amount: rupees },
  });
  if (response.status !== 201) throw new Error(`payout: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** The finance fixture, seeded once into the app the tests of this file (or block) share. */
export function useFinanceFixture(t: TestApp) {
  return shared(() => seedFinanceFixture(t), { timeout: 60_000 });
}
