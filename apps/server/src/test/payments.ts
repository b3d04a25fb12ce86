import { rupeesToPaise } from '@salahkar/domain';
import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentOrder, VerifiedPayment } from '@salahkar/domain';
import { isSimulatedGateway, type SimulatedGateway } from '../adapters/payments/index.ts';
import { paymentEventBody, type PaymentEvent } from '../adapters/payments/simulated-webhooks.ts';
import type { Queryable } from '../db/client.ts';
import {
  ledgerEntries,
  payments,
  refunds,
  type Consultation,
  type Payment,
  type ProfessionalOffer,
} from '../db/schema/index.ts';
import { loadOrCreateSecret } from '../secrets.ts';
import type { TestApp } from './app.ts';
import {
  callAs,
  createConsultation,
  createOffer,
  createPerson,
  createProfessional,
  jsonOf,
  type Person,
} from './marketplace.ts';

// Payments through the real HTTP stack on the built-in simulated gateway: accept an offer, press
// Pay on the simulated checkout, verify, exactly as the web app does; and the ledger's invariants,
// which every payments test checks at its end.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

const post = (t: TestApp, cookie: string | null, pathname: string, json?: unknown, key?: string) =>
  jsonOf(
    t.request(pathname, {
      method: 'POST',
      json: json ?? {},
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
    }),
  );

/** POSTs as a person (or anonymously with null), with an Idempotency-Key when given. */
export function postAs(
  t: TestApp,
  person: Person | null,
  pathname: string,
  json: unknown = {},
  idempotencyKey?: string,
): Promise<Answer> {
  const headers: Record<string, string> = idempotencyKey
    ? { 'idempotency-key': idempotencyKey }
    : {};
  return jsonOf(callAs(t, person, pathname, { method: 'POST', json, headers }));
}

/** POST /api/professional-offers/:offerId/accept, optionally with an Idempotency-Key. */
export function acceptOffer(
  t: TestApp,
  cookie: string | null,
  offerId: string,
  idempotencyKey?: string,
): Promise<Answer> {
  return post(t, cookie, `/api/professional-offers/${offerId}/accept`, undefined, idempotencyKey);
}

/** The simulated checkout's Pay (success) or Fail (failure) button. */
export function simulatePayment(
  t: TestApp,
  cookie: string | null,
  orderId: string,
  outcome: 'success' | 'failure' = 'success',
): Promise<Answer> {
  return post(t, cookie, '/api/payments/simulate', { orderId, outcome, method: 'upi' });
}

/** POST /api/payments/verify with the Checkout handler's three fields. */
export function verifyPayment(
  t: TestApp,
  cookie: string | null,
  fields: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  idempotencyKey?: string,
): Promise<Answer> {
  return post(t, cookie, '/api/payments/verify', fields, idempotencyKey);
}

/** The app's gateway, which must be the simulated one. */
export function simulatedGatewayOf(t: TestApp): SimulatedGateway {
  const { gateway } = t.ctx;
  if (!isSimulatedGateway(gateway)) throw new Error('This test app runs on Razorpay');
  return gateway;
}

/** Waits until every webhook the simulated gateway has sent so far has been handled. */
export function settlePayments(t: TestApp): Promise<void> {
  return simulatedGatewayOf(t).settle();
}

/**
 * Every simulated-gateway payments test's afterEach: once the webhooks still on their way have
 * landed, the ledger must hold its invariants, whatever the test did.
 */
export async function settleAndCheckLedger(t: TestApp): Promise<void> {
  await settlePayments(t);
  await expectLedgerInvariants(t.database.db);
}

/**
 * Until the returned function is called, the simulated gateway's webhooks are lost on the way,
 * as a real gateway's sometimes are; the reconciler and the expiry job must cope.
 */
export function loseWebhooks(t: TestApp): () => void {
  const gateway = simulatedGatewayOf(t);
  const sender = gateway.sendWebhooksWith(null);
  return () => void gateway.sendWebhooksWith(sender);
}

/**
 * Accepts the offer, pays on the simulated checkout and verifies, as the owner, through HTTP;
 * then waits for the gateway's webhook, so the state the test reads next is final.
 */
export async function payForOffer(
  t: TestApp,
  ownerCookie: string,
  offerId: string,
): Promise<{ order: PaymentOrder; verified: VerifiedPayment; gatewayPaymentId: string }> {
  const accepted = await acceptOffer(t, ownerCookie, offerId);
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted)}`);
  const order = accepted.body as PaymentOrder;
  const paid = await simulatePayment(t, ownerCookie, order.orderId);
  if (paid.status !== 200) throw new Error(`simulate failed: ${JSON.stringify(paid)}`);
  const verified = await verifyPayment(t, ownerCookie, paid.body);
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified)}`);
  await settlePayments(t);
  return {
    order,
    verified: verified.body as VerifiedPayment,
    gatewayPaymentId: paid.body.razorpay_payment_id,
  };
}

/** A request (₹300–₹1,000) with `count` pending offers of ₹400, ₹401… by different professionals. */
export async function createRequestWithOffers(
  t: TestApp,
  count: number,
): Promise<{
  owner: Person;
  request: Consultation;
  offers: ProfessionalOffer[];
  professionals: Person[];
}> {
  const owner = await createPerson(t);
  const request = await createConsultation(t, owner.user);
  const offers: ProfessionalOffer[] = [];
  const professionals: Person[] = [];
  for (let i = 0; i < count; i++) {
    const professional = await createProfessional(t);
    professionals.push(professional);
    offers.push(
      await createOffer(
        t,
        { ...request, status: i === 0 ? 'open' : 'pending_offers' },
        professional.user,
        { offerAmount: `${400 + i}.00` },
      ),
    );
  }
  return { owner, request: { ...request, status: 'pending_offers' }, offers, professionals };
}

/**
 * A consultation paid for through HTTP and assigned to its professional: the starting point of
 * cancellation, withdrawal, release and refund tests. The offer is ₹500 unless told.
 */
export async function createPaidConsultation(t: TestApp, options: { offerAmount?: string } = {}) {
  const owner = await createPerson(t);
  const professional = await createProfessional(t);
  const request = await createConsultation(t, owner.user);
  const offer = await createOffer(t, request, professional.user, {
    offerAmount: options.offerAmount ?? '500.00',
  });
  const paid = await payForOffer(t, owner.cookie, offer.id);
  return { owner, professional, consultationId: request.id, offer, ...paid };
}

/**
 * A payout of whole `rupees` the professional asks for and the admin marks paid with the bank
 * reference UTR123456789, both through HTTP: what a professional is told about when it leaves.
 */
export async function paidPayout(t: TestApp, professional: Person, admin: Person, rupees: number) {
  const requested = await postAs(t, professional, '/api/professional/payouts', { amount: rupees });
  expect(requested.status).toBe(201);
  const paid = await postAs(t, admin, `/api/admin/payouts/${requested.body.id}/mark-paid`, {
    bankReference: 'UTR123456789',
  });
  expect(paid.status).toBe(200);
  return paid.body;
}

/** Our one payment row matching `where`; `what` names it when there is none. */
async function onePayment(t: TestApp, where: SQL, what: string): Promise<Payment> {
  const [row] = await t.database.db.select().from(payments).where(where);
  if (!row) throw new Error(`no payment for ${what}`);
  return row;
}

/** Our payment row of a consultation (the test made one payment for it). */
export function paymentOfConsultation(t: TestApp, consultationId: string): Promise<Payment> {
  return onePayment(
    t,
    eq(payments.consultationId, consultationId),
    `consultation ${consultationId}`,
  );
}

/** Our payment row of a gateway order. */
export function paymentOfOrder(t: TestApp, orderId: string): Promise<Payment> {
  return onePayment(t, eq(payments.gatewayOrderId, orderId), `order ${orderId}`);
}

/** The simulated gateway's secret, to sign (or deliberately mis-sign) a webhook in a test. */
export function simulatedSecretOf(t: TestApp): Promise<string> {
  return loadOrCreateSecret(
    t.config,
    'simulated-gateway-secret',
    t.config.SIMULATED_GATEWAY_SECRET,
  );
}

/** A Razorpay-shaped payment event, as the gateway would send it (paid by UPI). */
export function paymentEvent(
  event: PaymentEvent,
  payment: { id: string; orderId: string; amountPaise: number; errorDescription?: string },
): string {
  return paymentEventBody(
    event,
    {
      ...payment,
      status: event === 'payment.captured' ? 'captured' : 'failed',
      errorDescription: payment.errorDescription ?? null,
    },
    'upi',
  );
}

/** POSTs a webhook body, signed with `secret` (the gateway's unless told), to our route. */
export async function sendWebhook(
  t: TestApp,
  body: string,
  options: { secret?: string; eventId?: string; signature?: string } = {},
): Promise<Answer> {
  const secret = options.secret ?? (await simulatedSecretOf(t));
  const signature = options.signature ?? createHmac('sha256', secret).update(body).digest('hex');
  return jsonOf(
    t.request('/api/payments/webhook', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': options.eventId ?? `evt_test_${randomUUID()}`,
      },
    }),
  );
}

/**
 * This file's helpers bound to one app, as marketplace(t) binds its own (decision 225): a test
 * file writes `const pay = paymentFlow(t)` once and then `pay.acceptOffer(owner.cookie, id)`,
 * `pay.settlePayments()`. `t` may be the stand-in a use…App returns: it is read only when a helper
 * is called.
 */
export function paymentFlow(t: TestApp) {
  return {
    postAs: (person: Person | null, pathname: string, json?: unknown, idempotencyKey?: string) =>
      postAs(t, person, pathname, json, idempotencyKey),
    acceptOffer: (cookie: string | null, offerId: string, idempotencyKey?: string) =>
      acceptOffer(t, cookie, offerId, idempotencyKey),
    simulatePayment: (
      cookie: string | null,
      orderId: string,
      outcome?: Parameters<typeof simulatePayment>[3],
    ) => simulatePayment(t, cookie, orderId, outcome),
    verifyPayment: (
      cookie: string | null,
      fields: Parameters<typeof verifyPayment>[2],
      idempotencyKey?: string,
    ) => verifyPayment(t, cookie, fields, idempotencyKey),
    simulatedGateway: () => simulatedGatewayOf(t),
    settlePayments: () => settlePayments(t),
    settleAndCheckLedger: () => settleAndCheckLedger(t),
    loseWebhooks: () => loseWebhooks(t),
    payForOffer: (ownerCookie: string, offerId: string) => payForOffer(t, ownerCookie, offerId),
    createRequestWithOffers: (count: number) => createRequestWithOffers(t, count),
    createPaidConsultation: (options?: { offerAmount?: string }) =>
      createPaidConsultation(t, options),
    paymentOfConsultation: (consultationId: string) => paymentOfConsultation(t, consultationId),
    paymentOfOrder: (orderId: string) => paymentOfOrder(t, orderId),
    simulatedSecret: () => simulatedSecretOf(t),
    sendWebhook: (body: string, options?: Parameters<typeof sendWebhook>[2]) =>
      sendWebhook(t, body, options),
    // Needs no app; here so that a payments test file's one handle is all it imports.
    paymentEvent,
  };
}

/**
 * The ledger's invariants, checked after every payments test: each transaction sums to zero; per
 * payment, one capture movement if and only if it was captured, the refunds table agrees with the
 * payment's refunded amount, what the gateway account holds for it is captured − refunded, and
 * escrow holds captured − refunded − released (nothing once released, since a refund after
 * release comes back out of revenue and the wallet, not escrow).
 */
export async function expectLedgerInvariants(db: Queryable): Promise<void> {
  const unbalanced = await db
    .select({ transactionId: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  expect(unbalanced, 'unbalanced ledger transactions').toEqual([]);

  const rows = await db.select().from(payments);
  const refundSums = await db
    .select({
      paymentId: refunds.paymentId,
      total: sql<string>`sum(${refunds.amount})::text`,
    })
    .from(refunds)
    .groupBy(refunds.paymentId);
  const legSums = await db
    .select({
      paymentId: ledgerEntries.paymentId,
      escrow: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'escrow'), 0)::text`,
      gateway: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'gateway'), 0)::text`,
      captures: sql<number>`(count(*) filter (where ${ledgerEntries.account} = 'gateway' and ${ledgerEntries.amount} > 0))::int`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.paymentId);
  const refundsOf = new Map(refundSums.map((row) => [row.paymentId, rupeesToPaise(row.total)]));
  const legsOf = new Map(legSums.map((row) => [row.paymentId, row]));
  for (const row of rows) {
    const captured =
      row.status === 'paid' || row.status === 'refunded' ? rupeesToPaise(row.amount) : 0;
    const refunded = refundsOf.get(row.id) ?? 0;
    const released = row.releasedAt ? captured - refunded : 0;
    const legs = legsOf.get(row.id);
    const actual = {
      captures: legs?.captures ?? 0,
      refunded: rupeesToPaise(row.refundedAmount),
      gateway: rupeesToPaise(legs?.gateway ?? '0'),
      escrowHeld: 0 - rupeesToPaise(legs?.escrow ?? '0'),
    };
    expect(actual, `ledger of payment ${row.id} (${row.status})`).toEqual({
      captures: captured > 0 ? 1 : 0,
      refunded,
      gateway: captured - refunded,
      escrowHeld: captured - refunded - released,
    });
  }
}
