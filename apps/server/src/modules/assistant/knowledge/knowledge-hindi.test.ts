import { describe, expect, it } from 'vitest';
import { writtenPassages } from './passages.ts';

describe('the Hindi knowledge', () => {
  const english = writtenPassages('en');
  const hindi = writtenPassages('hi');

  it('has every English passage, in the same order, on the same page and topic', () => {
    expect(hindi.map(({ topic, path }) => ({ topic, path }))).toEqual(
      english.map(({ topic, path }) => ({ topic, path })),
    );
    expect(new Set(hindi.map((passage) => passage.id)).size).toBe(hindi.length);
    expect(hindi.some((passage) => english.some((e) => e.id === passage.id))).toBe(false);
  });

  it('is written in Hindi, with keywords for Hinglish and Devanagari questions', () => {
    for (const passage of hindi) {
      expect(passage.title, passage.id).toMatch(/[\u0900-\u097f]/);
      expect(passage.text, passage.id).toMatch(/[\u0900-\u097f]/);
      expect(passage.text, passage.id).not.toContain('keywords:');
      expect(passage.keywords, passage.id).toMatch(/[a-z]/);
      expect(passage.keywords, passage.id).toMatch(/[\u0900-\u097f]/);
    }
  });

  it('quotes the same numbers as the English (days, hours, rupees, phone numbers)', () => {
    const numbers = (text: string) => (text.match(/[\d.,:–₹×]+\d/g) ?? []).sort();
    hindi.forEach((passage, index) => {
      expect(numbers(passage.text), passage.title).toEqual(numbers(english[index]!.text));
    });
  });

  it('keeps the keywords line out of the English text too', () => {
    for (const passage of english) expect(passage.text).not.toContain('keywords:');
  });
});
