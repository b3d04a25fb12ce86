import { and, count, eq, gt, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, receipts } from '../../db/schema/index.ts';
import { completeConsultation } from '../../test/escrow.ts';
import { useKillableServer } from '../../test/killable-server.ts';
import {
  acceptOffer,
  createRequestWithOffers,
  expectLedgerInvariants,
  paymentOfOrder,
  verifyPayment,
} from '../../test/payments.ts';
import { createServerProcess } from '../../test/server-process.ts';

// A crash is the server process killed with SIGKILL: no shutdown hook, transactions cut off
// mid-flight. The server is its own process here, on the same PostgreSQL database as the test
// app that sets the cases up, and against the same fake Razorpay. After each kill it is started
// again: nothing may be lost, doubled or left stuck. PGlite is one process's embedded database,
// so these run only on PostgreSQL (CI runs the suite on both).
const databaseIsShared = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!databaseIsShared)('crash safety (SIGKILL mid-verify and mid-release)', () => {
  const { razorpay, t, server } = useKillableServer();

  afterEach(async () => {
    await server.kill();
    await expectLedgerInvariants(t.database.db);
  });

  it('a verify cut off at any moment captures exactly once after restart', async () => {
    for (const delayMs of [0, 3, 8, 15, 30, 60]) {
      const { owner, offers } = await createRequestWithOffers(t, 2);
      const { body: order } = await acceptOffer(t, owner.cookie, offers[0]!.id);
      const attempt = razorpay.pay(order.orderId);

      await server.start();
      const inFlight = fetch(`${server.url}/api/payments/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify(attempt.checkout),
      }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await server.kill();
      await inFlight;

      // Whatever the kill cut off, the payment is wholly captured or wholly pending.
      const afterCrash = await paymentOfOrder(t, order.orderId);
      expect(['pending', 'paid']).toContain(afterCrash.status);
      await expectLedgerInvariants(t.database.db);

      // The checkout retries and the webhook arrives: one capture, one receipt, case assigned.
      await server.start();
      const retried = await verifyPayment(t, owner.cookie, attempt.checkout);
      expect(retried.body).toMatchObject({
        paymentStatus: 'paid',
        consultationStatus: 'assigned',
      });
      const webhook = await fetch(`${server.url}/api/payments/webhook`, {
        method: 'POST',
        headers: attempt.webhook.headers,
        body: attempt.webhook.body,
      });
      expect(webhook.status).toBe(200);
      await server.kill();

      const payment = await paymentOfOrder(t, order.orderId);
      expect(payment.status).toBe('paid');
      const [issued] = await t.database.db
        .select({ n: count() })
        .from(receipts)
        .where(eq(receipts.paymentId, payment.id));
      expect(issued!.n, `receipts after a kill at ${delayMs} ms`).toBe(1);
      await expectLedgerInvariants(t.database.db);
    }
  }, 180_000);

  it('an escrow release cut off mid-pass releases each payment exactly once after restart', async () => {
    const paymentIds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { owner, offers } = await createRequestWithOffers(t, 1);
      const { body: order } = await acceptOffer(t, owner.cookie, offers[0]!.id);
      const attempt = razorpay.pay(order.orderId);
      await verifyPayment(t, owner.cookie, attempt.checkout);
      const payment = await paymentOfOrder(t, order.orderId);
      await completeConsultation(t, payment.consultationId);
      paymentIds.push(payment.id);
    }
    const released = async () => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(payments)
        .where(and(isNotNull(payments.releasedAt), eq(payments.status, 'paid')));
      return row!.n;
    };

    // Jobs on, a pass every 20 ms: kill the process as soon as the first release has committed.
    const withJobs = await createServerProcess(t.database.url!, {
      ...razorpay.env,
      JOBS_ENABLED: 'true',
      JOB_INTERVAL_SECONDS: '0.02',
    });
    try {
      await withJobs.start({ waitUntilHealthy: false });
      const deadline = Date.now() + 60_000;
      while ((await released()) === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await withJobs.kill();
      await expectLedgerInvariants(t.database.db);

      await withJobs.start();
      while ((await released()) < paymentIds.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await withJobs.kill();
    } finally {
      await withJobs.close();
    }

    expect(await released()).toBe(paymentIds.length);
    for (const paymentId of paymentIds) {
      // A release is the one movement that debits escrow (no refunds here).
      const [releases] = await t.database.db
        .select({ n: count() })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.paymentId, paymentId),
            eq(ledgerEntries.account, 'escrow'),
            gt(ledgerEntries.amount, '0'),
          ),
        );
      expect(releases!.n, `releases of payment ${paymentId}`).toBe(1);
    }
  }, 180_000);
});
