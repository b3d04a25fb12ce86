import { describe, expect, it } from 'vitest';
import { languageOfText } from './language.ts';

describe('the language of a message', () => {
  it.each([
    'रिफ़ंड कितने दिन में आता है?',
    'मेरा GST नोटिस आया है',
    'mujhe refund kab milega',
    'kya main cancel kar sakta hoon',
    'urgent aur normal me kya fark hai',
    'Padosi ne meri zameen pe kabza kar liya hai',
    'refund kab?',
  ])('hears Hindi in %j', (text) => {
    expect(languageOfText(text)).toBe('hi');
  });

  it.each([
    'How do refunds work?',
    'My landlord is not returning my security deposit',
    'Can I pay by UPI or card?',
    'I need a CA to file my main ITR, the par value of shares is confusing',
    'hi there, how do I post a request',
  ])('hears English in %j', (text) => {
    expect(languageOfText(text)).toBe('en');
  });

  it.each(['ok', '12345', 'namaste', 'Asha', '👍'])('hears no language in %j', (text) => {
    expect(languageOfText(text)).toBeNull();
  });
});
