import { describe, expect, it } from 'vitest';
import { answerScript, scriptOfText } from './script.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const assistant = (content: string) => ({ role: 'assistant' as const, content });

describe('the script of an answer', () => {
  it.each([
    ['रिफ़ंड कितने दिन में आता है?', 'hi'],
    ['mujhe refund kab milega', 'hl'],
    ['income tax return file karna hai', 'hl'],
    ['How do refunds work?', 'en'],
    ['ok', null],
  ])('reads %j as %s', (text, script) => {
    expect(scriptOfText(text)).toBe(script);
  });

  it('follows the asker’s latest message that shows a script; the site decides otherwise', () => {
    expect(answerScript([user('How do refunds work?')], 'hi')).toBe('en');
    expect(answerScript([user('रिफ़ंड कैसे मिलेगा')], 'en')).toBe('hi');
    expect(answerScript([user('mera paisa kab wapas aayega'), user('ok')], 'hi')).toBe('hl');
    expect(answerScript([user('ok')], 'hi')).toBe('hi');
    expect(answerScript([user('ok')], undefined)).toBe('en');
    // The assistant's own words do not count.
    expect(answerScript([assistant('नमस्ते!'), user('ok')], 'en')).toBe('en');
  });
});
