import { execFile, spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { writeDemoPayment } from '../db/seed/demo-payment-writer.ts';
import { payments, refunds, type Payment } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import {
  createConsultation,
  createOffer,
  createPerson,
  createProfessional,
  type Person,
} from './marketplace.ts';

// Test-only setup for receipts: a captured payment written straight to the database (with its
// ledger, by the demo writer), so these tests do not depend on the checkout flow.

export interface PaidCase {
  payer: Person;
  professional: Person;
  consultationId: string;
  payment: Payment;
}

export async function createPaidCase(t: TestApp, amountRupees = 1500): Promise<PaidCase> {
  const payer = await createPerson(t, { firstName: 'Asha', lastName: 'Rao' });
  const professional = await createProfessional(t, { firstName: 'Vikram', lastName: 'Mehta' });
  const consultation = await createConsultation(t, payer.user, {
    title: 'Help filing my ITR-2 for FY 2025-26',
  });
  const offer = await createOffer(t, consultation, professional.user, {
    offerAmount: `${amountRupees}.00`,
  });
  await t.database.db.transaction((tx) =>
    writeDemoPayment(tx, {
      consultationId: consultation.id,
      offerId: offer.id,
      userId: payer.user.id,
      professionalId: professional.user.id,
      amountRupees,
      paidAt: new Date(),
      completedAt: null,
    }),
  );
  const [payment] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.consultationId, consultation.id));
  return { payer, professional, consultationId: consultation.id, payment: payment! };
}

/** A processed refund row of the payment (no ledger: receipts only read the row). */
export async function createRefundRow(
  t: TestApp,
  paid: PaidCase,
  amount: string,
  fields: { reason?: string; note?: string | null } = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(refunds)
    .values({
      paymentId: paid.payment.id,
      consultationId: paid.consultationId,
      amount,
      reason: fields.reason ?? 'partial_by_admin',
      note: fields.note ?? null,
      status: 'processed',
      gatewayRefundId: `rfnd_${Math.random().toString(36).slice(2, 16)}`,
      processedAt: new Date(),
    })
    .returning({ id: refunds.id });
  return row!.id;
}

/** The text of a PDF, whitespace collapsed so wrapped lines still match. */
export async function pdfText(bytes: Buffer | ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/**
 * Whether poppler's pdftotext is on this machine. CI installs it, so there a missing one fails
 * the tests that read a PDF's layout; on a newcomer's machine without poppler-utils they are
 * skipped, and say so, so that `npm test` passes on a fresh machine as the README promises.
 */
export const pdftotextInstalled =
  process.env.CI === 'true' || spawnSync('pdftotext', ['-v']).error === undefined;
if (!pdftotextInstalled) {
  console.warn(
    'pdftotext is not installed (apt-get install poppler-utils): PDF layout tests skipped',
  );
}

/**
 * A PDF's text as poppler's pdftotext reads it (Debian's poppler-utils): what search, copy and
 * screen readers get. `-layout` keeps lines; `-bbox` gives each word's box as XHTML.
 */
export function pdftotext(bytes: Buffer, mode: '-layout' | '-bbox' = '-layout'): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      [mode, '-enc', 'UTF-8', '-', '-'],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin!.end(bytes);
  });
}

/** The words pdftotext -bbox finds, with their boxes (points from the page's top left). */
export async function pdfWords(
  bytes: Buffer,
): Promise<
  Array<{ page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number }>
> {
  const xhtml = await pdftotext(bytes, '-bbox');
  const words: Array<{
    page: number;
    text: string;
    xMin: number;
    yMin: number;
    xMax: number;
    yMax: number;
  }> = [];
  xhtml.split('<page ').forEach((page, index) => {
    for (const match of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      const [, xMin, yMin, xMax, yMax, text] = match;
      words.push({
        page: index,
        text: text!,
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      });
    }
  });
  return words;
}
