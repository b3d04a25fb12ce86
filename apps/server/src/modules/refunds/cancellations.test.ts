import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chatMessages,
  consultations,
  notifications,
  professionalOffers,
  receipts,
  refunds,
  simulatedGatewayRefunds,
} from '../../db/schema/index.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { useLedgerCheckedApp } from '../../test/checked-app.ts';
import {
  createPaidConsultation,
  payForOffer,
  paymentOfConsultation,
  postAs,
} from '../../test/payments.ts';
import { escrowHeldFor } from '../ledger/ledger.ts';

const t = useLedgerCheckedApp();
const m = marketplace(t);

const post = (person: Person | null, pathname: string, json: unknown = {}, key?: string) =>
  postAs(t, person, pathname, json, key);

async function gatewayRefundsOf(gatewayPaymentId: string) {
  return t.database.db
    .select()
    .from(simulatedGatewayRefunds)
    .where(eq(simulatedGatewayRefunds.paymentId, gatewayPaymentId));
}

async function notificationsOf(userId: string, consultationId: string) {
  return t.database.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.consultationId, consultationId)));
}

describe('the owner cancels an assigned case', () => {
  it('before the professional replies: refunds in full and opens the request again', async () => {
    const paid = await createPaidConsultation(t, { offerAmount: '750.00' });
    const { owner, professional, consultationId, offer } = paid;

    const cancelled = await post(owner, `/api/consultations/${consultationId}/cancel`, {
      reason: 'Found help elsewhere',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      consultationId,
      consultationStatus: 'open',
      refund: {
        amount: '750.00',
        reason: 'cancelled_before_reply',
        note: 'Found help elsewhere',
        status: 'processed',
      },
    });
    expect(cancelled.body.refund.processedAt).not.toBeNull();

    const consultation = await m.reloadConsultation(consultationId);
    expect(consultation).toMatchObject({
      status: 'open',
      assignedTo: null,
      finalAmount: null,
      paymentStatus: 'refunded',
    });
    const payment = await paymentOfConsultation(t, consultationId);
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: '750.00' });
    expect(payment.refundedAt).not.toBeNull();
    expect(await escrowHeldFor(t.database.db, payment.id)).toBe(0);

    const [offerRow] = await t.database.db
      .select()
      .from(professionalOffers)
      .where(eq(professionalOffers.id, offer.id));
    expect(offerRow!.status).toBe('declined');

    // The gateway refunded once, with our refund's id as the key; a refund receipt was issued.
    const sent = await gatewayRefundsOf(paid.gatewayPaymentId);
    expect(sent).toEqual([
      expect.objectContaining({ amountPaise: 75_000, idempotencyKey: cancelled.body.refund.id }),
    ]);
    const [receipt] = await t.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.refundId, cancelled.body.refund.id));
    expect(receipt).toMatchObject({ kind: 'refund', amount: '750.00' });
    expect(await notificationsOf(professional.user.id, consultationId)).toContainEqual({
      type: 'consultation_cancelled',
    });

    // The request is back on the market and can be paid for again.
    const again = await post(owner, `/api/consultations/${consultationId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Open/);
  });

  it('also while in progress on the owner’s own messages, but not after the professional replied', async () => {
    const { owner, professional, consultationId } = await createPaidConsultation(t);
    await t.database.db
      .update(consultations)
      .set({ status: 'in_progress' })
      .where(eq(consultations.id, consultationId));
    await t.database.db
      .insert(chatMessages)
      .values({ consultationId, senderId: owner.user.id, message: 'Here are my documents' });
    await t.database.db
      .insert(chatMessages)
      .values({ consultationId, senderId: professional.user.id, message: 'Looking into it' });

    const refused = await post(owner, `/api/consultations/${consultationId}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The professional has already replied, so this consultation can no longer be cancelled',
    );
    expect(await m.reloadConsultation(consultationId)).toMatchObject({
      status: 'in_progress',
      paymentStatus: 'paid',
    });
    expect(
      await t.database.db.select().from(refunds).where(eq(refunds.consultationId, consultationId)),
    ).toEqual([]);
  });

  it('is refused to everyone but the owner, and only for an assigned case', async () => {
    const { professional, consultationId } = await createPaidConsultation(t);
    const stranger = await m.createPerson();
    const admin = await m.createPerson({ role: 'admin' });
    const path = `/api/consultations/${consultationId}/cancel`;

    expect((await post(null, path)).status).toBe(401);
    expect((await post(stranger, path)).status).toBe(404);
    expect((await post(professional, path)).status).toBe(403);
    expect((await post(admin, path)).status).toBe(403);
    expect((await post(stranger, '/api/consultations/not-an-id/cancel')).status).toBe(404);
    expect(
      (
        await post(stranger, `/api/consultations/${consultationId}/cancel`, {
          reason: 'x'.repeat(501),
        })
      ).status,
    ).toBe(400);
    expect((await m.reloadConsultation(consultationId))!.status).toBe('assigned');
  });

  it('answers a retry with the same Idempotency-Key exactly as the first time', async () => {
    const { owner, consultationId, gatewayPaymentId } = await createPaidConsultation(t);
    const path = `/api/consultations/${consultationId}/cancel`;
    const first = await post(owner, path, {}, 'cancel-key-0001');
    const retry = await post(owner, path, {}, 'cancel-key-0001');
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    const otherBody = await post(owner, path, { reason: 'changed' }, 'cancel-key-0001');
    expect(otherBody.status).toBe(409);
    expect(await gatewayRefundsOf(gatewayPaymentId)).toHaveLength(1);
  });

  it('refunds once however many cancellations arrive at once', async () => {
    const { owner, consultationId, gatewayPaymentId } = await createPaidConsultation(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(owner, `/api/consultations/${consultationId}/cancel`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await gatewayRefundsOf(gatewayPaymentId)).toHaveLength(1);
    expect((await paymentOfConsultation(t, consultationId)).refundedAmount).toBe('500.00');
  });
});

describe('the assigned professional withdraws', () => {
  it('refunds the user in full, withdraws the offer and opens the request again', async () => {
    const paid = await createPaidConsultation(t, { offerAmount: '600.00' });
    const { owner, professional, consultationId, offer } = paid;
    await t.database.db
      .insert(chatMessages)
      .values({ consultationId, senderId: professional.user.id, message: 'Starting now' });

    const withdrawn = await post(professional, `/api/consultations/${consultationId}/withdraw`, {
      reason: 'Conflict of interest',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      consultationId,
      consultationStatus: 'open',
      refund: { amount: '600.00', reason: 'professional_withdrew', status: 'processed' },
    });
    expect(await m.reloadConsultation(consultationId)).toMatchObject({
      status: 'open',
      assignedTo: null,
      paymentStatus: 'refunded',
    });
    const [offerRow] = await t.database.db
      .select()
      .from(professionalOffers)
      .where(eq(professionalOffers.id, offer.id));
    expect(offerRow).toMatchObject({ status: 'withdrawn' });
    expect(offerRow!.withdrawnAt).not.toBeNull();
    expect(await gatewayRefundsOf(paid.gatewayPaymentId)).toHaveLength(1);
    expect(await notificationsOf(owner.user.id, consultationId)).toContainEqual({
      type: 'consultation_withdrawn',
    });

    // Another professional can now be chosen and paid for the same request.
    const next = await m.createProfessional();
    const [newOffer] = await t.database.db
      .insert(professionalOffers)
      .values({ consultationId, professionalId: next.user.id, offerAmount: '550.00' })
      .returning();
    await t.database.db
      .update(consultations)
      .set({ status: 'pending_offers' })
      .where(eq(consultations.id, consultationId));
    await payForOffer(t, owner.cookie, newOffer!.id);
    expect(await m.reloadConsultation(consultationId)).toMatchObject({
      status: 'assigned',
      assignedTo: next.user.id,
      paymentStatus: 'paid',
    });
  });

  it('is refused to the owner, other professionals and once the case is resolved', async () => {
    const { owner, professional, consultationId } = await createPaidConsultation(t);
    const other = await m.createProfessional();
    const path = `/api/consultations/${consultationId}/withdraw`;
    expect((await post(owner, path)).status).toBe(403);
    expect((await post(other, path)).status).toBe(404);

    await t.database.db
      .update(consultations)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(consultations.id, consultationId));
    const closed = await post(professional, path);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/Closed/);
  });
});
