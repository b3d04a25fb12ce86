import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseTimelineSchema } from '@salahkar/domain';
import { consultations, refunds } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { payForOffer, paymentOfConsultation } from '../../test/payments.ts';
import { postMessage } from '../../test/chat.ts';

const t = useMarketplaceApp();
const m = marketplace(t);
const admin = m.useAdmin();

const timelineOf = (person: Person | null, id: string) =>
  m.jsonAs(person, `/api/consultations/${id}/timeline`);
const offersOf = (person: Person | null, id: string) =>
  m.jsonAs(person, `/api/consultations/${id}/offers`);

describe('GET /api/consultations/:id/offers', () => {
  it('shows the owner and admins the live offers, cheapest first, with public profiles only', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const dear = await m.createProfessional({ city: 'Pune', languages: 'Hindi, Marathi' });
    const cheap = await m.createProfessional();
    await m.createOffer(request, dear.user, { offerAmount: '900.00' });
    await m.createOffer({ ...request, status: 'pending_offers' }, cheap.user, {
      offerAmount: '400.00',
    });

    const seen = await offersOf(owner, request.id);
    expect(seen.status).toBe(200);
    expect(seen.body.map((offer: { offerAmount: string }) => offer.offerAmount)).toEqual([
      '400.00',
      '900.00',
    ]);
    expect(seen.body[1].professional).toMatchObject({
      id: dear.user.id,
      city: 'Pune',
      languages: 'Hindi, Marathi',
      isVerified: true,
    });
    // Never the contact details or the licence number.
    for (const key of ['email', 'phone', 'licenseNumber']) {
      expect(seen.body[1].professional).not.toHaveProperty(key);
    }
    expect((await offersOf(admin, request.id)).body).toHaveLength(2);

    // A competing professional, a stranger, a malformed id: the same 404 as a missing case.
    expect((await offersOf(cheap, request.id)).status).toBe(404);
    expect((await offersOf(await m.createPerson(), request.id)).status).toBe(404);
    expect((await offersOf(owner, 'not-a-uuid')).status).toBe(404);
    expect((await offersOf(null, request.id)).status).toBe(401);
  });
});

describe('GET /api/consultations/:id/timeline', () => {
  it('tells the case oldest first to its owner, its professional and admins only', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const other = await m.createProfessional();
    const request = await m.createConsultation(owner.user);
    const offer = await m.createOffer(request, professional.user, { offerAmount: '500.00' });
    await m.createOffer({ ...request, status: 'pending_offers' }, other.user, {
      offerAmount: '600.00',
    });

    // Before payment only the owner and admins have the case; the offering professionals do not.
    const early = await timelineOf(owner, request.id);
    expect(early.status).toBe(200);
    expect(early.body.events.map((event: { kind: string }) => event.kind)).toEqual([
      'posted',
      'offer',
      'offer',
    ]);
    expect((await timelineOf(professional, request.id)).status).toBe(404);

    await payForOffer(t, owner.cookie, offer.id);
    expect((await postMessage(t, owner, request.id, 'Here are my papers')).status).toBe(201);
    expect((await postMessage(t, professional, request.id, 'Got them')).status).toBe(201);
    expect((await postMessage(t, professional, request.id, 'Filed')).status).toBe(201);
    const closedAt = new Date(Date.now() + 60_000);
    await t.database.db
      .update(consultations)
      .set({
        status: 'closed',
        closedAt,
        complaintRaisedAt: new Date(Date.now() + 120_000),
        complaintReason: 'Late',
      })
      .where(eq(consultations.id, request.id));
    const payment = await paymentOfConsultation(t, request.id);
    await t.database.db.insert(refunds).values({
      paymentId: payment.id,
      consultationId: request.id,
      amount: '200.00',
      reason: 'query_upheld',
      createdAt: new Date(Date.now() + 180_000),
    });

    const answers = await Promise.all(
      [owner, professional, admin, other, await m.createPerson(), null].map((person) =>
        timelineOf(person, request.id),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 404, 401]);
    const timeline = caseTimelineSchema.parse(answers[0]!.body);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    expect(timeline.events.map((event) => [event.kind, event.amount])).toEqual([
      ['posted', null],
      ['offer', '500.00'],
      ['offer', '600.00'],
      ['paid', '500.00'],
      ['first_reply', null],
      ['closed', null],
      ['complaint', null],
      ['refund_requested', '200.00'],
    ]);
    const times = timeline.events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // UTC on the wire: the web shows it in IST.
    expect(timeline.events.every((event) => event.at.endsWith('Z'))).toBe(true);

    expect((await timelineOf(owner, 'not-a-uuid')).status).toBe(404);
    expect((await timelineOf(owner, crypto.randomUUID())).status).toBe(404);
  });
});
