import PDFDocument from 'pdfkit';
import {
  formatIstDate,
  formatIstDateTime,
  formatRupeesExact,
  LABELS,
  type FinancialSummary,
  type Language,
  rupeesToPaise,
} from '@salahkar/domain';
import { PDF_FONT, pdfPrintable, registerPdfFonts } from '../../receipts/pdf-fonts.ts';

/** One row of the report's transaction table. */
export interface ReportTransaction {
  createdAt: string;
  consultationTitle: string;
  userName: string;
  professionalName: string;
  status: string;
  amount: string;
  platformShare: string;
}

const MARGIN = 40;
const INK = '#111827';
const MUTED = '#6b7280';
type Column =
  'date' | 'consultation' | 'user' | 'professional' | 'status' | 'amount' | 'commission';

/** Every word the report prints, in each language (the type makes both have every text). */
interface ReportTexts {
  title: string;
  subject: string;
  generated: (when: string) => string;
  totalRevenue: string;
  platformCommission: string;
  payoutsPaid: string;
  payoutsPending: string;
  commissionThisMonth: string;
  growth: string;
  notAvailable: string;
  transactionCount: string;
  transactions: string;
  noTransactions: string;
  columns: Record<Column, string>;
}

const TEXTS = {
  en: {
    title: 'Financial report',
    subject: 'Salahkar financial report',
    generated: (when) => `Generated ${when}`,
    totalRevenue: LABELS.en.money.grossPayments,
    platformCommission: LABELS.en.money.commission,
    payoutsPaid: 'Payouts paid',
    payoutsPending: 'Payouts pending',
    commissionThisMonth: LABELS.en.money.commissionThisMonth,
    growth: 'Growth vs last month',
    notAvailable: 'n/a',
    transactionCount: 'Transactions (captured payments)',
    transactions: 'Transactions',
    noTransactions: 'No transactions yet.',
    columns: {
      date: 'Date',
      consultation: 'Consultation',
      user: 'User',
      professional: 'Professional',
      status: 'Status',
      amount: 'Amount',
      commission: 'Commission',
    },
  },
  hi: {
    title: 'वित्तीय रिपोर्ट',
    subject: 'सलाहकार वित्तीय रिपोर्ट',
    generated: (when) => `बनाई गई: ${when}`,
    totalRevenue: LABELS.hi.money.grossPayments,
    platformCommission: LABELS.hi.money.commission,
    payoutsPaid: 'भेजे गए पेआउट',
    payoutsPending: 'बाकी पेआउट',
    commissionThisMonth: LABELS.hi.money.commissionThisMonth,
    growth: 'पिछले महीने की तुलना में बढ़त',
    notAvailable: 'उपलब्ध नहीं',
    transactionCount: 'लेन-देन (प्राप्त भुगतान)',
    transactions: 'लेन-देन',
    noTransactions: 'अभी कोई लेन-देन नहीं है।',
    columns: {
      date: 'तारीख',
      consultation: 'परामर्श',
      user: 'यूज़र',
      professional: 'प्रोफ़ेशनल',
      status: 'स्थिति',
      amount: 'राशि',
      commission: 'कमीशन',
    },
  },
} satisfies Record<Language, ReportTexts>;

/** Column widths of the transaction table on A4 landscape, and what each shows. */
const COLUMNS: Array<{
  key: Column;
  width: number;
  pick: (row: ReportTransaction, language: Language) => string;
}> = [
  { key: 'date', width: 80, pick: (row, language) => formatIstDate(row.createdAt, language) },
  { key: 'consultation', width: 200, pick: (row) => row.consultationTitle },
  { key: 'user', width: 120, pick: (row) => row.userName },
  { key: 'professional', width: 120, pick: (row) => row.professionalName },
  { key: 'status', width: 60, pick: (row) => row.status },
  { key: 'amount', width: 90, pick: (row) => formatRupeesExact(rupeesToPaise(row.amount)) },
  {
    key: 'commission',
    width: 90,
    pick: (row) => formatRupeesExact(rupeesToPaise(row.platformShare)),
  },
];

/**
 * The financial report as a PDF stream: the summary figures, then every transaction, written as
 * the rows arrive from the database, in the embedded Noto Sans (Latin and Devanagari), in the
 * language of the admin who asked for it: amounts read '₹1,500.00'.
 */
export function financialReportPdf(
  summary: FinancialSummary,
  transactions: AsyncIterable<ReportTransaction>,
  generatedAt: Date,
  language: Language = 'en',
): PDFKit.PDFDocument {
  const t: ReportTexts = TEXTS[language];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: t.title,
      Subject: t.subject,
      CreationDate: generatedAt,
    },
  });
  registerPdfFonts(doc);
  void write(doc, summary, transactions, generatedAt, language).catch((error: unknown) =>
    doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}

async function write(
  doc: PDFKit.PDFDocument,
  summary: FinancialSummary,
  transactions: AsyncIterable<ReportTransaction>,
  generatedAt: Date,
  language: Language,
): Promise<void> {
  const t: ReportTexts = TEXTS[language];
  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(18).text(t.title);
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED);
  doc.text(t.generated(formatIstDateTime(generatedAt, language)));
  doc.moveDown(0.8);

  const figures: Array<[string, string]> = [
    [t.totalRevenue, formatRupeesExact(rupeesToPaise(summary.totalRevenue))],
    [t.platformCommission, formatRupeesExact(rupeesToPaise(summary.totalCommission))],
    [t.payoutsPaid, formatRupeesExact(rupeesToPaise(summary.totalPayouts))],
    [t.payoutsPending, formatRupeesExact(rupeesToPaise(summary.pendingPayouts))],
    [t.commissionThisMonth, formatRupeesExact(rupeesToPaise(summary.monthlyRevenue))],
    [t.growth, summary.monthlyGrowth === null ? t.notAvailable : `${summary.monthlyGrowth}%`],
    [t.transactionCount, String(summary.transactionCount)],
  ];
  for (const [label, value] of figures) {
    const top = doc.y;
    doc
      .font(PDF_FONT.regular)
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN, top, { width: 220 });
    doc.fillColor(INK).text(value, MARGIN + 230, top, { width: 200 });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + 14);
  }

  doc.moveDown(1);
  doc.font(PDF_FONT.bold).fontSize(13).fillColor(INK).text(t.transactions, MARGIN);
  doc.moveDown(0.4);
  const header = COLUMNS.map((column) => t.columns[column.key]);
  tableRow(doc, header, true);
  let rows = 0;
  for await (const transaction of transactions) {
    const cells = COLUMNS.map((column) => pdfPrintable(column.pick(transaction, language)));
    if (doc.y + rowHeight(doc, cells, false) > doc.page.height - MARGIN) {
      doc.addPage();
      tableRow(doc, header, true);
    }
    tableRow(doc, cells, false);
    rows += 1;
  }
  if (rows === 0)
    doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED).text(t.noTransactions, MARGIN);
  doc.end();
}

/** Space between columns, and under each row. */
const CELL_GAP = 6;
const ROW_GAP = 4;

function cellStyle(doc: PDFKit.PDFDocument, header: boolean): PDFKit.PDFDocument {
  return doc
    .font(header ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(9)
    .fillColor(header ? MUTED : INK);
}

/** A row is as tall as its tallest cell, wrapped in its column: long names never overlap. */
function rowHeight(doc: PDFKit.PDFDocument, cells: string[], header: boolean): number {
  cellStyle(doc, header);
  const heights = COLUMNS.map((column, index) =>
    doc.heightOfString(cells[index] || ' ', { width: column.width - CELL_GAP }),
  );
  return Math.max(...heights) + ROW_GAP;
}

function tableRow(doc: PDFKit.PDFDocument, cells: string[], header: boolean): void {
  const top = doc.y;
  const height = rowHeight(doc, cells, header);
  let x = MARGIN;
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, top, { width: column.width - CELL_GAP });
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = top + height;
}
