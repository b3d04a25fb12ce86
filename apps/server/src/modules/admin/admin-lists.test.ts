import { beforeAll, describe, expect, it } from 'vitest';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { useFinanceFixture } from '../../test/finance.ts';

// Every admin list pages by (time, id) keyset: Load More follows nextCursor to the end, each row
// once, in the same order as one big page; hasMore comes from reading one row more.

const t = useMarketplaceApp();
const m = marketplace(t);
const fixture = useFinanceFixture(t);
beforeAll(async () => {
  // More people than a page, some created in the same instant as each other.
  await Promise.all(Array.from({ length: 4 }, () => m.createPerson()));
});

type ListBody = {
  items: Array<{ id: string }>;
  hasMore: boolean;
  nextCursor: string | null;
  total: number;
};
const list = async (path: string) => {
  const { status, body } = await m.jsonAs(fixture.admin, path);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ListBody;
};
const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`;

const LISTS = [
  '/api/admin/users',
  '/api/admin/users?role=professional',
  '/api/admin/all-consultations',
  '/api/admin/all-consultations?category=CA',
  '/api/admin/all-consultations?status=completed',
  '/api/admin/financial/transactions',
  '/api/admin/financial/transactions?status=paid',
  '/api/admin/consultations/queries',
];

describe('admin lists by cursor', () => {
  it.each(LISTS)('%s: Load More by cursor walks the whole list once', async (path) => {
    const whole = await list(withQuery(path, 'pageSize=100'));
    expect(whole.hasMore).toBe(false);
    expect(whole.nextCursor).toBeNull();
    expect(whole.total).toBe(whole.items.length);
    expect(whole.items.length).toBeGreaterThan(0);

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages += 1) {
      const page: ListBody = await list(
        withQuery(path, `pageSize=1${cursor ? `&cursor=${cursor}` : ''}`),
      );
      seen.push(...page.items.map((item) => item.id));
      expect(page.hasMore).toBe(page.nextCursor !== null);
      if (!page.hasMore) break;
      // Totals are counted (capped) only when a page does not hold the whole list.
      expect(page.total).toBe(whole.items.length);
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(whole.items.map((item) => item.id));
  });

  it('refuses a cursor it did not write, saying what to do', async () => {
    const { status, body } = await m.jsonAs(fixture.admin, '/api/admin/users?cursor=not-a-cursor');
    expect(status).toBe(400);
    expect(body.message).toContain('Cursor is not valid: load the list again from its first page');
  });
});
