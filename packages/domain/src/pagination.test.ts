import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offsetOf, pageOf, pageQuerySchema, pageSchemaOf } from './pagination.ts';

describe('pageQuerySchema', () => {
  it('defaults to page 1 of 20', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('coerces query-string values', () => {
    expect(pageQuerySchema.parse({ page: '3', pageSize: '100' })).toEqual({
      page: 3,
      pageSize: 100,
    });
  });

  it('refuses out-of-range or fractional values', () => {
    for (const query of [{ page: '0' }, { pageSize: '101' }, { pageSize: '0' }, { page: '1.5' }]) {
      expect(pageQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(pageQuerySchema.safeParse({ pageSize: '101' }).error?.issues[0]?.message).toBe(
      'Page size cannot exceed 100',
    );
  });
});

describe('pageOf', () => {
  it('says whether more rows follow', () => {
    expect(offsetOf({ page: 3, pageSize: 20 })).toBe(40);
    expect(pageOf(['a', 'b'], { page: 1, pageSize: 2 }, 5).hasMore).toBe(true);
    expect(pageOf(['e'], { page: 3, pageSize: 2 }, 5)).toEqual({
      items: ['e'],
      page: 3,
      pageSize: 2,
      total: 5,
      hasMore: false,
      nextCursor: null,
    });
    expect(pageOf([], { page: 1, pageSize: 20 }, 0).hasMore).toBe(false);
  });

  it('describes a page of items as a schema', () => {
    const schema = pageSchemaOf(z.object({ id: z.string() }));
    const page = pageOf([{ id: 'a' }], { page: 1, pageSize: 20 }, 1);
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ ...page, items: [{ id: 1 }] }).success).toBe(false);
  });
});
