import PDFDocument from 'pdfkit';
import {
  formatIstDate,
  formatIstDateTime,
  formatRupeesExact,
  type FinancialSummary,
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
/** Column x offsets (from the margin) and widths of the transaction table on A4 landscape. */
const COLUMNS: Array<{ title: string; width: number; pick: (row: ReportTransaction) => string }> = [
  { title: 'Date', width: 80, pick: (row) => formatIstDate(row.createdAt) },
  { title: 'Consultation', width: 200, pick: (row) => row.consultationTitle },
  { title: 'User', width: 120, pick: (row) => row.userName },
  { title: 'Professional', width: 120, pick: (row) => row.professionalName },
  { title: 'Status', width: 60, pick: (row) => row.status },
  { title: 'Amount', width: 90, pick: (row) => formatRupeesExact(rupeesToPaise(row.amount)) },
  {
    title: 'Commission',
    width: 90,
    pick: (row) => formatRupeesExact(rupeesToPaise(row.platformShare)),
  },
];

/**
 * The financial report as a PDF stream: the summary figures, then every transaction, written as
 * the rows arrive from the database, in the embedded Noto Sans: amounts read '₹1,500.00'.
 */
export function financialReportPdf(
  summary: FinancialSummary,
  transactions: AsyncIterable<ReportTransaction>,
  generatedAt: Date,
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: {
      Title: 'Financial report',
      Subject: 'Salahkar financial report',
      CreationDate: generatedAt,
    },
  });
  registerPdfFonts(doc);
  void write(doc, summary, transactions, generatedAt).catch((error: unknown) =>
    doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return doc;
}

async function write(
  doc: PDFKit.PDFDocument,
  summary: FinancialSummary,
  transactions: AsyncIterable<ReportTransaction>,
  generatedAt: Date,
): Promise<void> {
  doc.fillColor(INK).font(PDF_FONT.bold).fontSize(18).text('Financial report');
  doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED);
  doc.text(`Generated ${formatIstDateTime(generatedAt)}`);
  doc.moveDown(0.8);

  const figures: Array<[string, string]> = [
    ['Total revenue (gross captured)', formatRupeesExact(rupeesToPaise(summary.totalRevenue))],
    ['Platform commission', formatRupeesExact(rupeesToPaise(summary.totalCommission))],
    ['Payouts paid', formatRupeesExact(rupeesToPaise(summary.totalPayouts))],
    ['Payouts pending', formatRupeesExact(rupeesToPaise(summary.pendingPayouts))],
    ['Commission this month', formatRupeesExact(rupeesToPaise(summary.monthlyRevenue))],
    ['Growth vs last month', summary.monthlyGrowth === null ? 'n/a' : `${summary.monthlyGrowth}%`],
    ['Transactions (captured payments)', String(summary.transactionCount)],
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
  doc.font(PDF_FONT.bold).fontSize(13).fillColor(INK).text('Transactions', MARGIN);
  doc.moveDown(0.4);
  tableRow(
    doc,
    COLUMNS.map((column) => column.title),
    true,
  );
  let rows = 0;
  for await (const transaction of transactions) {
    if (doc.y > doc.page.height - MARGIN - 20) {
      doc.addPage();
      tableRow(
        doc,
        COLUMNS.map((column) => column.title),
        true,
      );
    }
    tableRow(
      doc,
      COLUMNS.map((column) => pdfPrintable(column.pick(transaction))),
      false,
    );
    rows += 1;
  }
  if (rows === 0)
    doc.font(PDF_FONT.regular).fontSize(10).fillColor(MUTED).text('No transactions yet.', MARGIN);
  doc.end();
}

function tableRow(doc: PDFKit.PDFDocument, cells: string[], header: boolean): void {
  const top = doc.y;
  doc
    .font(header ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(9)
    .fillColor(header ? MUTED : INK);
  let x = MARGIN;
  COLUMNS.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, top, {
      width: column.width - 6,
      lineBreak: false,
      ellipsis: true,
    });
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = top + 14;
}
