import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { startOfIstMonth } from '@salahkar/domain';
import { chatMessages, ledgerEntries } from '../../db/schema/index.ts';
import {
  callAs,
  createConsultation,
  createOffer,
  createPerson,
  createProfessional,
  createReview,
  jsonOf,
  type Person,
  useMarketplaceApp,
} from '../../test/marketplace.ts';

const t = useMarketplaceApp();

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
    const unapproved = await createProfessional(t, { isApproved: false });
    const user = await createPerson(t);
    for (const path of ENDPOINTS) {
      expect(await jsonOf(callAs(t, unapproved, path)), path).toEqual({
        status: 403,
        body: {
          code: 'AWAITING_APPROVAL',
          message: 'Your professional account is awaiting approval',
        },
      });
      expect((await callAs(t, user, path)).status, path).toBe(403);
      expect((await callAs(t, null, path)).status, path).toBe(401);
    }
  });
});

describe('GET /api/professional/available-consultations', () => {
  it('lists open requests of the category not yet offered on, newest first, by page', async () => {
    const owner = await createPerson(t);
    const me = await createProfessional(t, { specialization: 'Engineer' });
    const colleague = await createProfessional(t, { specialization: 'Engineer' });
    const engineering = { category: 'Engineer' as const, subcategory: 'Technical Review' };
    const older = await createConsultation(t, owner.user, { ...engineering, createdAt: at(1) });
    const newer = await createConsultation(t, owner.user, { ...engineering, createdAt: at(2) });
    const offeredByColleague = await createConsultation(t, owner.user, {
      ...engineering,
      createdAt: at(3),
    });
    await createOffer(t, offeredByColleague, colleague.user);
    const offeredByMe = await createConsultation(t, owner.user, {
      ...engineering,
      createdAt: at(4),
    });
    await createOffer(t, offeredByMe, me.user);
    await createConsultation(t, owner.user, { createdAt: at(5) }); // CA: another category
    await createConsultation(t, owner.user, {
      ...engineering,
      status: 'assigned',
      assignedTo: colleague.user.id,
      createdAt: at(6),
    });

    const page = await jsonOf(callAs(t, me, '/api/professional/available-consultations'));
    expect(page.status).toBe(200);
    expect(ids(page.body)).toEqual([offeredByColleague.id, newer.id, older.id]);
    expect(page.body.items[0]).toMatchObject({ status: 'pending_offers', offerCount: 1 });
    expect(page.body.items.every((c: { abilities: { offer: boolean } }) => c.abilities.offer)).toBe(
      true,
    );

    const second = await jsonOf(
      callAs(t, me, '/api/professional/available-consultations?pageSize=2&page=2'),
    );
    expect(second.body).toMatchObject({ total: 3, hasMore: false });
    expect(ids(second.body)).toEqual([older.id]);

    const lawyer = await createProfessional(t, { specialization: 'Lawyer' });
    const other = await jsonOf(callAs(t, lawyer, '/api/professional/available-consultations'));
    expect(ids(other.body)).not.toContain(older.id);
  });
});

describe('the professional’s own offers and cases', () => {
  let me: Person;
  let owner: Person;
  beforeAll(async () => {
    me = await createProfessional(t, { specialization: 'Doctor' });
    owner = await createPerson(t);
  });
  const doctor = { category: 'Doctor' as const, subcategory: 'Second Opinion' };

  it('lists my offers with the request each answers, by status', async () => {
    const first = await createConsultation(t, owner.user, { ...doctor, title: 'Knee MRI report' });
    const second = await createConsultation(t, owner.user, doctor);
    const older = await createOffer(t, first, me.user, { createdAt: at(1) });
    const newer = await createOffer(t, second, me.user, { createdAt: at(2), status: 'declined' });

    const all = await jsonOf(callAs(t, me, '/api/professional/offers'));
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
    const pending = await jsonOf(callAs(t, me, '/api/professional/offers?status=pending'));
    expect(ids(pending.body)).toEqual([older.id]);
  });

  it('lists active cases, those awaiting my reply, and completed ones', async () => {
    const mine = { ...doctor, assignedTo: me.user.id };
    const fresh = await createConsultation(t, owner.user, { ...mine, status: 'assigned' });
    const answered = await createConsultation(t, owner.user, { ...mine, status: 'in_progress' });
    const asked = await createConsultation(t, owner.user, { ...mine, status: 'in_progress' });
    const reopened = await createConsultation(t, owner.user, { ...mine, status: 'reopened' });
    const closed = await createConsultation(t, owner.user, {
      ...mine,
      status: 'closed',
      closedAt: at(10),
    });
    const completed = await createConsultation(t, owner.user, {
      ...mine,
      status: 'completed',
      closedAt: at(5),
      completedAt: at(6),
    });
    const someoneElses = await createConsultation(t, owner.user, {
      ...doctor,
      status: 'in_progress',
      assignedTo: (await createProfessional(t, { specialization: 'Doctor' })).user.id,
    });
    await t.database.db.insert(chatMessages).values([
      { consultationId: answered.id, senderId: owner.user.id, message: 'Hello', createdAt: at(1) },
      { consultationId: answered.id, senderId: me.user.id, message: 'Hi', createdAt: at(2) },
      { consultationId: asked.id, senderId: me.user.id, message: 'Hi', createdAt: at(1) },
      { consultationId: asked.id, senderId: owner.user.id, message: 'And?', createdAt: at(2) },
    ]);

    const accepted = await jsonOf(callAs(t, me, '/api/consultations/accepted'));
    expect(new Set(ids(accepted.body))).toEqual(
      new Set([fresh.id, answered.id, asked.id, reopened.id]),
    );
    expect(ids(accepted.body)).not.toContain(someoneElses.id);

    const pending = await jsonOf(callAs(t, me, '/api/professional/pending-actions'));
    expect(new Set(ids(pending.body))).toEqual(new Set([fresh.id, asked.id, reopened.id]));

    const done = await jsonOf(callAs(t, me, '/api/professional/completed-consultations'));
    expect(ids(done.body)).toEqual([closed.id, completed.id]);
  });
});

describe('GET /api/professional/stats', () => {
  it('counts cases and offers, rates from reviews, and sums this IST month’s wallet credits', async () => {
    const me = await createProfessional(t, { specialization: 'Lawyer' });
    const owner = await createPerson(t);
    const lawyer = { category: 'Lawyer' as const, subcategory: 'Civil Law' };

    const empty = await jsonOf(callAs(t, me, '/api/professional/stats'));
    expect(empty.body).toEqual({
      activeCases: 0,
      pendingOffers: 0,
      rating: null,
      reviewCount: 0,
      monthEarnings: '0.00',
    });

    await createConsultation(t, owner.user, {
      ...lawyer,
      status: 'in_progress',
      assignedTo: me.user.id,
    });
    await createOffer(t, await createConsultation(t, owner.user, lawyer), me.user);
    await createOffer(t, await createConsultation(t, owner.user, lawyer), me.user, {
      status: 'declined',
    });
    const done = await createConsultation(t, owner.user, {
      ...lawyer,
      status: 'completed',
      assignedTo: me.user.id,
    });
    await createReview(t, done, 4);

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

    const stats = await jsonOf(callAs(t, me, '/api/professional/stats'));
    expect(stats.body).toEqual({
      activeCases: 1,
      pendingOffers: 1,
      rating: 4,
      reviewCount: 1,
      monthEarnings: '1440.50',
    });
  });
});
