import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromAcceptLanguage } from './language.ts';

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5, hi;q=0.8', 'hi'],
    ['mr-IN,hi;q=0.7,en;q=0.6', 'hi'],
    ['ta-IN,ta;q=0.9', 'en'],
    ['hi;q=0,en', 'en'],
    ['HI', 'hi'],
    ['*', 'en'],
    ['', 'en'],
    [';;;,,q=x', 'en'],
  ])('%j → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it('answers English when there is no header', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('isLanguage', () => {
  it('knows only en and hi', () => {
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
