import { describe, expect, it } from 'vitest';
import { offlinePageLanguage } from './offline-language.ts';

describe('offlinePageLanguage', () => {
  it('is Hindi under /hi, whatever the kept choice', () => {
    expect(offlinePageLanguage('/hi', () => 'en')).toBe('hi');
    expect(offlinePageLanguage('/hi/terms', () => 'en')).toBe('hi');
  });

  it("is the app's language elsewhere", () => {
    expect(offlinePageLanguage('/dashboard', () => 'hi')).toBe('hi');
    expect(offlinePageLanguage('/history', () => 'en')).toBe('en');
    expect(offlinePageLanguage('/consultation/c1', () => 'en')).toBe('en');
  });
});
