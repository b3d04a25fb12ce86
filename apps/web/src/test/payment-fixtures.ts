import type { ConsultationPaymentBrief } from '@salahkar/domain/schemas/consultations';
import type {
  CheckoutOrder,
  PaymentSummary,
  Wallet,
  WalletMovement,
} from '@salahkar/domain/schemas/payments';

// Answers of the payments endpoints, shaped by the shared schemas, for component tests.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const MINUTE_MS = 60_000;

/** An ISO instant `ms` from now. */
export const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

export function buildPaymentBrief(
  overrides: Partial<ConsultationPaymentBrief> = {},
): ConsultationPaymentBrief {
  return {
    orderId: 'order_sim_0001',
    state: 'paid',
    amount: '800.00',
    refundedAmount: '0.00',
    expiresAt: inFuture(10 * MINUTE_MS),
    lastFailure: null,
    ...overrides,
  };
}

export function buildCheckoutOrder(overrides: Partial<CheckoutOrder> = {}): CheckoutOrder {
  return {
    orderId: 'order_sim_0001',
    amount: 15_000_000,
    currency: 'INR',
    gateway: 'simulated',
    keyId: 'simulated',
    expiresAt: inFuture(15 * MINUTE_MS),
    consultationId: uuid(300),
    state: 'awaiting_payment',
    consultationTitle: 'Help filing my ITR for 2025–26',
    professionalName: 'Rajesh Agarwal',
    amountRupees: '150000.00',
    lastFailure: null,
    payer: { name: 'Asha Rao', email: 'asha@example.in', contact: null },
    checkoutScriptUrl: null,
    billing: { taxInvoice: false, placeOfSupply: null, gstin: null },
    ...overrides,
  };
}

/** The three fields a successful checkout hands to verify. */
export const VERIFY_FIELDS = {
  razorpay_order_id: 'order_sim_0001',
  razorpay_payment_id: 'pay_sim_0001',
  razorpay_signature: 'a'.repeat(64),
};

export function checkoutFailure(description: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      reason: 'payment_failed',
      metadata: { order_id: 'order_sim_0001', payment_id: 'pay_sim_0002' },
    },
  };
}

export function buildPaymentSummary(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return {
    id: uuid(700),
    orderId: 'order_sim_0001',
    gateway: 'simulated',
    status: 'paid',
    state: 'paid',
    amount: '800.00',
    platformShare: '80.00',
    professionalShare: '720.00',
    refundedAmount: '0.00',
    released: false,
    lastFailure: null,
    expiresAt: '2026-03-02T09:15:00.000Z',
    paidAt: '2026-03-02T09:05:00.000Z',
    createdAt: '2026-03-02T09:00:00.000Z',
    refunds: [],
    receipts: [
      {
        id: uuid(800),
        number: 'SLK-P-000042',
        invoiceNumber: null,
        kind: 'payment',
        amount: '800.00',
        issuedAt: '2026-03-02T09:05:00.000Z',
        url: `/api/receipts/${uuid(800)}.pdf`,
      },
    ],
    ...overrides,
  };
}

export function buildWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: '1200.00',
    pendingPayouts: '500.00',
    totalEarned: '150000.00',
    thisMonth: '2160.00',
    inEscrow: '900.00',
    ...overrides,
  };
}

export function buildMovement(overrides: Partial<WalletMovement> = {}): WalletMovement {
  return {
    id: uuid(900),
    kind: 'earning',
    amount: '720.00',
    description: 'Consultation completed',
    consultationId: uuid(300),
    consultationTitle: 'Help filing my ITR for 2025–26',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}
