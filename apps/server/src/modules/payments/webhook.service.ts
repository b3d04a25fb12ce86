import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paymentMethodKindOf } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { payments, webhookEvents } from '../../db/schema/index.ts';
import { inUnitOfWork, type AfterCommit } from '../../db/unit-of-work.ts';
import { badRequest } from '../../errors.ts';
import { assertSafeText } from '../../validation.ts';
import { afterCapture, captureIn, type CaptureOutcome } from './capture.ts';
import { paysAnotherAmount } from './order-amount.ts';

/** The parts of a Razorpay event we act on; the rest is kept in webhook_events as it came. */
const gatewayEventSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.number().int().nullish(),
          currency: z.string().nullish(),
          error_description: z.string().nullish(),
          method: z.string().nullish(),
          card: z.object({ type: z.string().nullish() }).nullish(),
        }),
      })
      .optional(),
  }),
});

const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

export interface WebhookReceipt {
  /** The event was seen before (the gateway redelivers until it gets a 2xx): nothing was done. */
  duplicate: boolean;
}

/**
 * What acting on an event did: a capture, a failed attempt recorded, nothing, or a refusal to
 * capture a wrong amount.
 */
type EventOutcome = CaptureOutcome | 'amount_mismatch' | 'attempt_failed' | null;

/**
 * POST /api/payments/webhook. The signature is checked over the exact bytes received; then, in
 * one transaction, the event is recorded by (provider, event id) and acted on, so a redelivered or
 * concurrent copy finds it recorded and does nothing, and a crash leaves neither half behind.
 */
export async function receiveWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  headers: { signature: string | undefined; eventId: string | undefined },
  now: Date = new Date(),
): Promise<WebhookReceipt> {
  if (!headers.signature || !ctx.gateway.verifyWebhookSignature(rawBody, headers.signature)) {
    throw badRequest('WEBHOOK_SIGNATURE_INVALID');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw badRequest('WEBHOOK_NOT_JSON');
  }
  // The payload is kept as jsonb, which refuses NUL and lone surrogates.
  assertSafeText(body);
  const parsed = gatewayEventSchema.safeParse(body);
  if (!parsed.success) throw badRequest('WEBHOOK_NOT_EVENT');
  const event = parsed.data;
  // Razorpay names every event in X-Razorpay-Event-Id; the same bytes are the same event anyway.
  const eventId = headers.eventId || createHash('sha256').update(rawBody).digest('hex');

  const handled = await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ provider: ctx.gateway.name, eventId, eventType: event.event, payload: body })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded) return { duplicate: true, capture: null };
    const capture = await actOn(ctx, tx, afterCommit, event, now);
    await tx
      .update(webhookEvents)
      .set({ processedAt: now })
      .where(eq(webhookEvents.id, recorded.id));
    return { duplicate: false, capture };
  });
  if (handled.capture === 'amount_mismatch') {
    // Signed by the gateway yet not what the order asked for: never assign on it. The event stays
    // recorded for the team to look into; the reconciler applies the same check.
    ctx.log.error({ eventId }, 'webhook payment amount differs from its order: not captured');
    return { duplicate: false };
  }
  if (handled.capture === 'attempt_failed') {
    ctx.metrics.paymentsFailed.inc();
    return { duplicate: false };
  }
  await afterCapture(ctx, handled.capture);
  return { duplicate: handled.duplicate };
}

async function actOn(
  ctx: AppContext,
  tx: Transaction,
  afterCommit: AfterCommit,
  event: z.infer<typeof gatewayEventSchema>,
  now: Date,
): Promise<EventOutcome> {
  const entity = event.payload.payment?.entity;
  if (!entity?.order_id) return null;
  if (CAPTURE_EVENTS.has(event.event)) {
    const reported = { amountPaise: entity.amount, currency: entity.currency };
    if (await paysAnotherAmount(tx, entity.order_id, reported)) return 'amount_mismatch';
    const input = {
      orderId: entity.order_id,
      gatewayPaymentId: entity.id,
      method: paymentMethodKindOf(entity.method, entity.card?.type),
      now,
    };
    return captureIn(ctx, tx, afterCommit, input);
  }
  if (event.event === 'payment.failed') {
    await recordFailedAttempt(tx, entity.order_id, entity.error_description ?? null, now);
    return 'attempt_failed';
  }
  return null;
}

/**
 * A failed attempt is not a failed order: the payment stays pending (the user may try again on
 * the same order while the hold lasts) and the reason is kept for the checkout to show.
 */
async function recordFailedAttempt(
  tx: Transaction,
  orderId: string,
  reason: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ failureReason: reason ?? 'The payment did not go through', failedAt: now })
    .where(and(eq(payments.gatewayOrderId, orderId), eq(payments.status, 'pending')));
}
