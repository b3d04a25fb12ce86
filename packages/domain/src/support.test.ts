import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.ts';
import {
  supportFactLines,
  supportFactsOf,
  supportFactsSchema,
  supportHoursLines,
  supportReplyLine,
} from './support.ts';

describe('support facts', () => {
  const facts = supportFactsOf({
    email: 'support@salahkar.in',
    phone: '+91 80 4567 8900',
    address: 'Bengaluru, Karnataka, India',
  });

  it('words the hours the policies have always stated', () => {
    expect(supportHoursLines('en')).toEqual([
      'Monday to Friday: 9:00 to 18:00 IST',
      'Saturday: 10:00 to 14:00 IST',
      'Closed on Sundays and public holidays',
    ]);
    expect(supportHoursLines('hi')).toEqual([
      'सोमवार से शुक्रवार: 9:00 से 18:00 बजे तक (IST)',
      'शनिवार: 10:00 से 14:00 बजे तक (IST)',
      'रविवार और सार्वजनिक छुट्टियों पर बंद',
    ]);
  });

  it('never claims round-the-clock support', () => {
    for (const language of LANGUAGES) {
      const all = [...supportFactLines(facts, language), supportReplyLine(language)].join(' ');
      expect(all).not.toMatch(/24\s*[/x×]\s*7|around the clock|चौबीसों/i);
    }
  });

  it('lists the phone only when one is configured', () => {
    expect(supportFactLines(facts, 'en')).toContain('Phone: +91 80 4567 8900');
    const withoutPhone = supportFactsOf({ ...facts, phone: '  ' });
    expect(withoutPhone.phone).toBeNull();
    expect(supportFactLines(withoutPhone, 'en').some((line) => line.startsWith('Phone'))).toBe(
      false,
    );
    expect(supportFactLines(withoutPhone, 'hi')[0]).toBe('ईमेल: support@salahkar.in');
  });

  it('is what GET /api/support answers', () => {
    expect(supportFactsSchema.parse(facts)).toEqual(facts);
    expect(facts.replyHours).toBe(24);
  });
});
