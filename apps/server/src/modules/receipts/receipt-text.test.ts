import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';
import { pdfSafeText } from './pdf-text.ts';

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

  it('refuses what is not a whole, non-negative number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('pdfSafeText', () => {
  it('keeps WinAnsi text and folds what the standard fonts cannot print', () => {
    expect(pdfSafeText('Café “quoted” – José')).toBe('Café “quoted” – José');
    expect(pdfSafeText('Asha Rāo, Śrīnivās')).toBe('Asha Rao, Srinivas');
    expect(pdfSafeText('Fee ₹1,500 or ₹ 2,000')).toBe('Fee INR 1,500 or INR 2,000');
    expect(pdfSafeText('line one\nline two')).toBe('line one line two');
    expect(pdfSafeText('शुल्क 🙂')).toBe('????? ?');
  });
});
