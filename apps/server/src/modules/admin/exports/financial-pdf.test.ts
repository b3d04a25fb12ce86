import { formatRupeesExact, type FinancialSummary, type Language } from '@salahkar/domain';
import { describe, expect, it } from 'vitest';
import { pdftotext, pdftotextInstalled, pdfWords } from '../../../test/receipts.ts';
import { financialReportPdf, type ReportTransaction } from './financial-pdf.ts';

// The financial report as pdftotext reads it (issue 29): rows are as tall as their tallest
// wrapped cell, so long names and titles never print over the next row, in English and Hindi,
// and Hindi reads back in logical order.

const SUMMARY: FinancialSummary = {
  totalRevenue: '150000.50',
  totalCommission: '15000.05',
  totalPayouts: '90000.00',
  pendingPayouts: '1200.00',
  monthlyRevenue: '5000.00',
  monthlyGrowth: 12.5,
  transactionCount: 60,
};

const LONG_TITLES: Record<Language, string> = {
  en: 'Advice on a disputed ancestral property partition between four siblings across two states with pending court notices',
  hi: 'चार भाई-बहनों के बीच पुश्तैनी संपत्ति के बँटवारे पर सलाह, दो राज्यों में ज़मीन और अदालत के लंबित नोटिस',
};
const LONG_NAMES: Record<Language, string> = {
  en: 'Venkata Lakshmi Narasimha Subramanyam Chakravarthy',
  hi: 'वेंकट लक्ष्मी नरसिंह सुब्रमण्यम चक्रवर्ती',
};

async function* rows(language: Language): AsyncIterable<ReportTransaction> {
  for (let i = 0; i < 60; i += 1) {
    const long = i % 3 === 0;
    yield {
      createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 28), 6)).toISOString(),
      consultationTitle: long ? `${LONG_TITLES[language]} ${i}` : `Short title ${i}`,
      userName: long ? LONG_NAMES[language] : 'प्रिया शर्मा',
      professionalName: long ? `${LONG_NAMES.en} ${LONG_NAMES.hi}` : 'Asha Rao',
      status: 'paid',
      amount: `${1000 + i}.50`,
      platformShare: '100.05',
    };
  }
}

async function render(language: Language): Promise<Buffer> {
  const doc = financialReportPdf(
    SUMMARY,
    rows(language),
    new Date('2026-11-27T06:00:00Z'),
    language,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe.runIf(pdftotextInstalled)('financial report PDF', () => {
  it.each(['en', 'hi'] as const)('never prints one row over another (%s)', async (language) => {
    const bytes = await render(language);
    const words = await pdfWords(bytes);
    expect(words.length).toBeGreaterThan(500);
    // Every word's box is clear of every other word's on its page (0.5 pt of slack for rounding).
    const overlapping: string[] = [];
    for (let a = 0; a < words.length; a += 1) {
      for (let b = a + 1; b < words.length; b += 1) {
        const [p, q] = [words[a]!, words[b]!];
        if (p.page !== q.page) continue;
        const across = Math.min(p.xMax, q.xMax) - Math.max(p.xMin, q.xMin);
        const down = Math.min(p.yMax, q.yMax) - Math.max(p.yMin, q.yMin);
        if (across > 0.5 && down > 0.5) overlapping.push(`${p.text} / ${q.text}`);
      }
    }
    expect(overlapping).toEqual([]);

    // Nothing is cut short: every row's amount, and the long texts to their last word.
    const text = (await pdftotext(bytes)).replace(/\s+/g, ' ');
    for (let i = 0; i < 60; i += 1) {
      expect(text).toContain(formatRupeesExact((1000 + i) * 100 + 50));
    }
    expect(text).toContain('Chakravarthy');
    if (language === 'hi') {
      for (const expected of ['वित्तीय रिपोर्ट', 'प्रिया शर्मा', 'चक्रवर्ती', 'नोटिस']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('िवत्तीय');
    } else {
      expect(text).toContain('pending court notices 0');
    }
  });
});
