import { financialYearOf, type PaymentOrder } from '@salahkar/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { notifications, receipts } from '../../db/schema/index.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import { mailsTo, waitForMail } from '../../test/mailbox.ts';
import {
  buildMarketplaceApp,
  marketplace,
  type Person,
  useMarketplaceApp,
} from '../../test/marketplace.ts';
import {
  acceptOffer,
  paymentOfConsultation,
  payForOffer,
  postAs,
  settlePayments,
} from '../../test/payments.ts';
import { pdftotext, pdftotextInstalled } from '../../test/receipts.ts';
import { capturePayment } from '../payments/capture.ts';

// Tax invoices (decision 210) and the money mails (issue 29), through the real HTTP stack: the
// checkout's place of supply, captures numbering invoices per financial year under concurrency,
// the invoice PDF as pdftotext reads it, and the mails the payer and the professional get.

const GSTIN = '29ABCDE1234F1ZW';
const BUYER_GSTIN = '27AAPFU0939F1ZV';

describe('tax invoices', () => {
  const t = useMarketplaceApp({
    BUSINESS_NAME: 'Salahkar',
    BUSINESS_LEGAL_NAME: 'Salahkar Consultations Private Limited',
    BUSINESS_ADDRESS: '12 MG Road, Bengaluru 560001',
    BUSINESS_STATE: 'KA',
    BUSINESS_GSTIN: GSTIN,
  });
  const m = marketplace(t);

  /** A request of `owner` with one pending order for a ₹999.50 offer, its checkout open. */
  async function openOrder(owner: Person, professional: Person): Promise<PaymentOrder> {
    const consultation = await m.createConsultation(owner.user, { title: 'ITR-2 filing help' });
    const offer = await m.createOffer(consultation, professional.user, { offerAmount: '999.50' });
    const accepted = await acceptOffer(t, owner.cookie, offer.id);
    expect(accepted.status).toBe(200);
    return accepted.body as PaymentOrder;
  }

  const putBilling = (person: Person, orderId: string, json: unknown) =>
    m.jsonAs(person, `/api/payments/orders/${orderId}/billing`, { method: 'PUT', json });

  const receiptOf = async (consultationId: string) => {
    const payment = await paymentOfConsultation(t, consultationId);
    const [row] = await t.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, payment.id));
    return row!;
  };

  const pdfOf = async (person: Person, receiptId: string) => {
    const response = await m.callAs(person, `/api/receipts/${receiptId}/pdf`);
    expect(response.status).toBe(200);
    return {
      disposition: response.headers.get('content-disposition'),
      text: (await pdftotext(Buffer.from(await response.arrayBuffer()))).replace(/[ \t]+/g, ' '),
    };
  };

  it(
    'numbers 20 concurrent captures with 20 distinct, consecutive invoice numbers',
    { timeout: 240_000 },
    async () => {
      const owner = await m.createPerson();
      const professional = await m.createProfessional();
      const orders: PaymentOrder[] = [];
      for (let i = 0; i < 20; i += 1) orders.push(await openOrder(owner, professional));

      // On PostgreSQL all 20 run at once, each in its own transaction on its own connection (the
      // test database's pool holds 5); PGlite runs one transaction at a time whatever is asked.
      const wide = t.database.url
        ? await openDatabase({ databaseUrl: t.database.url, dataDir: '', maxConnections: 20 })
        : null;
      const ctx = wide ? { ...t.ctx, database: wide, db: wide.db } : t.ctx;
      const outcomes = await Promise.all(
        orders.map((order, i) =>
          capturePayment(ctx, {
            orderId: order.orderId,
            gatewayPaymentId: `pay_concurrent_${i}`,
          }),
        ),
      ).finally(() => wide?.close());
      expect(outcomes.map((outcome) => outcome?.result)).toEqual(orders.map(() => 'assigned'));
      await settlePayments(t);

      const rows = await t.database.db
        .select({
          number: receipts.invoiceNumber,
          year: receipts.financialYear,
          sequence: receipts.invoiceSequence,
        })
        .from(receipts)
        .where(
          inArray(
            receipts.paymentId,
            outcomes.map((outcome) => outcome!.payment.id),
          ),
        );
      const year = financialYearOf(new Date());
      const sequences = rows.map((row) => row.sequence!).sort((a, b) => a - b);
      const first = sequences[0]!;
      expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
      expect(new Set(rows.map((row) => row.number)).size).toBe(20);
      for (const row of rows) {
        expect(row.year).toBe(year);
        expect(row.number).toBe(`SLK/${year}/${String(row.sequence).padStart(6, '0')}`);
      }
    },
  );

  it('takes the place of supply and GSTIN at checkout, refusing bad ones with a clear 400', async () => {
    const owner = await m.createPerson();
    const stranger = await m.createPerson();
    const order = await openOrder(owner, await m.createProfessional());

    const shown = await m.jsonAs(owner, `/api/payments/orders/${order.orderId}`);
    expect(shown.body.billing).toEqual({ taxInvoice: true, placeOfSupply: null, gstin: null });

    const unknownState = await putBilling(owner, order.orderId, { placeOfSupply: 'XX' });
    expect(unknownState.status).toBe(400);
    expect(unknownState.body.message).toMatch(/state or union territory of India/);
    const mistyped = await putBilling(owner, order.orderId, {
      placeOfSupply: 'KA',
      gstin: '29ABCDE1234F1Z5',
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.message).toMatch(/GSTIN is mistyped/);
    const malformed = await putBilling(owner, order.orderId, {
      placeOfSupply: 'KA',
      gstin: 'GST123',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/15 characters/);
    const otherState = await putBilling(owner, order.orderId, {
      placeOfSupply: 'KA',
      gstin: BUYER_GSTIN,
    });
    expect(otherState.status).toBe(400);
    expect(otherState.body.message).toMatch(/registered in another state: choose/);

    const foreign = await putBilling(stranger, order.orderId, { placeOfSupply: 'MH' });
    expect(foreign.status).toBe(404);
    const saved = await putBilling(owner, order.orderId, {
      placeOfSupply: 'mh',
      gstin: BUYER_GSTIN.toLowerCase(),
    });
    expect(saved).toEqual({
      status: 200,
      body: { taxInvoice: true, placeOfSupply: 'MH', gstin: BUYER_GSTIN },
    });
  });

  it.runIf(pdftotextInstalled)(
    'issues an invoice stating GSTINs, the place of supply and IGST outside the state',
    async () => {
      const owner = await m.createPerson({ firstName: 'Priya', lastName: 'Sharma' });
      const professional = await m.createProfessional({ firstName: 'Vikram', lastName: 'Mehta' });
      const consultation = await m.createConsultation(owner.user, { title: 'GST notice reply' });
      const offer = await m.createOffer(consultation, professional.user, { offerAmount: '999.50' });
      const accepted = await acceptOffer(t, owner.cookie, offer.id);
      const orderId = (accepted.body as PaymentOrder).orderId;
      expect(
        (await putBilling(owner, orderId, { placeOfSupply: 'MH', gstin: BUYER_GSTIN })).status,
      ).toBe(200);
      await payForOffer(t, owner.cookie, offer.id);

      const receipt = await receiptOf(consultation.id);
      // ₹999.50: 10% commission ₹99.95 carries 18% GST, ₹84.70 taxable and ₹15.25 IGST.
      expect(receipt).toMatchObject({
        commission: '99.95',
        taxableValue: '84.70',
        cgst: '0.00',
        sgst: '0.00',
        igst: '15.25',
      });
      const { text, disposition } = await pdfOf(owner, receipt.id);
      expect(disposition).toContain(`invoice-${receipt.invoiceNumber!.replaceAll('/', '-')}.pdf`);
      for (const expected of [
        'Salahkar Consultations Private Limited',
        `GSTIN: ${GSTIN}`,
        'State: 29-Karnataka',
        'Tax invoice',
        `Invoice number ${receipt.invoiceNumber}`,
        'Place of supply 27-Maharashtra',
        `Recipient GSTIN ${BUYER_GSTIN}`,
        "Professional's fee, collected on behalf of Vikram Mehta ₹899.55",
        'Platform service (commission), taxable value ₹84.70',
        'IGST @ 18% ₹15.25',
        'Total paid ₹999.50',
        'GST in words: Rupees Fifteen and Twenty-Five Paise Only',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toMatch(/CGST|SGST/);

      // The payer's confirmation: the amount with its paise, the case and the invoice on the site.
      await t.ctx.mailDelivery.settle();
      const mail = await waitForMail(t, owner.user.email, /^Payment received/);
      expect(mail.subject).toBe('Payment received: ₹999.50 for "GST notice reply"');
      const origin = new URL(t.url).origin;
      expect(mail.text).toContain(`${origin}/consultation/${consultation.id}`);
      expect(mail.text).toContain(`${origin}/api/receipts/${receipt.id}/pdf`);
      expect(mail.text).toContain(`tax invoice ${receipt.invoiceNumber}`);
      expect(mail.html).toContain(`href="${origin}/consultation/${consultation.id}"`);
      expect(mail.text).toContain('held by Salahkar, not paid to Vikram Mehta');
      // The payer's bell entry says the same amount, paise and all.
      const bell = await t.database.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(eq(notifications.userId, owner.user.id));
      expect(bell.map((entry) => entry.body).join(' ')).toContain('₹999.50');
    },
  );

  it.runIf(pdftotextInstalled)(
    'splits CGST and SGST within the state, and reads back Hindi in logical order',
    async () => {
      const owner = await m.createPerson({
        firstName: 'प्रिया',
        lastName: 'शर्मा',
        preferredLanguage: 'hi',
      });
      const professional = await m.createProfessional({ firstName: 'विक्रम', lastName: 'मेहता' });
      const consultation = await m.createConsultation(owner.user, { title: 'आयकर रिटर्न' });
      const offer = await m.createOffer(consultation, professional.user, { offerAmount: '999.50' });
      // No place of supply chosen: the seller's state, so CGST and SGST.
      await payForOffer(t, owner.cookie, offer.id);

      const receipt = await receiptOf(consultation.id);
      expect(receipt).toMatchObject({ cgst: '7.63', sgst: '7.62', igst: '0.00' });
      const { text } = await pdfOf(owner, receipt.id);
      for (const expected of [
        'टैक्स इनवॉइस',
        'प्रिया शर्मा',
        'विक्रम मेहता',
        'आपूर्ति का स्थान 29-कर्नाटक',
        'CGST @ 9% ₹7.63',
        'SGST @ 9% ₹7.62',
        'कुल भुगतान ₹999.50',
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('िप्रया');

      await t.ctx.mailDelivery.settle();
      const mail = await waitForMail(t, owner.user.email, /^भुगतान मिल गया/);
      expect(mail.text).toContain('₹999.50');
      expect(mail.text).toContain(`टैक्स इनवॉइस ${receipt.invoiceNumber}`);
    },
  );

  it('mails the refund with the method’s timeline, and the payout requested', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const consultation = await m.createConsultation(owner.user, { title: 'Refund me' });
    const offer = await m.createOffer(consultation, professional.user, { offerAmount: '400.50' });
    await payForOffer(t, owner.cookie, offer.id);

    const cancelled = await postAs(t, owner, `/api/consultations/${consultation.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    await t.ctx.mailDelivery.settle();
    const started = await waitForMail(t, owner.user.email, /^Your refund of ₹400.50 has started/);
    // The simulated checkout paid by UPI; its webhook told us so.
    expect(started.text).toContain('You paid by UPI');
    expect(started.text).toContain('1–3 business days');
    expect(started.text).toMatch(/\/api\/receipts\/[0-9a-f-]+\/pdf/);
    const completed = await waitForMail(t, owner.user.email, /^Your refund of ₹400.50 is complete/);
    expect(completed.text).toContain('1–3 business days');

    // A professional with earnings asks for a payout and is told it was received.
    const earner = await m.createProfessional();
    const payer = await m.createPerson();
    const paid = await m.createConsultation(payer.user, { title: 'Paid and done' });
    const paidOffer = await m.createOffer(paid, earner.user, { offerAmount: '500.00' });
    await payForOffer(t, payer.cookie, paidOffer.id);
    await completeAndRelease(t, paid.id);
    const payout = await postAs(t, earner, '/api/professional/payouts', { amount: 400 });
    expect(payout.status).toBe(201);
    await t.ctx.mailDelivery.settle();
    const requested = await waitForMail(t, earner.user.email, /^We received your payout request/);
    expect(requested.subject).toBe('We received your payout request of ₹400');
    expect(requested.text).toContain(`${new URL(t.url).origin}/wallet`);
    expect(await mailsTo(t, earner.user.email)).toHaveLength(2);
  });
});

describe('receipts without a GSTIN', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);

  it.runIf(pdftotextInstalled)(
    'stay receipts: no invoice number, no place of supply asked',
    async () => {
      const owner = await m.createPerson();
      const professional = await m.createProfessional();
      const consultation = await m.createConsultation(owner.user);
      const offer = await m.createOffer(consultation, professional.user, { offerAmount: '500.00' });
      const accepted = await acceptOffer(t, owner.cookie, offer.id);
      const shown = await m.jsonAs(
        owner,
        `/api/payments/orders/${(accepted.body as PaymentOrder).orderId}`,
      );
      expect(shown.body.billing).toEqual({ taxInvoice: false, placeOfSupply: null, gstin: null });
      await payForOffer(t, owner.cookie, offer.id);
      const payment = await paymentOfConsultation(t, consultation.id);
      const [receipt] = await t.database.db
        .select()
        .from(receipts)
        .where(eq(receipts.paymentId, payment.id));
      expect(receipt).toMatchObject({ invoiceNumber: null, igst: null });
      const response = await m.callAs(owner, `/api/receipts/${receipt!.id}/pdf`);
      const text = await pdftotext(Buffer.from(await response.arrayBuffer()));
      expect(text).toContain('Payment receipt');
      expect(text).not.toContain('Tax invoice');
    },
  );
});

describe('configuration', () => {
  it('refuses a malformed BUSINESS_GSTIN or one of another state at load', async () => {
    await expect(buildMarketplaceApp({ BUSINESS_GSTIN: '29ABCDE1234F1Z5' })).rejects.toThrow(
      /BUSINESS_GSTIN: This GSTIN is mistyped/,
    );
    await expect(
      buildMarketplaceApp({ BUSINESS_GSTIN: BUYER_GSTIN, BUSINESS_STATE: 'KA' }),
    ).rejects.toThrow(/registered in another state than BUSINESS_STATE/);
    await expect(buildMarketplaceApp({ BUSINESS_STATE: 'ZZ' })).rejects.toThrow(/BUSINESS_STATE/);
  });
});
