import { z } from 'zod';
import { ERROR_CATALOG } from '../errors/catalog.ts';

// Text PostgreSQL cannot store: U+0000 (refused in text and jsonb) and a UTF-16 surrogate without
// its pair (not Unicode at all; refused in jsonb, mangled elsewhere).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What a person is told when their text carries such characters. */
export const BROKEN_TEXT_MESSAGE = ERROR_CATALOG.BROKEN_TEXT.message;

/** True when the text can be stored and shown as it is. */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * True when any string in the value (object keys included, at any depth) is not safe text.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function containsBrokenText(value: unknown): boolean {
  // Most requests have no query, no params and no body: answered without allocating anything.
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return !isSafeText(value);
  if (typeof value !== 'object' || isEmptyObject(value)) return false;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isSafeText(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object' && !ArrayBuffer.isView(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (!isSafeText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function isEmptyObject(value: object): boolean {
  if (Array.isArray(value)) return value.length === 0;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** A string schema that refuses NUL and lone surrogates with BROKEN_TEXT_MESSAGE. */
export const safeText = () => z.string().refine(isSafeText, BROKEN_TEXT_MESSAGE);

/**
 * Trimmed text of `min` to `max` characters, with the forms' messages: "<Label> is required" where
 * one character is enough, else "<Label> must be at least N characters"; "<Label> cannot exceed N
 * characters".
 */
export function boundedText(label: string, min: number, max: number) {
  const tooShort =
    min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`;
  return z.string().trim().min(min, tooShort).max(max, `${label} cannot exceed ${max} characters`);
}

/** Trimmed text of at most `max` characters: "<Label> cannot exceed N characters". */
const textUpTo = (label: string, max: number) =>
  z.string().trim().max(max, `${label} cannot exceed ${max} characters`);

/** Optional trimmed text of at most `max` characters; left out or blank, it is null. */
export function optionalText(label: string, max: number) {
  return textUpTo(label, max)
    .optional()
    .transform((value) => value || null);
}

/** As optionalText, for a field a form may also send as null (a profile's, an approval's notes). */
export function nullableText(label: string, max: number) {
  return textUpTo(label, max)
    .nullish()
    .transform((value) => (value ? value : null));
}
