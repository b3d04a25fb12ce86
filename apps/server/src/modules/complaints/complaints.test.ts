import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultations, notifications } from '../../db/schema/index.ts';
import { createAccount } from '../../test/accounts.ts';
import { auditRows as auditRowsOf, useAdminMarketplace } from '../../test/admin.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { createPaidConsultation, paymentOfConsultation, postAs } from '../../test/payments.ts';

const { t, admin } = useAdminMarketplace();
const m = marketplace(t);

const auditRows = (action: string, targetId: string) => auditRowsOf(t, action, targetId);

const bellOf = (userId: string, consultationId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.consultationId, consultationId)));

/** A paid case, completed and released, with the owner's complaint (a "query" in the API) raised through HTTP. */
async function caseWithComplaint() {
  const paid = await createPaidConsultation(t);
  await completeAndRelease(t, paid.consultationId);
  const raised = await postAs(t, paid.owner, `/api/consultations/${paid.consultationId}/query`, {
    reason: 'The ITR was filed with the wrong regime',
  });
  expect(raised.status).toBe(201);
  return paid;
}

describe('a user raises a complaint', () => {
  it('on their completed case within 7 days, once while it is open', async () => {
    const { owner, professional, consultationId } = await createPaidConsultation(t);
    const url = `/api/consultations/${consultationId}/query`;
    const early = await postAs(t, owner, url, { reason: 'Too early' });
    expect(early.status).toBe(409);

    await completeAndRelease(t, consultationId);
    const readAs = async (person: Person) =>
      (await m.jsonAs(person, `/api/consultations/${consultationId}`)).body;
    expect(await readAs(owner)).toMatchObject({
      complaint: null,
      abilities: { raiseComplaint: true },
    });
    expect((await postAs(t, owner, url, { reason: '   ' })).status).toBe(400);
    expect((await postAs(t, professional, url, { reason: 'Mine' })).status).toBe(403);
    const stranger = await m.createPerson();
    expect((await postAs(t, stranger, url, { reason: 'Not mine' })).status).toBe(404);
    expect((await postAs(t, null, url, { reason: 'Visitor' })).status).toBe(401);

    const raised = await postAs(t, owner, url, { reason: ' Wrong regime chosen ' });
    expect(raised).toMatchObject({
      status: 201,
      body: { consultationId, queryReason: 'Wrong regime chosen' },
    });
    const again = await postAs(t, owner, url, { reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A query on this consultation is already open');
    // The card shows the open query and offers no second one; the professional does not see it.
    expect(await readAs(owner)).toMatchObject({
      complaint: { reason: 'Wrong regime chosen', resolvedAt: null },
      abilities: { raiseComplaint: false },
    });
    expect(await readAs(professional)).toMatchObject({
      complaint: null,
      abilities: { raiseComplaint: false },
    });

    const queue = await m.jsonAs(admin, '/api/admin/consultations/queries?pageSize=100');
    expect(queue.status).toBe(200);
    expect(queue.body.items.find((row: { id: string }) => row.id === consultationId)).toMatchObject(
      {
        queryReason: 'Wrong regime chosen',
        status: 'completed',
      },
    );
  });

  it('not after 7 days', async () => {
    const { owner, consultationId } = await createPaidConsultation(t);
    await completeAndRelease(t, consultationId);
    await t.database.db
      .update(consultations)
      .set({ completedAt: new Date(Date.now() - 7 * 24 * 3600 * 1000 - 1000) })
      .where(eq(consultations.id, consultationId));
    const late = await postAs(t, owner, `/api/consultations/${consultationId}/query`, {
      reason: 'Late',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Queries can only be raised within 7 days of completion');
  });
});

describe('an admin resolves a complaint', () => {
  it('with a partial refund booked alongside, then refuses a second resolution', async () => {
    const { owner, consultationId } = await caseWithComplaint();
    const url = `/api/admin/consultations/${consultationId}/resolve-query`;
    const view = () => m.jsonAs(admin, `/api/admin/consultations/${consultationId}/view`);
    const captured = await paymentOfConsultation(t, consultationId);
    // The dialog offers what the verb would refund: all of the captured payment, so far.
    expect((await view()).body.refundableAmount).toBe(captured.amount);
    const listed = await m.jsonAs(admin, '/api/admin/consultations/queries?pageSize=100');
    const row = listed.body.items.find((item: { id: string }) => item.id === consultationId);
    expect(row.abilities).toEqual({ decideReopen: false });

    const tooMuch = await postAs(t, admin, url, { refund: { amount: 900, reason: 'Too much' } });
    expect(tooMuch.status).toBe(400);
    expect((await m.reloadConsultation(consultationId))!.complaintResolvedAt).toBeNull();
    expect(await auditRows('consultation.query_resolved', consultationId)).toHaveLength(0);

    const resolved = await postAs(t, admin, url, {
      notes: 'Refunded part of the fee',
      refund: { amount: 200, reason: 'Wrong regime' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.refund).toMatchObject({
      amount: '200.00',
      reason: 'partial_by_admin',
      status: 'processed',
    });
    expect(resolved.body.consultation).toMatchObject({ id: consultationId, status: 'completed' });
    expect(resolved.body.consultation.complaintResolvedAt).not.toBeNull();
    const payment = await paymentOfConsultation(t, consultationId);
    expect(payment.refundedAmount).toBe('200.00');
    expect((await view()).body.refundableAmount).toBe((Number(payment.amount) - 200).toFixed(2));
    const [audit] = await auditRows('consultation.query_resolved', consultationId);
    expect(audit).toMatchObject({ actorId: admin.user.id, notes: 'Refunded part of the fee' });
    expect(audit!.metadata).toMatchObject({ refundAmount: '200.00' });
    expect(await auditRows('payment.refunded', payment.id)).toHaveLength(1);
    expect(
      (await bellOf(owner.user.id, consultationId)).some((row) => row.title === 'Query Resolved'),
    ).toBe(true);

    const again = await postAs(t, admin, url, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This consultation has no open query');
    const queue = await m.jsonAs(admin, '/api/admin/consultations/queries?pageSize=100');
    expect(queue.body.items.map((row: { id: string }) => row.id)).not.toContain(consultationId);
  });

  it('answers a retried resolution with the same Idempotency-Key once, refunding once', async () => {
    const { consultationId } = await caseWithComplaint();
    const url = `/api/admin/consultations/${consultationId}/resolve-query`;
    const body = { refund: { amount: 150, reason: 'Part of the advice missed' } };
    const first = await postAs(t, admin, url, body, 'resolve-query-0001');
    const retry = await postAs(t, admin, url, body, 'resolve-query-0001');
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect((await paymentOfConsultation(t, consultationId)).refundedAmount).toBe('150.00');
    expect(await auditRows('consultation.query_resolved', consultationId)).toHaveLength(1);
  });

  it('without a body (as the spec web sends it) and no refund', async () => {
    const { consultationId } = await caseWithComplaint();
    const resolved = await m.jsonAs(
      admin,
      `/api/admin/consultations/${consultationId}/resolve-query`,
      {
        method: 'POST',
      },
    );
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.refund).toBeNull();
    expect(await auditRows('consultation.query_resolved', consultationId)).toHaveLength(1);
  });
});

describe('an admin reroutes a case', () => {
  it('lists available professionals and hands the case to one of them', async () => {
    const { owner, professional, consultationId } = await caseWithComplaint();
    const next = await m.createProfessional({ firstName: 'Aarav', lastName: 'Reroute' });
    const suspended = await createAccount(t, { role: 'professional', isSuspended: true });
    const pending = await m.createProfessional({ isApproved: false });
    const lawyer = await m.createProfessional({ specialization: 'Lawyer' });

    const available = await m.jsonAs(
      admin,
      `/api/admin/professionals/available?consultationId=${consultationId}`,
    );
    expect(available.status).toBe(200);
    const ids = available.body.map((row: { id: string }) => row.id);
    expect(ids).toContain(next.user.id);
    for (const excluded of [professional, suspended, pending, lawyer]) {
      expect(ids).not.toContain(excluded.user.id);
    }
    expect(available.body.find((row: { id: string }) => row.id === next.user.id)).toEqual({
      id: next.user.id,
      firstName: 'Aarav',
      lastName: 'Reroute',
      specialization: 'CA',
      experience: 5,
      rating: null,
      reviewCount: 0,
      activeCases: 0,
    });
    const byCategory = await m.jsonAs(admin, '/api/admin/professionals/available?category=Lawyer');
    expect(byCategory.body.map((row: { id: string }) => row.id)).toContain(lawyer.user.id);
    expect((await m.jsonAs(admin, '/api/admin/professionals/available')).status).toBe(400);

    const url = `/api/admin/consultations/${consultationId}/reroute`;
    const reason = 'The user asked for another CA';
    for (const refused of [professional, suspended, pending, lawyer]) {
      const answer = await postAs(t, admin, url, { professionalId: refused.user.id, reason });
      expect(answer.status, refused.user.email).toBe(400);
    }
    expect(
      (await postAs(t, admin, url, { professionalId: next.user.id, reason: ' ' })).status,
    ).toBe(400);
    expect(await auditRows('consultation.rerouted', consultationId)).toHaveLength(0);

    const rerouted = await postAs(t, admin, url, { newProfessionalId: next.user.id, reason });
    expect(rerouted.status).toBe(200);
    expect(rerouted.body).toMatchObject({ status: 'assigned', assignedTo: next.user.id });
    const row = await m.reloadConsultation(consultationId);
    expect(row).toMatchObject({ status: 'assigned', assignedTo: next.user.id, completedAt: null });
    expect(row!.complaintResolvedAt).not.toBeNull();
    const nowBusy = await m.jsonAs(admin, '/api/admin/professionals/available?category=CA');
    expect(nowBusy.body.find((row: { id: string }) => row.id === next.user.id)).toMatchObject({
      activeCases: 1,
    });
    const [audit] = await auditRows('consultation.rerouted', consultationId);
    expect(audit).toMatchObject({ actorId: admin.user.id, notes: reason });
    expect(audit!.metadata).toEqual({
      fromProfessionalId: professional.user.id,
      toProfessionalId: next.user.id,
    });
    for (const person of [owner, professional, next]) {
      const titles = (await bellOf(person.user.id, consultationId)).map((n) => n.title);
      expect(
        titles.some((title) => /Rerouted|Assigned/.test(title)),
        person.user.email,
      ).toBe(true);
    }

    const again = await postAs(t, admin, url, { professionalId: professional.user.id, reason });
    expect(again.status).toBe(409);
  });
});
