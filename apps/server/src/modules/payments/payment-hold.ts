import { and, eq, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { consultations, payments, professionalOffers } from '../../db/schema/index.ts';
import { HOLD_LAPSED } from '../consultations/payment-state.ts';

/**
 * Ends the hold of a payment that was not paid in time, inside the caller's transaction: the
 * payment fails with 'Payment window expired', its offer goes back to pending and the request
 * (which never left pending_offers) forgets the chosen amount, so the owner chooses again.
 * The payment row is locked first and the request second, the order capture locks them in too.
 * Returns whether this call expired it (false when it was paid or expired meanwhile, or, with
 * skipLocked, is being handled by someone else right now).
 */
export async function expireHoldIn(
  tx: Transaction,
  paymentId: string,
  now: Date,
  options: { skipLocked?: boolean } = {},
): Promise<boolean> {
  const claim = tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.id, paymentId), eq(payments.status, 'pending'), lte(payments.expiresAt, now)),
    );
  const [payment] = options.skipLocked
    ? await claim.for('update', { skipLocked: true })
    : await claim.for('update');
  if (!payment) return false;

  await tx
    .update(payments)
    .set({ status: 'failed', failureReason: HOLD_LAPSED, failedAt: now })
    .where(eq(payments.id, payment.id));
  const [consultation] = await tx
    .select({ status: consultations.status })
    .from(consultations)
    .where(eq(consultations.id, payment.consultationId))
    .for('update');
  if (consultation?.status !== 'pending_offers') return true;

  await tx
    .update(professionalOffers)
    .set({ status: 'pending', acceptedAt: null })
    .where(
      and(eq(professionalOffers.id, payment.offerId), eq(professionalOffers.status, 'accepted')),
    );
  await tx
    .update(consultations)
    .set({ finalAmount: null })
    .where(eq(consultations.id, payment.consultationId));
  return true;
}
