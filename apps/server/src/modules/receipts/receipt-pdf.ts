import PDFDocument from 'pdfkit';
import { formatIstDateTime, formatRupeesExact, type RefundReason } from '@salahkar/domain';
import { amountInWords } from './amount-in-words.ts';
import { PDF_FONT, pdfPrintable, registerPdfFonts } from './pdf-fonts.ts';

/** The seller printed at the top: BUSINESS_NAME, BUSINESS_ADDRESS, BUSINESS_GSTIN. */
export interface ReceiptBusiness {
  name: string;
  address: string;
  /** Omitted from the receipt when not configured. */
  gstin: string | null;
}

/** Everything a receipt shows, read from its row, its payment and (for refunds) its refund. */
export interface ReceiptDocument {
  kind: 'payment' | 'refund';
  number: string;
  issuedAt: Date;
  /** The amount paid, or refunded, in paise. */
  amountPaise: number;
  payer: { name: string; email: string };
  professionalName: string;
  consultation: { id: string; title: string };
  gateway: { name: 'razorpay' | 'simulated'; orderId: string; paymentId: string | null };
  refund: {
    paymentAmountPaise: number;
    reason: string;
    note: string | null;
    gatewayRefundId: string | null;
  } | null;
}

const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  cancelled_before_reply: "Cancelled by the user before the professional's first reply",
  professional_withdrew: 'The professional withdrew from the consultation',
  query_upheld: 'Complaint upheld by the platform',
  paid_after_hold: 'Paid after the payment window had closed',
  partial_by_admin: 'Partial refund by the platform',
};

const GATEWAY_TEXT = { razorpay: 'Razorpay', simulated: 'Simulated gateway (test payments)' };

const MARGIN = 56;
const LABEL_WIDTH = 150;
const INK = '#111827';
const MUTED = '#6b7280';

/** Renders an A4 receipt in the embedded Noto Sans: amounts read '₹1,500.00'. */
export function renderReceiptPdf(
  receipt: ReceiptDocument,
  business: ReceiptBusiness,
): Promise<Buffer> {
  const isRefund = receipt.kind === 'refund';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Receipt ${receipt.number}`,
      Author: business.name,
      Subject: isRefund ? 'Refund receipt' : 'Payment receipt',
      // The issue time, not the render time: the same receipt renders the same every time.
      CreationDate: receipt.issuedAt,
    },
  });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(18).text(pdfPrintable(business.name));
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED).text(pdfPrintable(business.address));
  if (business.gstin) doc.text(`GSTIN: ${pdfPrintable(business.gstin)}`);
  rule(doc, width);

  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(16);
  doc.text(isRefund ? 'Refund receipt' : 'Payment receipt');
  doc.moveDown(0.6);

  const rows: Array<[string, string | null]> = [
    ['Receipt number', receipt.number],
    ['Issued on', formatIstDateTime(receipt.issuedAt)],
    [isRefund ? 'Refunded to' : 'Received from', receipt.payer.name],
    ['Email', receipt.payer.email],
    ['Professional', receipt.professionalName],
    ['Consultation', receipt.consultation.title],
    ['Consultation ID', receipt.consultation.id],
    ['Payment gateway', GATEWAY_TEXT[receipt.gateway.name]],
    ['Gateway order ID', receipt.gateway.orderId],
    ['Gateway payment ID', receipt.gateway.paymentId],
  ];
  if (receipt.refund) {
    rows.push(
      ['Gateway refund ID', receipt.refund.gatewayRefundId ?? 'Being processed by the gateway'],
      ['Original payment', formatRupeesExact(receipt.refund.paymentAmountPaise)],
      ['Refund reason', refundReasonText(receipt.refund.reason)],
      ['Note', receipt.refund.note],
    );
  }
  for (const [label, value] of rows) {
    if (value) row(doc, label, value, width);
  }
  rule(doc, width);

  doc.font(PDF_FONT.regular).fontSize(11).fillColor(MUTED);
  doc.text(isRefund ? 'Amount refunded' : 'Amount paid');
  doc.font(PDF_FONT.bold).fontSize(20).fillColor(INK).text(formatRupeesExact(receipt.amountPaise));
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED).text(amountInWords(receipt.amountPaise));
  doc.moveDown(0.8);
  doc.fillColor(INK).fontSize(10);
  doc.text(
    isRefund
      ? 'The refund goes back to the original payment method; banks usually credit it within 5-7 working days.'
      : 'Held in escrow until completion: the amount is released to the professional only when the consultation is completed.',
    { width },
  );

  doc.moveDown(2);
  doc.fontSize(8).fillColor(MUTED);
  doc.text('This is a computer-generated receipt and needs no signature.', { width });
  doc.end();
  return finished;
}

function refundReasonText(reason: string): string {
  return REFUND_REASON_TEXT[reason as RefundReason] ?? reason;
}

function row(doc: PDFKit.PDFDocument, label: string, value: string, width: number): void {
  const top = doc.y;
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED);
  doc.text(label, MARGIN, top, { width: LABEL_WIDTH - 10 });
  const labelBottom = doc.y;
  doc.fillColor(INK).text(pdfPrintable(value), MARGIN + LABEL_WIDTH, top, {
    width: width - LABEL_WIDTH,
  });
  doc.x = MARGIN;
  doc.y = Math.max(labelBottom, doc.y) + 4;
}

function rule(doc: PDFKit.PDFDocument, width: number): void {
  doc.moveDown(0.6);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .strokeColor('#d1d5db')
    .stroke();
  doc.moveDown(0.8);
}
