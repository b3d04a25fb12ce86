import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { createPaidCase, createRefundRow, pdfText } from '../../test/receipts.ts';
import { shared } from '../../test/shared.ts';
import { issueReceipt, receiptNumber } from './receipts.service.ts';

const GSTIN = '29ABCDE1234F1ZW';

describe('receipts', () => {
  const t = useMarketplaceApp({
    BUSINESS_NAME: 'Salahkar Test Consultations Pvt Ltd',
    BUSINESS_ADDRESS: '12 MG Road, Bengaluru 560001',
    BUSINESS_GSTIN: GSTIN,
  });
  const m = marketplace(t);
  const paid = shared(() => createPaidCase(t, 1500));

  const issue = (input: Parameters<typeof issueReceipt>[1]) =>
    t.database.db.transaction((tx) => issueReceipt(tx, input));
  const sequencesOf = async (kind: 'payment' | 'refund') =>
    (
      await t.database.db
        .select({ sequence: receipts.sequence, number: receipts.number })
        .from(receipts)
        .where(eq(receipts.kind, kind))
        .orderBy(asc(receipts.sequence))
    ).map((row) => row.sequence);

  it('numbers SLK-P-000042 and SLK-R-000007, growing past six digits', () => {
    expect(receiptNumber('payment', 42)).toBe('SLK-P-000042');
    expect(receiptNumber('refund', 7)).toBe('SLK-R-000007');
    expect(receiptNumber('payment', 1_234_567)).toBe('SLK-P-1234567');
  });

  it('numbers each kind sequentially and gaplessly, a rolled-back issue burning no number', async () => {
    const first = await issue({
      kind: 'payment',
      paymentId: paid.payment.id,
      amountPaise: 150_000,
    });
    const refundId = await createRefundRow(t, paid, '500.00', { reason: 'partial_by_admin' });
    const refund = await issue({
      kind: 'refund',
      paymentId: paid.payment.id,
      refundId,
      amountPaise: 50_000,
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await issueReceipt(tx, { kind: 'payment', paymentId: paid.payment.id, amountPaise: 100 });
        throw new Error('the verb failed after issuing');
      }),
    ).rejects.toThrow('the verb failed');
    const second = await issue({ kind: 'payment', paymentId: paid.payment.id, amountPaise: 100 });

    // SLK-P-000001 is the paid case's own receipt, issued with its capture.
    expect(first.number).toBe('SLK-P-000002');
    expect(refund.number).toBe('SLK-R-000001');
    expect(second.number).toBe('SLK-P-000003');
    const [row] = await t.database.db.select().from(receipts).where(eq(receipts.id, first.id));
    expect(row).toMatchObject({ kind: 'payment', sequence: 2, amount: '1500.00', refundId: null });
  });

  it('stays gapless when many issue at once, some of them rolling back', async () => {
    const before = { payment: await sequencesOf('payment'), refund: await sequencesOf('refund') };
    const refundIds = await Promise.all(
      Array.from({ length: 8 }, () => createRefundRow(t, paid, '1.00')),
    );
    const attempts = [
      ...Array.from({ length: 16 }, (_, i) => ({ kind: 'payment' as const, fail: i % 4 === 3 })),
      ...refundIds.map((refundId, i) => ({ kind: 'refund' as const, refundId, fail: i % 3 === 2 })),
    ];

    const results = await Promise.allSettled(
      attempts.map((attempt) =>
        t.database.db.transaction(async (tx) => {
          const issued = await issueReceipt(tx, {
            kind: attempt.kind,
            paymentId: paid.payment.id,
            refundId: 'refundId' in attempt ? attempt.refundId : undefined,
            amountPaise: 100,
          });
          if (attempt.fail) throw new Error('rolled back');
          return issued;
        }),
      ),
    );

    const issued = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.number] : []));
    expect(new Set(issued).size).toBe(issued.length);
    for (const kind of ['payment', 'refund'] as const) {
      const committed = attempts.filter((a) => a.kind === kind && !a.fail).length;
      const sequences = await sequencesOf(kind);
      const start = before[kind].length;
      expect(sequences).toEqual(Array.from({ length: start + committed }, (_, i) => i + 1));
    }
  });

  describe('GET /api/receipts/:id/pdf', () => {
    let paymentReceipt: { id: string; number: string };
    let refundReceipt: { id: string; number: string };

    beforeAll(async () => {
      paymentReceipt = await issue({
        kind: 'payment',
        paymentId: paid.payment.id,
        amountPaise: 150_000,
      });
      const refundId = await createRefundRow(t, paid, '450.50', {
        reason: 'partial_by_admin',
        note: 'Second session not held',
      });
      refundReceipt = await issue({
        kind: 'refund',
        paymentId: paid.payment.id,
        refundId,
        amountPaise: 45_050,
      });
    });

    const download = (person: Person | null, id: string) =>
      m.callAs(person, `/api/receipts/${id}/pdf`);

    it('gives the payer a PDF with the number, amount, parties and GSTIN', async () => {
      const response = await download(paid.payer, paymentReceipt.id);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="receipt-${paymentReceipt.number}.pdf"`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const text = await pdfText(await response.arrayBuffer());
      for (const expected of [
        'Payment receipt',
        paymentReceipt.number,
        '₹1,500.00',
        'Rupees One Thousand Five Hundred Only',
        'Asha Rao',
        paid.payer.user.email,
        'Vikram Mehta',
        'Help filing my ITR-2 for FY 2025-26',
        paid.consultationId,
        paid.payment.gatewayOrderId,
        paid.payment.gatewayPaymentId!,
        'Salahkar Test Consultations Pvt Ltd',
        '12 MG Road, Bengaluru 560001',
        `GSTIN: ${GSTIN}`,
        'Held in escrow until completion',
        'IST',
      ]) {
        expect(text).toContain(expected);
      }
      // The split between the platform and the professional is internal.
      expect(text).not.toMatch(/commission|₹150\.00|₹1,350\.00/i);
    });

    it("prints a refund's amount and reason", async () => {
      const response = await download(paid.payer, refundReceipt.id);
      const text = await pdfText(await response.arrayBuffer());
      for (const expected of [
        'Refund receipt',
        refundReceipt.number,
        'Amount refunded',
        '₹450.50',
        'Rupees Four Hundred Fifty and Fifty Paise Only',
        'Original payment',
        '₹1,500.00',
        'Partial refund by the platform',
        'Second session not held',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('gives admins any receipt', async () => {
      const admin = await m.createPerson({ role: 'admin' });
      const response = await download(admin, refundReceipt.id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
    });

    it('is not found for the professional, another user and unknown ids; 401 for a visitor', async () => {
      const stranger = await m.createPerson();
      for (const person of [paid.professional, stranger]) {
        const response = await download(person, paymentReceipt.id);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ message: 'Receipt not found' });
      }
      expect((await download(paid.payer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await download(paid.payer, 'not-a-receipt')).status).toBe(404);
      expect((await download(null, paymentReceipt.id)).status).toBe(401);
    });
  });
});

describe('receipts without a GSTIN configured', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);

  it('leaves the GSTIN line out', async () => {
    const paid = await createPaidCase(t, 999);
    const receipt = await t.database.db.transaction((tx) =>
      issueReceipt(tx, { kind: 'payment', paymentId: paid.payment.id, amountPaise: 99_900 }),
    );
    const response = await m.callAs(paid.payer, `/api/receipts/${receipt.id}/pdf`);
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain(t.config.BUSINESS_NAME);
    expect(text).toContain('₹999.00');
    expect(text).not.toContain('GSTIN');
  });
});
