import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

// The built-in simulated gateway's own books. They stand in for the gateway's side of the
// contract (what Razorpay would answer about an order), so the reconciler and refunds work on a
// fresh machine exactly as against Razorpay. Nothing of ours reads them except that gateway.

export const simulatedGatewayOrders = pgTable('simulated_gateway_orders', {
  /** 'order_sim_…' */
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

export const simulatedGatewayPayments = pgTable(
  'simulated_gateway_payments',
  {
    /** 'pay_sim_…' */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => simulatedGatewayOrders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** 'captured' or 'failed', as Razorpay reports a payment. */
    status: text('status').notNull(),
    method: text('method').notNull(),
    errorDescription: text('error_description'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('simulated_gateway_payments_status', sql`${table.status} in ('captured', 'failed')`),
    index('simulated_gateway_payments_order_idx').on(table.orderId),
  ],
);

export const simulatedGatewayRefunds = pgTable(
  'simulated_gateway_refunds',
  {
    /** 'rfnd_sim_…' */
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => simulatedGatewayPayments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** The caller's idempotency key: the same key answers the same refund. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('simulated_gateway_refunds_payment_idx').on(table.paymentId)],
);
