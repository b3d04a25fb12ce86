import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { keysetPageQuerySchema } from './pagination.ts';

const CURSOR = {
  createdAt: '2026-11-24T11:52:04.123456Z',
  id: '0b5e8f1c-2d3a-4e5f-8a9b-0c1d2e3f4a5b',
};

describe('cursor', () => {
  it('round-trips the last row of a page, keeping microseconds', () => {
    const text = encodeCursor(CURSOR);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text)).toEqual(CURSOR);
    expect(keysetPageQuerySchema.parse({ cursor: text })).toEqual({
      page: 1,
      pageSize: 20,
      cursor: CURSOR,
    });
  });

  it('turns anything it did not write into a readable 400 message', () => {
    const forged = [
      '',
      'not base64!',
      encodeCursor({ createdAt: 'yesterday', id: CURSOR.id }),
      encodeCursor({ createdAt: CURSOR.createdAt, id: 'robert' }),
      encodeCursor(CURSOR) + 'AAAA',
      'A'.repeat(500),
    ];
    for (const cursor of forged) {
      const result = keysetPageQuerySchema.safeParse({ cursor });
      expect(result.success, cursor).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Cursor is not valid: load the list again from its first page',
      );
    }
  });
});
