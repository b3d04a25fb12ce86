import { describe, expect, it } from 'vitest';
import { webText } from './web-catalogs.ts';
import { romanisedHindi } from './romanised-hindi.ts';

describe('Hindi in Latin letters, as romanised-Hindi readers write it', () => {
  it.each([
    ['करते', 'karte'],
    ['समझना', 'samajhna'],
    ['शिकायत', 'shikaayat'],
    ['भुगतान', 'bhugtaan'],
    ['पहुँचता', 'pahunchta'],
    ['संदेश', 'sandesh'],
    ['ज़रूरी', 'zaroori'],
    ['दर्ज', 'darj'],
    ['पूरा रिफ़ंड', 'poora refund'],
    ['आपको पैसा वापस मिलता है।', 'aapko paisa vaapas milta hai.'],
    ['७ दिनों के भीतर', '7 dinon ke bheetar'],
  ])('writes %j as %j', (hindi, latin) => {
    expect(romanisedHindi(hindi)).toBe(latin);
  });

  it('keeps Latin words, digits and punctuation as they are', () => {
    expect(romanisedHindi('UPI या कार्ड से, 1–3 कार्यदिवस')).toBe('UPI ya card se, 1–3 working days');
  });

  it('leaves no Devanagari in the legal pages’ Hindi sentences', () => {
    const text = romanisedHindi(webText('legal.refund.rules.complaint', 'hi'));
    expect(text).not.toMatch(/[\u0900-\u097f]/);
    expect(text).toContain('poora refund');
    expect(text).toContain('7 dinon ke bheetar');
  });
});
