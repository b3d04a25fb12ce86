import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CheckoutOrder,
  SimulatePaymentInput,
  SimulatePaymentResult,
  VerifiedPayment,
  VerifyPaymentInput,
} from '@salahkar/domain';
import { isSimulatedGateway } from '../../adapters/payments/index.ts';
import type { AppContext } from '../../context.ts';
import { consultations, payments, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorizePayment } from '../../policies/payment-policy.ts';
import { presentBilling } from './billing.ts';
import { capturePayment } from './capture.ts';
import { findPaymentByOrder, presentPaymentOrder } from './payment-orders.ts';
import { checkoutStateOf, lastFailureOf } from '../consultations/payment-state.ts';

const professionals = alias(users, 'professional');

/** GET /api/payments/orders/:orderId: what the checkout page shows, to the payer and admins. */
export async function getCheckoutOrder(
  ctx: AppContext,
  viewer: Person,
  orderId: string,
  now: Date = new Date(),
): Promise<CheckoutOrder> {
  const [row] = await ctx.db
    .select({
      payment: payments,
      consultationTitle: consultations.title,
      payer: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mobile: users.mobile,
      },
      professional: { firstName: professionals.firstName, lastName: professionals.lastName },
    })
    .from(payments)
    .innerJoin(consultations, eq(consultations.id, payments.consultationId))
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(professionals, eq(professionals.id, payments.professionalId))
    .where(eq(payments.gatewayOrderId, orderId));
  if (!row) throw notFound('PAYMENT_NOT_FOUND');
  authorizePayment(viewer, 'viewCheckout', row.payment);
  const { payment, payer, professional } = row;
  return {
    ...presentPaymentOrder(payment, ctx.gateway),
    state: checkoutStateOf(payment, now),
    consultationTitle: row.consultationTitle,
    professionalName: `${professional.firstName} ${professional.lastName}`,
    amountRupees: payment.amount,
    lastFailure: lastFailureOf(payment, now),
    payer: {
      name: `${payer.firstName} ${payer.lastName}`,
      email: payer.email,
      contact: payer.mobile,
    },
    checkoutScriptUrl: ctx.gateway.checkoutScriptUrl,
    billing: presentBilling(ctx, payment),
  };
}

/**
 * POST /api/payments/verify: the Checkout handler's three fields, from the payer. The signature
 * is checked against the order id we stored for the payment (the browser's copy only finds it),
 * so a payment of another order, or an altered field, is refused and nothing changes.
 */
export async function verifyPayment(
  ctx: AppContext,
  viewer: Person,
  input: VerifyPaymentInput,
): Promise<VerifiedPayment> {
  const payment = await findPaymentByOrder(ctx.db, input.razorpay_order_id);
  if (!payment) throw notFound('PAYMENT_NOT_FOUND');
  authorizePayment(viewer, 'pay', payment);
  const genuine = ctx.gateway.verifyPaymentSignature({
    orderId: payment.gatewayOrderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!genuine) throw badRequest('PAYMENT_SIGNATURE_INVALID');

  const outcome = await capturePayment(ctx, {
    orderId: payment.gatewayOrderId,
    gatewayPaymentId: input.razorpay_payment_id,
  });
  if (!outcome) throw notFound('PAYMENT_NOT_FOUND');
  return {
    consultationId: outcome.consultation.id,
    paymentStatus: outcome.payment.status,
    consultationStatus: outcome.consultation.status,
  };
}

/**
 * POST /api/payments/simulate: the built-in checkout's Pay and Fail buttons, for the payer, while
 * the order can be paid. Its answer is what Razorpay Checkout hands its handlers; the gateway's
 * signed webhook follows on its own.
 */
export async function simulatePayment(
  ctx: AppContext,
  viewer: Person,
  input: Required<SimulatePaymentInput>,
  now: Date = new Date(),
): Promise<SimulatePaymentResult> {
  const gateway = ctx.gateway;
  if (!isSimulatedGateway(gateway)) throw notFound('SIMULATED_GATEWAY_INACTIVE');
  const payment = await findPaymentByOrder(ctx.db, input.orderId);
  if (!payment || payment.provider !== 'simulated') throw notFound('PAYMENT_NOT_FOUND');
  authorizePayment(viewer, 'pay', payment);
  const state = checkoutStateOf(payment, now);
  if (state === 'expired') {
    throw conflict('PAYMENT_WINDOW_CLOSED');
  }
  if (state === 'refunded') {
    throw conflict('PAYMENT_REFUNDED');
  }
  return gateway.pay(payment.gatewayOrderId, input.outcome, input.method);
}
