import PDFDocument from 'pdfkit';
import {
  formatIstDateTime,
  formatRupeesExact,
  type Language,
  type RefundReason,
} from '@salahkar/domain';
import { amountInWords } from './amount-in-words.ts';
import {
  invoiceRows,
  invoiceSellerLines,
  invoiceTitle,
  writeInvoiceLines,
  type InvoiceDocument,
} from './invoice-pdf.ts';
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
  /** The payer's preferred language: the receipt is theirs, whoever downloads it. */
  language?: Language;
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
  /** A payment's tax invoice (decision 210); null or absent: a plain receipt. */
  invoice?: InvoiceDocument | null;
}

/** Every word the receipt prints, in each language (the type makes both have every text). */
interface ReceiptTexts {
  title: (number: string) => string;
  paymentReceipt: string;
  refundReceipt: string;
  receiptNumber: string;
  issuedOn: string;
  refundedTo: string;
  receivedFrom: string;
  email: string;
  professional: string;
  consultation: string;
  consultationId: string;
  paymentGateway: string;
  gatewayOrderId: string;
  gatewayPaymentId: string;
  gatewayRefundId: string;
  refundBeingProcessed: string;
  originalPayment: string;
  refundReason: string;
  note: string;
  amountRefunded: string;
  amountPaid: string;
  refundNote: string;
  escrowNote: string;
  computerGenerated: string;
  gateways: Record<ReceiptDocument['gateway']['name'], string>;
  refundReasons: Record<RefundReason, string>;
}

const TEXTS = {
  en: {
    title: (number) => `Receipt ${number}`,
    paymentReceipt: 'Payment receipt',
    refundReceipt: 'Refund receipt',
    receiptNumber: 'Receipt number',
    issuedOn: 'Issued on',
    refundedTo: 'Refunded to',
    receivedFrom: 'Received from',
    email: 'Email',
    professional: 'Professional',
    consultation: 'Consultation',
    consultationId: 'Consultation ID',
    paymentGateway: 'Payment gateway',
    gatewayOrderId: 'Gateway order ID',
    gatewayPaymentId: 'Gateway payment ID',
    gatewayRefundId: 'Gateway refund ID',
    refundBeingProcessed: 'Being processed by the gateway',
    originalPayment: 'Original payment',
    refundReason: 'Refund reason',
    note: 'Note',
    amountRefunded: 'Amount refunded',
    amountPaid: 'Amount paid',
    refundNote:
      'The refund goes back to the original payment method; banks usually credit it within 5-7 working days.',
    escrowNote:
      'Held in escrow until completion: the amount is released to the professional only when the consultation is completed.',
    computerGenerated: 'This is a computer-generated receipt and needs no signature.',
    gateways: { razorpay: 'Razorpay', simulated: 'Simulated gateway (test payments)' },
    refundReasons: {
      cancelled_before_reply: "Cancelled by the user before the professional's first reply",
      professional_withdrew: 'The professional withdrew from the consultation',
      query_upheld: 'Complaint upheld by the platform',
      paid_after_hold: 'Paid after the payment window had closed',
      partial_by_admin: 'Partial refund by the platform',
    },
  },
  hi: {
    title: (number) => `रसीद ${number}`,
    paymentReceipt: 'भुगतान रसीद',
    refundReceipt: 'रिफ़ंड रसीद',
    receiptNumber: 'रसीद नंबर',
    issuedOn: 'जारी करने की तारीख',
    refundedTo: 'रिफ़ंड पाने वाले',
    receivedFrom: 'भुगतान करने वाले',
    email: 'ईमेल',
    professional: 'प्रोफ़ेशनल',
    consultation: 'परामर्श',
    consultationId: 'परामर्श ID',
    paymentGateway: 'पेमेंट गेटवे',
    gatewayOrderId: 'गेटवे ऑर्डर ID',
    gatewayPaymentId: 'गेटवे पेमेंट ID',
    gatewayRefundId: 'गेटवे रिफ़ंड ID',
    refundBeingProcessed: 'गेटवे पर प्रोसेस हो रहा है',
    originalPayment: 'मूल भुगतान',
    refundReason: 'रिफ़ंड का कारण',
    note: 'नोट',
    amountRefunded: 'रिफ़ंड की गई राशि',
    amountPaid: 'भुगतान की गई राशि',
    refundNote:
      'रिफ़ंड उसी तरीके में वापस जाता है जिससे भुगतान किया गया था; बैंक आम तौर पर इसे 5-7 कामकाजी दिनों में जमा कर देते हैं।',
    escrowNote:
      'परामर्श पूरा होने तक एस्क्रो में सुरक्षित: यह राशि प्रोफ़ेशनल को तभी दी जाती है जब परामर्श पूरा हो जाता है।',
    computerGenerated: 'यह कंप्यूटर से बनी रसीद है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    gateways: { razorpay: 'Razorpay', simulated: 'सिम्युलेटेड गेटवे (टेस्ट भुगतान)' },
    refundReasons: {
      cancelled_before_reply: 'प्रोफ़ेशनल के पहले जवाब से पहले यूज़र ने रद्द किया',
      professional_withdrew: 'प्रोफ़ेशनल ने परामर्श छोड़ दिया',
      query_upheld: 'प्लेटफ़ॉर्म ने शिकायत सही पाई',
      paid_after_hold: 'भुगतान का समय खत्म होने के बाद भुगतान हुआ',
      partial_by_admin: 'प्लेटफ़ॉर्म द्वारा आंशिक रिफ़ंड',
    },
  },
} satisfies Record<Language, ReceiptTexts>;

const MARGIN = 56;
const LABEL_WIDTH = 150;
const INK = '#111827';
const MUTED = '#6b7280';

/**
 * Renders an A4 receipt in the embedded Noto Sans (Latin and Devanagari), in the payer's
 * language: amounts read '₹1,500.00' in both.
 */
export function renderReceiptPdf(
  receipt: ReceiptDocument,
  business: ReceiptBusiness,
): Promise<Buffer> {
  const isRefund = receipt.kind === 'refund';
  const language = receipt.language ?? 'en';
  const t: ReceiptTexts = TEXTS[language];
  const invoice = receipt.invoice ?? null;
  const heading = invoice ? invoiceTitle(language) : isRefund ? t.refundReceipt : t.paymentReceipt;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: invoice ? `${heading} ${invoice.number}` : t.title(receipt.number),
      Author: invoice?.seller.legalName ?? business.name,
      Subject: heading,
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
  // An invoice names the seller as it stood when it was issued; a receipt as configured now.
  const sellerName = invoice?.seller.legalName ?? business.name;
  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(18).text(pdfPrintable(sellerName));
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED);
  if (invoice) {
    for (const line of invoiceSellerLines(invoice, language)) doc.text(line);
  } else {
    doc.text(pdfPrintable(business.address));
    if (business.gstin) doc.text(`GSTIN: ${pdfPrintable(business.gstin)}`);
  }
  rule(doc, width);

  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(16);
  doc.text(heading);
  doc.moveDown(0.6);

  const rows: Array<[string, string | null]> = [
    ...(invoice ? invoiceRows(invoice, language).slice(0, 1) : []),
    [t.receiptNumber, receipt.number],
    [t.issuedOn, formatIstDateTime(receipt.issuedAt, language)],
    [isRefund ? t.refundedTo : t.receivedFrom, receipt.payer.name],
    [t.email, receipt.payer.email],
    ...(invoice ? invoiceRows(invoice, language).slice(1) : []),
    [t.professional, receipt.professionalName],
    [t.consultation, receipt.consultation.title],
    [t.consultationId, receipt.consultation.id],
    [t.paymentGateway, t.gateways[receipt.gateway.name]],
    [t.gatewayOrderId, receipt.gateway.orderId],
    [t.gatewayPaymentId, receipt.gateway.paymentId],
  ];
  if (receipt.refund) {
    rows.push(
      [t.gatewayRefundId, receipt.refund.gatewayRefundId ?? t.refundBeingProcessed],
      [t.originalPayment, formatRupeesExact(receipt.refund.paymentAmountPaise)],
      [
        t.refundReason,
        t.refundReasons[receipt.refund.reason as RefundReason] ?? receipt.refund.reason,
      ],
      [t.note, receipt.refund.note],
    );
  }
  for (const [label, value] of rows) {
    if (value) row(doc, label, value, width);
  }
  rule(doc, width);
  if (invoice) {
    writeInvoiceLines(doc, invoice, receipt.professionalName, language, MARGIN, width);
    rule(doc, width);
  }

  doc.font(PDF_FONT.regular).fontSize(11).fillColor(MUTED);
  doc.text(isRefund ? t.amountRefunded : t.amountPaid);
  doc.font(PDF_FONT.bold).fontSize(20).fillColor(INK).text(formatRupeesExact(receipt.amountPaise));
  doc
    .font(PDF_FONT.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(amountInWords(receipt.amountPaise, language));
  doc.moveDown(0.8);
  doc.fillColor(INK).fontSize(10);
  doc.text(isRefund ? t.refundNote : t.escrowNote, { width });

  doc.moveDown(2);
  doc.fontSize(8).fillColor(MUTED);
  doc.text(t.computerGenerated, { width });
  doc.end();
  return finished;
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
