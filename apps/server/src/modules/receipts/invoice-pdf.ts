import { formatRupeesExact, placeOfSupplyLabel, type Language } from '@salahkar/domain';
import { amountInWords } from './amount-in-words.ts';
import { PDF_FONT, pdfPrintable } from './pdf-fonts.ts';

/** What a tax invoice states beyond a receipt (decision 210), fixed when it was issued. */
export interface InvoiceDocument {
  number: string;
  seller: { gstin: string; legalName: string; address: string; state: string };
  /** A key of INDIAN_STATES. */
  placeOfSupply: string;
  buyerGstin: string | null;
  gstRatePercent: number;
  professionalFeePaise: number;
  /** The platform's commission, GST included: taxable + CGST + SGST + IGST. */
  commissionPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

interface InvoiceTexts {
  title: string;
  invoiceNumber: string;
  sellerState: string;
  buyerGstin: string;
  placeOfSupply: string;
  collectedFor: (professional: string) => string;
  collectedNote: string;
  commission: string;
  cgst: (rate: string) => string;
  sgst: (rate: string) => string;
  igst: (rate: string) => string;
  commissionTotal: string;
  totalPaid: string;
  gstInWords: string;
}

const TEXTS = {
  en: {
    title: 'Tax invoice',
    invoiceNumber: 'Invoice number',
    sellerState: 'State',
    buyerGstin: 'Recipient GSTIN',
    placeOfSupply: 'Place of supply',
    collectedFor: (professional) => `Professional's fee, collected on behalf of ${professional}`,
    collectedNote:
      "The professional's fee is their own supply to you; Salahkar only collects it for them and charges no GST on it.",
    commission: 'Platform service (commission), taxable value',
    cgst: (rate) => `CGST @ ${rate}%`,
    sgst: (rate) => `SGST @ ${rate}%`,
    igst: (rate) => `IGST @ ${rate}%`,
    commissionTotal: 'Platform service including GST',
    totalPaid: 'Total paid',
    gstInWords: 'GST in words',
  },
  hi: {
    title: 'टैक्स इनवॉइस',
    invoiceNumber: 'इनवॉइस नंबर',
    sellerState: 'राज्य',
    buyerGstin: 'प्राप्तकर्ता का GSTIN',
    placeOfSupply: 'आपूर्ति का स्थान',
    collectedFor: (professional) => `प्रोफ़ेशनल की फ़ीस, ${professional} की ओर से ली गई`,
    collectedNote:
      'प्रोफ़ेशनल की फ़ीस उनकी अपनी सेवा है; सलाहकार इसे सिर्फ़ उनकी ओर से लेता है और इस पर GST नहीं लगाता।',
    commission: 'प्लेटफ़ॉर्म सेवा (कमीशन), कर योग्य मूल्य',
    cgst: (rate) => `CGST @ ${rate}%`,
    sgst: (rate) => `SGST @ ${rate}%`,
    igst: (rate) => `IGST @ ${rate}%`,
    commissionTotal: 'GST सहित प्लेटफ़ॉर्म सेवा',
    totalPaid: 'कुल भुगतान',
    gstInWords: 'GST शब्दों में',
  },
} satisfies Record<Language, InvoiceTexts>;

export const invoiceTitle = (language: Language) => TEXTS[language].title;

/** The seller's lines under its name: address, GSTIN and state. */
export function invoiceSellerLines(invoice: InvoiceDocument, language: Language): string[] {
  const t = TEXTS[language];
  return [
    pdfPrintable(invoice.seller.address),
    `GSTIN: ${invoice.seller.gstin}`,
    `${t.sellerState}: ${placeOfSupplyLabel(invoice.seller.state, language)}`,
  ];
}

/** Label and value rows the invoice adds to the receipt's. */
export function invoiceRows(
  invoice: InvoiceDocument,
  language: Language,
): Array<[string, string | null]> {
  const t = TEXTS[language];
  return [
    [t.invoiceNumber, invoice.number],
    [t.placeOfSupply, placeOfSupplyLabel(invoice.placeOfSupply, language)],
    [t.buyerGstin, invoice.buyerGstin],
  ];
}

/**
 * The invoice's amounts: the professional's fee collected on their behalf, the commission's
 * taxable value and its GST (CGST and SGST at half the rate each, or IGST), and the total.
 */
export function writeInvoiceLines(
  doc: PDFKit.PDFDocument,
  invoice: InvoiceDocument,
  professionalName: string,
  language: Language,
  left: number,
  width: number,
): void {
  const t = TEXTS[language];
  const half = String(invoice.gstRatePercent / 2);
  const full = String(invoice.gstRatePercent);
  const lines: Array<[string, number, boolean]> = [
    [t.collectedFor(pdfPrintable(professionalName)), invoice.professionalFeePaise, false],
    [t.commission, invoice.taxablePaise, false],
    ...(invoice.igstPaise > 0 || invoice.cgstPaise + invoice.sgstPaise === 0
      ? ([[t.igst(full), invoice.igstPaise, false]] as Array<[string, number, boolean]>)
      : ([
          [t.cgst(half), invoice.cgstPaise, false],
          [t.sgst(half), invoice.sgstPaise, false],
        ] as Array<[string, number, boolean]>)),
    [t.commissionTotal, invoice.commissionPaise, false],
    [t.totalPaid, invoice.professionalFeePaise + invoice.commissionPaise, true],
  ];
  const amountWidth = 120;
  for (const [label, paise, strong] of lines) {
    const top = doc.y;
    doc
      .font(strong ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(10)
      .fillColor('#111827');
    doc.text(label, left, top, { width: width - amountWidth - 10 });
    const labelBottom = doc.y;
    doc.text(formatRupeesExact(paise), left + width - amountWidth, top, {
      width: amountWidth,
      align: 'right',
    });
    doc.x = left;
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
  const gstPaise = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
  doc.font(PDF_FONT.regular).fontSize(9).fillColor('#6b7280');
  doc.text(`${t.gstInWords}: ${amountInWords(gstPaise, language)}`, left, doc.y, { width });
  doc.moveDown(0.4);
  doc.text(t.collectedNote, left, doc.y, { width });
}
