import { describe, expect, it } from 'vitest';
import { emergencyGuidance, emergencyIn } from './safety.ts';

describe('emergency detection', () => {
  it.each([
    ['I have chest pain and my left arm is numb', 'medical'],
    ['papa ko seene me dard ho raha hai', 'medical'],
    ['माँ बेहोश हो गई हैं', 'medical'],
    ['I want to end my life', 'self-harm'],
    ['mann karta hai khudkushi kar lu', 'self-harm'],
    ['मैं आत्महत्या के बारे में सोच रहा हूं', 'self-harm'],
    ['my husband is beating me right now', 'violence'],
    ['padosi jaan se maarne ki dhamki de raha hai', 'violence'],
  ])('hears an emergency in %j', (text, kind) => {
    expect(emergencyIn(text)).toBe(kind);
  });

  it.each([
    'help me file itr with crypto trading profits',
    'the grape export contract needs review',
    'how do refunds work',
  ])('stays quiet for %j', (text) => {
    expect(emergencyIn(text)).toBeNull();
  });

  it('gives the same numbers in Hindi', () => {
    for (const kind of ['self-harm', 'medical', 'violence'] as const) {
      const numbers = (text: string) => text.match(/\d+/g);
      expect(numbers(emergencyGuidance(kind, 'hi'))).toEqual(numbers(emergencyGuidance(kind)));
      expect(emergencyGuidance(kind, 'hi')).toMatch(/सलाहकार कोई इमरजेंसी सेवा नहीं है।$/);
    }
  });

  it('gives 112 and Tele-MANAS 14416', () => {
    expect(emergencyGuidance('self-harm')).toContain('14416');
    expect(emergencyGuidance('medical')).toContain('112');
    expect(emergencyGuidance('violence')).toContain('112');
  });
});
