import { and, eq } from 'drizzle-orm';
import type { Billing, billingInputSchema } from '@salahkar/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { payments, type Payment } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorizePayment } from '../../policies/payment-policy.ts';
import { findPaymentByOrder } from './payment-orders.ts';
import { checkoutStateOf } from '../consultations/payment-state.ts';

/** Whether payments are documented by tax invoices: the business has a GSTIN (decision 210). */
export function issuesTaxInvoices(ctx: AppContext): boolean {
  return Boolean(ctx.config.BUSINESS_GSTIN);
}

/** The payment's place of supply and GSTIN as the checkout shows them. */
export function presentBilling(ctx: AppContext, payment: Payment): Billing {
  return {
    taxInvoice: issuesTaxInvoices(ctx),
    placeOfSupply: payment.placeOfSupply,
    gstin: payment.buyerGstin,
  };
}

/**
 * PUT /api/payments/orders/:orderId/billing: the payer's state (the invoice's place of supply)
 * and, for a business, its GSTIN, while the order can still be paid. The invoice issued at
 * capture states what the row holds then; a change after the capture would change nothing.
 */
export async function saveBilling(
  ctx: AppContext,
  viewer: Person,
  orderId: string,
  input: z.output<typeof billingInputSchema>,
  now: Date = new Date(),
): Promise<Billing> {
  const payment = await findPaymentByOrder(ctx.db, orderId);
  if (!payment) throw notFound('PAYMENT_NOT_FOUND');
  authorizePayment(viewer, 'pay', payment);
  if (checkoutStateOf(payment, now) !== 'awaiting_payment') {
    throw conflict('INVOICE_DETAILS_LOCKED');
  }
  const [saved] = await ctx.db
    .update(payments)
    .set({ placeOfSupply: input.placeOfSupply, buyerGstin: input.gstin })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
    .returning();
  if (!saved) throw conflict('INVOICE_DETAILS_LOCKED');
  return presentBilling(ctx, saved);
}
