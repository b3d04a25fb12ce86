import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, rupees, timestampTz, updatedAt, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { paymentProviderEnum, paymentStatusEnum } from './enums.ts';
import { professionalOffers } from './offers.ts';
import { users } from './users.ts';

/**
 * A user's payment for an accepted offer, from gateway order to capture (and refund).
 * Money records are never deleted with their consultation or people: those deletes are refused.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    consultationId: reference('consultation_id', () => consultations.id, 'restrict').notNull(),
    offerId: reference('offer_id', () => professionalOffers.id, 'restrict').notNull(),
    userId: reference('user_id', () => users.id, 'restrict').notNull(),
    professionalId: reference('professional_id', () => users.id, 'restrict').notNull(),
    amount: rupees('amount').notNull(),
    /** The commission and the professional's part; they always add up to amount. */
    platformShare: rupees('platform_share').notNull(),
    professionalShare: rupees('professional_share').notNull(),
    refundedAmount: rupees('refunded_amount').notNull().default('0'),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    provider: paymentProviderEnum('provider').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    failureReason: text('failure_reason'),
    /** The payer's state for the tax invoice (a key of INDIAN_STATES), chosen at checkout. */
    placeOfSupply: text('place_of_supply'),
    /** A business payer's GSTIN, checked against the place of supply. */
    buyerGstin: text('buyer_gstin'),
    /** How it was paid, as far as a refund's timeline cares (PAYMENT_METHOD_KINDS), if known. */
    method: text('method'),
    /** An unpaid order stops being payable at this time. */
    expiresAt: timestampTz('expires_at').notNull(),
    paidAt: timestampTz('paid_at'),
    failedAt: timestampTz('failed_at'),
    refundedAt: timestampTz('refunded_at'),
    /** When escrow was released to the professional and the platform (once, at completion). */
    releasedAt: timestampTz('released_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('payments_amount_positive', sql`${table.amount} > 0`),
    check(
      'payments_shares_add_up',
      sql`${table.platformShare} >= 0 and ${table.professionalShare} >= 0 and ${table.platformShare} + ${table.professionalShare} = ${table.amount}`,
    ),
    check(
      'payments_refund_within_amount',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`,
    ),
    // A consultation is paid for once, however many gateway callbacks arrive.
    uniqueIndex('payments_one_paid_per_consultation')
      .on(table.consultationId)
      .where(sql`${table.status} = 'paid'`),
    // A request is held for one offer at a time: however many accepts race, one order awaits payment.
    uniqueIndex('payments_one_pending_per_consultation')
      .on(table.consultationId)
      .where(sql`${table.status} = 'pending'`),
    index('payments_consultation_idx').on(table.consultationId, table.createdAt),
    // Financial lists and the expiry job (pending orders past expiresAt).
    // The admin's transactions, all or of one status, newest first, by (created_at, id) keyset.
    index('payments_status_created_idx').on(table.status, table.createdAt, table.id),
    index('payments_created_idx').on(table.createdAt, table.id),
    // The admin's platform activity: captures, newest first.
    index('payments_paid_at_idx')
      .on(table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    index('payments_pending_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending'`),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_professional_idx').on(table.professionalId, table.createdAt),
    // The release job: paid and not yet released.
    index('payments_unreleased_idx')
      .on(table.consultationId)
      .where(sql`${table.status} = 'paid' and ${table.releasedAt} is null`),
  ],
);

/** Every gateway webhook received, so a redelivered event is recognised and applied once. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: paymentProviderEnum('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    processedAt: timestampTz('processed_at'),
  },
  (table) => [unique('webhook_events_provider_event_unique').on(table.provider, table.eventId)],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type WebhookEvent = typeof webhookEvents.$inferSelect;
