import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';
import { pdfPrintable } from './pdf-fonts.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { pdfText } from '../../test/receipts.ts';

describe('amountInWords', () => {
  it('spells rupees and paise the Indian way', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(150_000)).toBe('Rupees One Thousand Five Hundred Only');
    expect(amountInWords(45_050)).toBe('Rupees Four Hundred Fifty and Fifty Paise Only');
    expect(amountInWords(9_999_999)).toBe(
      'Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    );
    expect(amountInWords(15_000_000)).toBe('Rupees One Lakh Fifty Thousand Only');
    expect(amountInWords(1_234_567_800)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Only',
    );
    expect(amountInWords(100_000_000_000)).toBe('Rupees One Hundred Crore Only');
  });

  it('spells them in Hindi too, each number below a hundred by its own word', () => {
    expect(amountInWords(0, 'hi')).toBe('शून्य रुपये मात्र');
    expect(amountInWords(100, 'hi')).toBe('एक रुपया मात्र');
    expect(amountInWords(150_000, 'hi')).toBe('एक हज़ार पाँच सौ रुपये मात्र');
    expect(amountInWords(45_050, 'hi')).toBe('चार सौ पचास रुपये और पचास पैसे मात्र');
    expect(amountInWords(9_999_999, 'hi')).toBe(
      'निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र',
    );
    expect(amountInWords(15_000_000, 'hi')).toBe('एक लाख पचास हज़ार रुपये मात्र');
    expect(amountInWords(1_234_567_800, 'hi')).toBe(
      'एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र',
    );
    expect(amountInWords(2_100, 'hi')).toBe('इक्कीस रुपये मात्र');
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('pdfPrintable', () => {
  it('keeps what the embedded font covers and marks what it cannot print', () => {
    expect(pdfPrintable('Café “quoted” – José')).toBe('Café “quoted” – José');
    expect(pdfPrintable('Asha Rāo, Śrīnivās Kṛṣṇa')).toBe('Asha Rāo, Śrīnivās Kṛṣṇa');
    expect(pdfPrintable('शुल्क ₹1,500')).toBe('शुल्क ₹1,500');
    expect(pdfPrintable('line one\nline two')).toBe('line one line two');
    // No emoji or CJK in Noto Sans; the emoji's variation selector is dropped, not marked.
    expect(pdfPrintable('Thanks 🙂\uFE0F 谢谢')).toBe('Thanks ? ??');
  });
});

describe('renderReceiptPdf', () => {
  it('prints the rupee sign and names in Latin with diacritics and in Devanagari', async () => {
    const bytes = await renderReceiptPdf(
      {
        kind: 'payment',
        number: 'SLK-P-000001',
        issuedAt: new Date('2026-01-05T10:00:00Z'),
        amountPaise: 15_000_050,
        payer: { name: 'Ananya Śarma', email: 'ananya@example.com' },
        professionalName: 'आशा राव',
        consultation: { id: 'c1', title: 'GST filing for Śrī Rāo Traders' },
        gateway: { name: 'simulated', orderId: 'order_1', paymentId: 'pay_1' },
        refund: null,
      },
      { name: 'Salahkar', address: 'Bengaluru', gstin: null },
    );
    // Read back through the PDF's text layer. Letters the font builds from a base and a mark
    // (ṣ, ḍ) and Devanagari whose glyphs are reordered (कि, र्म) print right but read back in
    // glyph order, so these names are ones whose glyphs map one to one.
    const text = await pdfText(bytes);
    for (const expected of ['₹1,50,000.50', 'Ananya Śarma', 'आशा राव', 'Śrī Rāo Traders']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('INR');
  });
});
