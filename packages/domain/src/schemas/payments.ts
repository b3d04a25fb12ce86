import { z } from 'zod';
import { PAYMENT_STATUSES } from '../enums.ts';
import { isIndianStateCode } from '../indian-states.ts';
import { gstinIsOfState, gstinProblem } from '../tax-invoice.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_RUPEES, MIN_PAYOUT_RUPEES } from '../money.ts';
import { pageSchemaOf } from '../pagination.ts';
import { consultationPaymentBriefSchema, rupeeAmountSchema } from './consultations.ts';
import { optionalText } from './text.ts';

/**
 * Payments, escrow, refunds, receipts, wallet and payouts (issue 5). Amounts the gateway sees
 * (`amount` of an order) are integer paise, as Razorpay's Orders API and Checkout take them; every
 * other amount is the exact rupee text of a `numeric(…, 2)` column ('1500.00').
 */

export const PAYMENT_GATEWAYS = ['razorpay', 'simulated'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const PAYMENT_METHODS = ['upi', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * POST /api/professional-offers/{offerId}/accept answers the gateway order to pay: the request is
 * held for this offer until `expiresAt`. Accepting the same offer again while the hold lasts
 * answers the same order.
 */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  /** Integer paise, as the gateway's Checkout takes it. */
  amount: z.number().int().positive(),
  currency: z.literal('INR'),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** The gateway's public key id for Checkout (not a secret); 'simulated' for the built-in one. */
  keyId: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  consultationId: z.uuid(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** Where a checkout stands, as the payer reads it. `expired`: the 15-minute hold lapsed unpaid. */
export const CHECKOUT_STATES = consultationPaymentBriefSchema.shape.state.options;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/**
 * Who the payment's tax invoice is for (decision 210): the payer's state or union territory (the
 * place of supply) and, for a business payer, its GSTIN. `taxInvoice`: the business has a GSTIN,
 * so the payment's document is a tax invoice and the checkout asks for these.
 */
export const billingSchema = z.object({
  taxInvoice: z.boolean(),
  placeOfSupply: z.string().nullable(),
  gstin: z.string().nullable(),
});
export type Billing = z.infer<typeof billingSchema>;

/** PUT /api/payments/orders/{orderId}/billing: the checkout's place of supply and GSTIN. */
export const billingInputSchema = z
  .object({
    placeOfSupply: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isIndianStateCode, 'Choose a state or union territory of India from the list'),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .max(15, 'A GSTIN has 15 characters')
      .optional()
      .nullable()
      .transform((value) => value || null)
      .superRefine((value, check) => {
        const problem = value ? gstinProblem(value) : null;
        if (problem) check.addIssue({ code: 'custom', message: problem });
      }),
  })
  .superRefine((input, check) => {
    if (input.gstin && !gstinProblem(input.gstin) && isIndianStateCode(input.placeOfSupply)) {
      if (!gstinIsOfState(input.gstin, input.placeOfSupply)) {
        check.addIssue({
          code: 'custom',
          path: ['gstin'],
          message:
            'This GSTIN is registered in another state: choose the state it is registered in',
        });
      }
    }
  });
export type BillingInput = z.input<typeof billingInputSchema>;

/** GET /api/payments/orders/{orderId}: what the checkout page shows (the payer and admins only). */
export const checkoutOrderSchema = paymentOrderSchema.extend({
  state: z.enum(CHECKOUT_STATES),
  consultationTitle: z.string(),
  professionalName: z.string(),
  /** The offer's amount in rupee text, for display. */
  amountRupees: rupeeAmountSchema,
  /** Why the last attempt failed, while the order can still be paid; else null. */
  lastFailure: z.string().nullable(),
  /** Razorpay Checkout's prefill. */
  payer: z.object({ name: z.string(), email: z.string(), contact: z.string().nullable() }),
  /** The Checkout script's URL when the gateway is Razorpay; null for the simulated one. */
  checkoutScriptUrl: z.string().nullable(),
  billing: billingSchema,
});
export type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

/** POST /api/payments/verify: the three fields Razorpay Checkout hands its success handler. */
export const verifyPaymentSchema = z.object({
  razorpay_order_id: z.string().trim().min(1, 'razorpay_order_id is required').max(100),
  razorpay_payment_id: z.string().trim().min(1, 'razorpay_payment_id is required').max(100),
  razorpay_signature: z.string().trim().min(1, 'razorpay_signature is required').max(200),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** The answer to a verified payment: the consultation is now assigned and its money in escrow. */
export const verifiedPaymentSchema = z.object({
  consultationId: z.uuid(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  consultationStatus: z.string(),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** POST /api/payments/simulate: the built-in gateway's Pay and Fail buttons. */
export const simulatePaymentSchema = z.object({
  orderId: z.string().trim().min(1, 'orderId is required').max(100),
  outcome: z.enum(['success', 'failure'], "outcome must be 'success' or 'failure'"),
  method: z.enum(PAYMENT_METHODS).default('upi'),
});
export type SimulatePaymentInput = z.input<typeof simulatePaymentSchema>;

/** What Razorpay Checkout gives its `payment.failed` handler, which the simulated Fail mirrors. */
export const checkoutFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export const simulatePaymentResultSchema = z.union([verifyPaymentSchema, checkoutFailureSchema]);
export type SimulatePaymentResult = z.infer<typeof simulatePaymentResultSchema>;

// ---- Receipts --------------------------------------------------------------------------------

export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** A numbered receipt; `url` downloads its PDF (the payer and admins only). */
export const receiptSchema = z.object({
  id: z.uuid(),
  /** Sequential per kind: 'SLK-P-000042', 'SLK-R-000007'. */
  number: z.string(),
  /** A payment's tax invoice number ('SLK/2026-27/000123') when it was issued as one; else null. */
  invoiceNumber: z.string().nullable(),
  kind: z.enum(RECEIPT_KINDS),
  amount: rupeeAmountSchema,
  issuedAt: z.iso.datetime({ offset: true }),
  url: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

// ---- Refunds ---------------------------------------------------------------------------------

export const REFUND_STATUSES = ['pending', 'processed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundSchema = z.object({
  id: z.uuid(),
  paymentId: z.uuid(),
  amount: rupeeAmountSchema,
  /** One of pricing.ts's REFUND_REASONS. */
  reason: z.string(),
  note: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  processedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A consultation's payment as its owner, its professional or an admin reads it. */
export const paymentSummarySchema = z.object({
  id: z.uuid(),
  orderId: z.string(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  status: z.enum(PAYMENT_STATUSES),
  /** awaiting_payment while the hold lasts; expired after it lapsed unpaid. */
  state: z.enum(CHECKOUT_STATES),
  amount: rupeeAmountSchema,
  platformShare: rupeeAmountSchema,
  professionalShare: rupeeAmountSchema,
  refundedAmount: rupeeAmountSchema,
  /** The escrow has been released to the professional and the platform. */
  released: z.boolean(),
  lastFailure: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  refunds: z.array(refundSchema),
  /** Receipts the reader may download (the payer and admins); empty for the professional. */
  receipts: z.array(receiptSchema),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** GET /api/consultations/{id}/payments: newest first. */
export const consultationPaymentsSchema = z.object({ items: z.array(paymentSummarySchema) });

/** POST /api/consultations/{id}/cancel (owner) and /withdraw (assigned professional). */
export const cancelConsultationSchema = z.object({
  reason: optionalText('Reason', 500),
});
export type CancelConsultationInput = z.input<typeof cancelConsultationSchema>;

/** The answer to a cancellation or a withdrawal: the refund on its way back to the user. */
export const cancellationResultSchema = z.object({
  consultationId: z.uuid(),
  consultationStatus: z.string(),
  refund: refundSchema,
});
export type CancellationResult = z.infer<typeof cancellationResultSchema>;

/** POST /api/admin/payments/{paymentId}/refund: in full without amount, else partial. */
export const adminRefundSchema = z.object({
  /** Whole rupees or rupees with paise; absent for a full refund of what remains. */
  amount: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, 'Not an amount in rupees'),
    ])
    .transform(Number)
    .refine((value) => value > 0, 'A refund must be more than ₹0')
    .refine((value) => value <= MAX_AMOUNT_RUPEES, AMOUNT_TOO_LARGE)
    .optional(),
  reason: z
    .string()
    .trim()
    .min(3, 'Please give a reason for the refund')
    .max(500, 'Reason cannot exceed 500 characters'),
});
export type AdminRefundInput = z.input<typeof adminRefundSchema>;

// ---- Wallet and payouts ----------------------------------------------------------------------

/** GET /api/professional/wallet: balances derived from the ledger. */
export const walletSchema = z.object({
  /** What can be requested as a payout now. */
  balance: rupeeAmountSchema,
  /** Requested and not yet paid. */
  pendingPayouts: rupeeAmountSchema,
  /** Earned from released consultations, all time and in this IST month. */
  totalEarned: rupeeAmountSchema,
  thisMonth: rupeeAmountSchema,
  /** Consultation fees still held in escrow for this professional's active cases. */
  inEscrow: rupeeAmountSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const WALLET_MOVEMENT_KINDS = [
  'earning',
  'payout_requested',
  'payout_paid',
  'refund_clawback',
] as const;
export type WalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number];

/** One ledger movement of a wallet; amount is signed (credit to the wallet positive). */
export const walletMovementSchema = z.object({
  id: z.uuid(),
  kind: z.enum(WALLET_MOVEMENT_KINDS),
  amount: z.string().regex(/^-?\d+(\.\d{1,2})?$/),
  description: z.string(),
  consultationId: z.uuid().nullable(),
  consultationTitle: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;
/** GET /api/professional/wallet/movements?page=: newest first. */
export const walletMovementPageSchema = pageSchemaOf(walletMovementSchema);

export const PAYOUT_STATUSES = ['requested', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** POST /api/professional/payouts: whole rupees, up to the wallet balance. */
export const requestPayoutSchema = z.object({
  amount: z.coerce
    .number('Please enter an amount')
    .int('Payouts are in whole rupees')
    .min(MIN_PAYOUT_RUPEES, 'The smallest payout is ₹100')
    .max(MAX_AMOUNT_RUPEES, AMOUNT_TOO_LARGE),
});
export type RequestPayoutInput = z.input<typeof requestPayoutSchema>;

export const payoutSchema = z.object({
  id: z.uuid(),
  professionalId: z.uuid(),
  professionalName: z.string(),
  amount: rupeeAmountSchema,
  status: z.enum(PAYOUT_STATUSES),
  bankReference: z.string().nullable(),
  requestedAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
/** GET /api/professional/payouts and GET /api/admin/payouts?status=: newest first. */
export const payoutPageSchema = pageSchemaOf(payoutSchema);

/** POST /api/admin/payouts/{id}/mark-paid. */
export const markPayoutPaidSchema = z.object({
  bankReference: z
    .string()
    .trim()
    .min(4, 'Please enter the bank reference (UTR) of the transfer')
    .max(64, 'Bank reference cannot exceed 64 characters'),
});
export type MarkPayoutPaidInput = z.input<typeof markPayoutPaidSchema>;
