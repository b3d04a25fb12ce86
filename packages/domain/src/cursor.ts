import { z } from 'zod';

/**
 * Where a keyset page ends: the last row's `created_at` (UTC, to the microsecond, as the database
 * stores it) and `id`. The next page holds the rows strictly before it in (created_at, id) order.
 */
export type Cursor = { createdAt: string; id: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_CURSOR_LENGTH = 128;

// base64url of ASCII text, written out because the domain package has neither Buffer nor btoa.
function toBase64Url(text: string): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const char of text) {
    value = ((value << 8) | (char.charCodeAt(0) & 0xff)) & 0xffff;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += ALPHABET[(value >> bits) & 63];
    }
  }
  if (bits > 0) out += ALPHABET[(value << (6 - bits)) & 63];
  return out;
}

function fromBase64Url(encoded: string): string | null {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const char of encoded) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 6) | digit) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((value >> bits) & 0xff);
    }
  }
  return out;
}

/** The opaque `cursor` a client sends back to get the page after `cursor`'s row. */
export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(`${cursor.createdAt}|${cursor.id}`);
}

/** The cursor inside `text`, or null when it is not one this server wrote. */
export function decodeCursor(text: string): Cursor | null {
  if (text.length === 0 || text.length > MAX_CURSOR_LENGTH) return null;
  const [createdAt, id, ...rest] = (fromBase64Url(text) ?? '').split('|');
  if (!createdAt || !id || rest.length > 0) return null;
  if (!TIME.test(createdAt) || !UUID.test(id) || Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id: id.toLowerCase() };
}

/** `?cursor=` parsed into its parts; anything else is a 400 that says what to do. */
export const cursorSchema = z.string().transform((text, ctx): Cursor => {
  const cursor = decodeCursor(text);
  if (!cursor) {
    ctx.addIssue({
      code: 'custom',
      message: 'Cursor is not valid: load the list again from its first page',
    });
    return z.NEVER;
  }
  return cursor;
});
