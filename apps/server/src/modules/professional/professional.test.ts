import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startOfIstMonth } from '@salahkar/domain';
import { chatMessages, ledgerEntries } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));

const ENDPOINTS = [
  '/api/professional/available-consultations',
  '/api/professional/offers',
  '/api/consultations/accepted',
  '/api/professional/pending-actions',
  '/api/professional/completed-consultations',
  '/api/professional/stats',
];

describe('professional endpoints', () => {
  it('are for approved professionals only', async () => {
    const unapproved = await m.createProfessional({ isApproved: false });
    const user = await m.createPerson();
    for (const path of ENDPOINTS) {
      expect(await m.jsonAs(unapproved, path), path).toEqual({
        status: 403,
        body: {
          code: 'AWAITING_APPROVAL',
          message: 'Your professional account is awaiting approval',
        },
      });
      expect((await m.callAs(user, path)).status, path).toBe(403);
      expect((await m.callAs(null, path)).status, path).toBe(401);
    }
  });
});

describe('GET /api/professional/available-consultations', () => {
  it('lists open requests of the category not yet offered on, newest first, by page', async () => {
    const owner = await m.createPerson();
    const me = await m.createProfessional({ specialization: 'Engineer' });
    const colleague = await m.createProfessional({ specialization: 'Engineer' });
    const engineering = { category: 'Engineer' as const, subcategory: 'Technical Review' };
    const older = await m.createConsultation(owner.user, { ...engineering, createdAt: at(1) });
    const newer = await m.createConsultation(owner.user, { ...engineering, createdAt: at(2) });
    const offeredByColleague = await m.createConsultation(owner.user, {
      ...engineering,
      createdAt: at(3),
    });
    await m.createOffer(offeredByColleague, colleague.user);
    const offeredByMe = await m.createConsultation(owner.user, {
      ...engineering,
      createdAt: at(4),
    });
    await m.createOffer(offeredByMe, me.user);
    await m.createConsultation(owner.user, { createdAt: at(5) }); // CA: another category
    await m.createConsultation(owner.user, {
      ...engineering,
      status: 'assigned',
      assignedTo: colleague.user.id,
      createdAt: at(6),
    });

    const page = await m.jsonAs(me, '/api/professional/available-consultations');
    expect(page.status).toBe(200);
    expect(ids(page.body)).toEqual([offeredByColleague.id, newer.id, older.id]);
    expect(page.body.items[0]).toMatchObject({ status: 'pending_offers', offerCount: 1 });
    expect(page.body.items.every((c: { abilities: { offer: boolean } }) => c.abilities.offer)).toBe(
      true,
    );

    const second = await m.jsonAs(
      me,
      '/api/professional/available-consultations?pageSize=2&page=2',
    );
    expect(second.body).toMatchObject({ total: 3, hasMore: false });
    expect(ids(second.body)).toEqual([older.id]);

    const lawyer = await m.createProfessional({ specialization: 'Lawyer' });
    const other = await m.jsonAs(lawyer, '/api/professional/available-consultations');
    expect(ids(other.body)).not.toContain(older.id);
  });
});

describe('the professional’s own offers and cases', () => {
  let me: Person;
  let owner: Person;
  beforeAll(async () => {
    me = await m.createProfessional({ specialization: 'Doctor' });
    owner = await m.createPerson();
  });
  const doctor = { category: 'Doctor' as const, subcategory: 'Second Opinion' };

  it('lists my offers with the request each answers, by status', async () => {
    const first = await m.createConsultation(owner.user, { ...doctor, title: 'Knee MRI report' });
    const second = await m.createConsultation(owner.user, doctor);
    const older = await m.createOffer(first, me.user, { createdAt: at(1) });
    const newer = await m.createOffer(second, me.user, { createdAt: at(2), status: 'declined' });

    const all = await m.jsonAs(me, '/api/professional/offers');
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual([newer.id, older.id]);
    expect(all.body.items[1]).toMatchObject({
      status: 'pending',
      isAccepted: false,
      consultation: {
        id: first.id,
        title: 'Knee MRI report',
        category: 'Doctor',
        subcategory: 'Second Opinion',
        urgencyLevel: 'normal',
        baseFeeAmount: '300.00',
        maxFeeAmount: '1000.00',
        status: 'pending_offers',
      },
    });
    const pending = await m.jsonAs(me, '/api/professional/offers?status=pending');
    expect(ids(pending.body)).toEqual([older.id]);
  });

  it('lists active cases, those awaiting my reply, and completed ones', async () => {
    const mine = { ...doctor, assignedTo: me.user.id };
    const fresh = await m.createConsultation(owner.user, { ...mine, status: 'assigned' });
    const answered = await m.createConsultation(owner.user, { ...mine, status: 'in_progress' });
    const asked = await m.createConsultation(owner.user, { ...mine, status: 'in_progress' });
    const reopened = await m.createConsultation(owner.user, { ...mine, status: 'reopened' });
    const closed = await m.createConsultation(owner.user, {
      ...mine,
      status: 'closed',
      closedAt: at(10),
    });
    const completed = await m.createConsultation(owner.user, {
      ...mine,
      status: 'completed',
      closedAt: at(5),
      completedAt: at(6),
    });
    const someoneElses = await m.createConsultation(owner.user, {
      ...doctor,
      status: 'in_progress',
      assignedTo: (await m.createProfessional({ specialization: 'Doctor' })).user.id,
    });
    await t.database.db.insert(chatMessages).values([
      { consultationId: answered.id, senderId: owner.user.id, message: 'Hello', createdAt: at(1) },
      { consultationId: answered.id, senderId: me.user.id, message: 'Hi', createdAt: at(2) },
      { consultationId: asked.id, senderId: me.user.id, message: 'Hi', createdAt: at(1) },
      { consultationId: asked.id, senderId: owner.user.id, message: 'And?', createdAt: at(2) },
    ]);

    const accepted = await m.jsonAs(me, '/api/consultations/accepted');
    expect(new Set(ids(accepted.body))).toEqual(
      new Set([fresh.id, answered.id, asked.id, reopened.id]),
    );
    expect(ids(accepted.body)).not.toContain(someoneElses.id);

    const pending = await m.jsonAs(me, '/api/professional/pending-actions');
    expect(new Set(ids(pending.body))).toEqual(new Set([fresh.id, asked.id, reopened.id]));

    const done = await m.jsonAs(me, '/api/professional/completed-consultations');
    expect(ids(done.body)).toEqual([closed.id, completed.id]);
  });
});

describe('GET /api/professional/stats', () => {
  it('counts cases and offers, rates from reviews, and sums this IST month’s wallet credits', async () => {
    const me = await m.createProfessional({ specialization: 'Lawyer' });
    const owner = await m.createPerson();
    const lawyer = { category: 'Lawyer' as const, subcategory: 'Civil Law' };

    const empty = await m.jsonAs(me, '/api/professional/stats');
    expect(empty.body).toEqual({
      activeCases: 0,
      pendingOffers: 0,
      rating: null,
      reviewCount: 0,
      monthEarnings: '0.00',
    });

    await m.createConsultation(owner.user, {
      ...lawyer,
      status: 'in_progress',
      assignedTo: me.user.id,
    });
    await m.createOffer(await m.createConsultation(owner.user, lawyer), me.user);
    await m.createOffer(await m.createConsultation(owner.user, lawyer), me.user, {
      status: 'declined',
    });
    const done = await m.createConsultation(owner.user, {
      ...lawyer,
      status: 'completed',
      assignedTo: me.user.id,
    });
    await m.createReview(done, 4);

    // Escrow released this month (₹1,350 and ₹90), one last month, and a payout (a debit).
    const monthStart = startOfIstMonth(new Date());
    const credit = (rupees: string, createdAt: Date) => {
      const transactionId = randomUUID();
      return [
        {
          transactionId,
          account: 'escrow' as const,
          amount: rupees,
          description: 'release',
          createdAt,
        },
        {
          transactionId,
          account: 'professional_wallet' as const,
          ownerId: me.user.id,
          amount: `-${rupees}`,
          description: 'release',
          createdAt,
        },
      ];
    };
    const payoutId = randomUUID();
    await t.database.db.insert(ledgerEntries).values([
      ...credit('1350.00', new Date()),
      ...credit('90.50', new Date(monthStart.getTime() + 1000)),
      ...credit('700.00', new Date(monthStart.getTime() - 1000)),
      {
        transactionId: payoutId,
        account: 'professional_wallet',
        ownerId: me.user.id,
        amount: '500.00',
        description: 'payout',
      },
      { transactionId: payoutId, account: 'gateway', amount: '-500.00', description: 'payout' },
    ]);

    const stats = await m.jsonAs(me, '/api/professional/stats');
    expect(stats.body).toEqual({
      activeCases: 1,
      pendingOffers: 1,
      rating: 4,
      reviewCount: 1,
      monthEarnings: '1440.50',
    });
  });
});
