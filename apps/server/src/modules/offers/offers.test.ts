import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_HOLD_MS, rupeesToPaise } from '@salahkar/domain';
import { consultations, payments, professionalOffers } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { transitionRefused } from '../../test/transition-refused.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

const offer = (person: Person | null, id: string, json: unknown) =>
  m.jsonAs(person, `/api/consultations/${id}/offer`, { method: 'POST', json });
const accept = (person: Person | null, offerId: string) =>
  m.jsonAs(person, `/api/professional-offers/${offerId}/accept`, { method: 'POST' });

describe('POST /api/consultations/:id/offer', () => {
  it('lets an approved professional of the category offer within the range', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const request = await m.createConsultation(owner.user);

    const first = await offer(professional, request.id, {
      offerAmount: 300,
      message: 'Can file today',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      consultationId: request.id,
      professionalId: professional.user.id,
      offerAmount: '300.00',
      message: 'Can file today',
      status: 'pending',
      isAccepted: false,
      professional: { id: professional.user.id, isVerified: true, rating: null, reviewCount: 0 },
      consultation: { id: request.id, status: 'pending_offers' },
    });
    // The first offer moves the request on; the next ones leave it there.
    expect((await m.reloadConsultation(request.id))?.status).toBe('pending_offers');
    const second = await offer(await m.createProfessional(), request.id, { offerAmount: '1000' });
    expect(second.status).toBe(201);
    expect((await m.reloadConsultation(request.id))?.status).toBe('pending_offers');
  });

  it.each([299, 1000.01, 5000])(
    'refuses ₹%s, outside ₹300–₹1,000, naming the range',
    async (amount) => {
      const owner = await m.createPerson();
      const request = await m.createConsultation(owner.user);
      const refused = await offer(await m.createProfessional(), request.id, {
        offerAmount: amount,
      });
      expect(refused).toEqual({
        status: 400,
        body: {
          code: 'OFFER_OUT_OF_RANGE',
          message: 'Your offer must be between ₹300 and ₹1,000, the range of this request',
          params: { min: '₹300', max: '₹1,000' },
        },
      });
      expect((await m.reloadConsultation(request.id))?.status).toBe('open');
    },
  );

  it('takes one live offer per professional per request (409)', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const request = await m.createConsultation(owner.user);
    expect((await offer(professional, request.id, { offerAmount: 500 })).status).toBe(201);
    const again = await offer(professional, request.id, { offerAmount: 600 });
    expect(again).toEqual({
      status: 409,
      body: {
        code: 'OFFER_ALREADY_MADE',
        message: 'You have already made an offer on this request',
      },
    });
  });

  it('is for approved professionals of the category only', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const body = { offerAmount: 500 };

    const unapproved = await offer(
      await m.createProfessional({ isApproved: false }),
      request.id,
      body,
    );
    expect(unapproved).toEqual({
      status: 403,
      body: {
        code: 'AWAITING_APPROVAL',
        message: 'Your professional account is awaiting approval',
      },
    });
    expect((await offer(owner, request.id, body)).status).toBe(403);
    expect((await offer(null, request.id, body)).status).toBe(401);
    const lawyer = await m.createProfessional({ specialization: 'Lawyer' });
    expect((await offer(lawyer, request.id, body)).status).toBe(404);
  });

  it('refuses a request that is no longer seeking offers', async () => {
    const owner = await m.createPerson();
    const assigned = await m.createProfessional();
    const request = await m.createConsultation(owner.user, {
      status: 'assigned',
      assignedTo: assigned.user.id,
    });
    // Others of the category no longer see it; its own professional is told why.
    expect(
      (await offer(await m.createProfessional(), request.id, { offerAmount: 500 })).status,
    ).toBe(404);
    expect(await offer(assigned, request.id, { offerAmount: 500 })).toEqual(
      transitionRefused(
        'submitOffer',
        'assigned',
        'Cannot submit an offer on a consultation that is Assigned',
      ),
    );
  });
});

describe('offers as the user compares them', () => {
  it('shows each professional’s profile, verification and rating from reviews', async () => {
    const owner = await m.createPerson();
    const rated = await m.createProfessional({
      firstName: 'Meera',
      lastName: 'Iyer',
      experience: 12,
      bio: 'Chartered Accountant for salaried people and small traders.',
    });
    const newcomer = await m.createProfessional({ firstName: 'Arjun' });
    for (const rating of [5, 4, 4]) {
      await m.createReview(
        await m.createConsultation((await m.createPerson()).user, {
          status: 'completed',
          assignedTo: rated.user.id,
        }),
        rating,
      );
    }
    const request = await m.createConsultation(owner.user);
    await m.createOffer(request, rated.user, {
      offerAmount: '800.00',
      message: 'Detailed review',
    });
    await m.createOffer(request, newcomer.user, { offerAmount: '450.00', message: null });

    const { status, body } = await m.jsonAs(owner, '/api/consultations/with-offers');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 1, hasMore: false });
    const [withOffers] = body.items;
    expect(withOffers).toMatchObject({ id: request.id, status: 'pending_offers', offerCount: 2 });
    expect(withOffers.offers).toMatchObject([
      {
        offerAmount: '450.00',
        message: null,
        professional: { firstName: 'Arjun', rating: null, reviewCount: 0, isVerified: true },
      },
      {
        offerAmount: '800.00',
        message: 'Detailed review',
        isAccepted: false,
        professional: {
          firstName: 'Meera',
          lastName: 'Iyer',
          specialization: 'CA',
          experience: 12,
          bio: 'Chartered Accountant for salaried people and small traders.',
          rating: 4.3,
          reviewCount: 3,
          isVerified: true,
        },
      },
    ]);
    expect(withOffers.offers[0].consultation).toBeUndefined();

    const stranger = await m.jsonAs(await m.createPerson(), '/api/consultations/with-offers');
    expect(stranger.body.items).toEqual([]);
  });
});

describe('POST /api/professional-offers/:offerId/accept', () => {
  async function requestWithOffers(count: number) {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const offers = [];
    for (let i = 0; i < count; i++) {
      const professional = await m.createProfessional();
      offers.push(
        await m.createOffer(
          { ...request, status: offers.length ? 'pending_offers' : 'open' },
          professional.user,
          {
            offerAmount: `${400 + i}.00`,
          },
        ),
      );
    }
    return { owner, request, offers };
  }

  it('chooses the offer and answers the gateway order to pay it', async () => {
    const { owner, request, offers } = await requestWithOffers(2);
    const before = Date.now();
    const { status, body } = await accept(owner, offers[1]!.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      orderId: expect.stringMatching(/^order_sim_/),
      amount: 40_100,
      currency: 'INR',
      gateway: 'simulated',
      keyId: 'simulated',
      expiresAt: expect.any(String),
      consultationId: request.id,
    });
    const holdMs = Date.parse(body.expiresAt) - before;
    expect(holdMs).toBeGreaterThanOrEqual(PAYMENT_HOLD_MS);
    expect(holdMs).toBeLessThan(PAYMENT_HOLD_MS + 60_000);

    // The request waits for payment, held for the chosen offer.
    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'pending_offers',
      finalAmount: '401.00',
      assignedTo: null,
      paymentStatus: 'pending',
    });
    const [row] = await t.database.db
      .select()
      .from(professionalOffers)
      .where(eq(professionalOffers.id, offers[1]!.id));
    expect(row).toMatchObject({ status: 'accepted', acceptedAt: expect.any(Date) });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, body.orderId));
    expect(payment).toMatchObject({
      consultationId: request.id,
      offerId: offers[1]!.id,
      userId: owner.user.id,
      professionalId: offers[1]!.professionalId,
      amount: '401.00',
      platformShare: '40.10',
      professionalShare: '360.90',
      status: 'pending',
      provider: 'simulated',
    });

    // A double click answers the same order; another offer of the request is refused.
    const again = await accept(owner, offers[1]!.id);
    expect(again).toEqual({ status: 200, body });
    expect(await accept(owner, offers[0]!.id)).toEqual({
      status: 409,
      body: {
        code: 'OFFER_ALREADY_CHOSEN',
        message: 'You have already chosen an offer for this request',
      },
    });
  });

  it('tells the owner when an offer can be chosen: before a choice and after its hold lapses', async () => {
    const { owner, request, offers } = await requestWithOffers(2);
    const abilitiesNow = async () => {
      const { body } = await m.jsonAs(owner, '/api/consultations/with-offers');
      const card = body.items.find((item: { id: string }) => item.id === request.id);
      return { acceptOffer: card.abilities.acceptOffer, pay: card.abilities.pay };
    };
    expect(await abilitiesNow()).toEqual({ acceptOffer: true, pay: false });

    expect((await accept(owner, offers[0]!.id)).status).toBe(200);
    expect(await abilitiesNow()).toEqual({ acceptOffer: false, pay: true });

    // The hold lapses before the expiry job has run: choosing is open again.
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.consultationId, request.id));
    expect(await abilitiesNow()).toEqual({ acceptOffer: true, pay: false });
    expect((await accept(owner, offers[1]!.id)).status).toBe(200);
  });

  it('is for the request’s owner only', async () => {
    const { request, offers } = await requestWithOffers(1);
    const offerId = offers[0]!.id;
    expect((await accept(await m.createPerson(), offerId)).status).toBe(404);
    expect((await accept(null, offerId)).status).toBe(401);
    const admin = await accept(await m.createPerson({ role: 'admin' }), offerId);
    expect(admin).toEqual({
      status: 403,
      body: {
        code: 'NOT_OWNER_ACCEPT',
        message: 'Only the person who posted this request can accept an offer',
      },
    });
    const professional = await accept(await m.createProfessional(), offerId);
    expect(professional.status).toBe(403);
    expect((await accept(await m.createPerson(), 'nonsense')).status).toBe(404);
    expect((await m.reloadConsultation(request.id))?.finalAmount).toBeNull();
  });

  it('refuses an offer that was withdrawn or a request already assigned', async () => {
    const { owner, offers } = await requestWithOffers(1);
    await t.database.db
      .update(professionalOffers)
      .set({ status: 'withdrawn', withdrawnAt: new Date() })
      .where(eq(professionalOffers.id, offers[0]!.id));
    expect(await accept(owner, offers[0]!.id)).toEqual({
      status: 409,
      body: {
        code: 'OFFER_NO_LONGER_AVAILABLE',
        message: 'This offer is no longer available: it was withdrawn',
        params: { status: 'withdrawn' },
      },
    });

    const other = await requestWithOffers(1);
    await t.database.db
      .update(consultations)
      .set({ status: 'assigned', assignedTo: other.offers[0]!.professionalId })
      .where(eq(consultations.id, other.request.id));
    const refused = await accept(other.owner, other.offers[0]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cannot accept an offer on a consultation that is Assigned');
  });

  it('chooses exactly one offer when 20 accepts arrive at once', async () => {
    const { owner, request, offers } = await requestWithOffers(20);
    const results = await Promise.all(offers.map((o) => accept(owner, o.id)));
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);

    const accepted = await t.database.db
      .select()
      .from(professionalOffers)
      .where(eq(professionalOffers.status, 'accepted'));
    const ofThisRequest = accepted.filter((row) => row.consultationId === request.id);
    expect(ofThisRequest).toHaveLength(1);
    const winner = results.find((result) => result.status === 200)!;
    expect(winner.body.amount).toBe(rupeesToPaise(ofThisRequest[0]!.offerAmount));
    const pending = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.consultationId, request.id));
    expect(pending).toMatchObject([{ status: 'pending', gatewayOrderId: winner.body.orderId }]);
  });
});
