import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from '../live-client-messages.ts';
import { sendMessageSchema } from './chat.ts';
import {
  BROKEN_TEXT_MESSAGE,
  boundedText,
  containsBrokenText,
  isSafeText,
  nullableText,
  optionalText,
  safeText,
} from './text.ts';

describe('safe text', () => {
  it('refuses NUL and lone surrogates, keeps paired ones', () => {
    expect(isSafeText('namaste 🙏 नमस्ते')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00y')).toBe(false);
    expect(isSafeText('\udc00\ud800')).toBe(false);
  });

  it('finds broken text at any depth, in keys too, without overflowing on deep nesting', () => {
    expect(containsBrokenText({ a: [1, { b: 'ok' }] })).toBe(false);
    expect(containsBrokenText({ a: [1, { b: 'n\u0000' }] })).toBe(true);
    expect(containsBrokenText({ ['k\ud800']: 1 })).toBe(true);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsBrokenText(deep)).toBe(true);
  });

  // Any UTF-16 code unit, the edges (NUL, each end of both surrogate ranges) often, so lone and
  // paired surrogates and NUL all come up in every run. (fast-check's own 'binary' unit spends
  // seconds building its tables on first use, over the test's timeout on a busy CI machine.)
  const utf16CodeUnit = fc.oneof(
    fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'),
    fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  );

  it('agrees with String.prototype.isWellFormed on arbitrary UTF-16', () => {
    fc.assert(
      fc.property(fc.string({ unit: utf16CodeUnit }), (text) => {
        const wellFormed = (text as string & { isWellFormed(): boolean }).isWellFormed();
        expect(isSafeText(text)).toBe(wellFormed && !text.includes('\u0000'));
      }),
    );
  });

  it('gives the readable message as a schema refinement', () => {
    const result = safeText().safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(BROKEN_TEXT_MESSAGE);
  });
});

describe('text that is stored as it comes', () => {
  it('refuses a chat message with NUL over HTTP and over the live channel', () => {
    expect(sendMessageSchema.safeParse({ message: 'hi\u0000' }).error?.issues[0]?.message).toBe(
      BROKEN_TEXT_MESSAGE,
    );
    const frame = {
      type: 'message',
      consultationId: '6c3e2a0c-59e8-4d6e-a0d8-cd27a65ce021',
      message: 'hi\ud800',
    };
    expect(clientMessageSchema.safeParse(frame).error?.issues[0]?.message).toBe(
      BROKEN_TEXT_MESSAGE,
    );
  });
});

describe('form text fields', () => {
  const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('bounds trimmed text, saying which end was missed', () => {
    const title = boundedText('Title', 5, 150);
    expect(title.parse('  Help with ITR  ')).toBe('Help with ITR');
    expect(messageOf(title.safeParse('  abc  '))).toBe('Title must be at least 5 characters');
    expect(messageOf(title.safeParse('x'.repeat(151)))).toBe('Title cannot exceed 150 characters');
    expect(messageOf(boundedText('Subject', 1, 200).safeParse('   '))).toBe('Subject is required');
  });

  it('gives null for optional text left out or blank; only the nullable kind takes null', () => {
    const comment = optionalText('Comment', 10);
    expect(comment.parse(undefined)).toBeNull();
    expect(comment.parse('   ')).toBeNull();
    expect(comment.parse(' fine ')).toBe('fine');
    expect(comment.safeParse(null).success).toBe(false);
    expect(messageOf(comment.safeParse('x'.repeat(11)))).toBe(
      'Comment cannot exceed 10 characters',
    );
    expect(nullableText('Notes', 10).parse(null)).toBeNull();
  });
});
