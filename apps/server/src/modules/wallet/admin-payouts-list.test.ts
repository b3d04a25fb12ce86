import { describe, expect, it } from 'vitest';
import { useAdminMarketplace } from '../../test/admin.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { createPaidConsultation } from '../../test/payments.ts';

const { t, admin } = useAdminMarketplace();
const m = marketplace(t);

const get = (person: Person | null, pathname: string) => m.jsonAs(person, pathname);
const requestPayout = (person: Person, amount: number) =>
  m.jsonAs(person, '/api/professional/payouts', { method: 'POST', json: { amount } });

type PayoutPage = {
  items: { id: string; status: string }[];
  page: number;
  total: number;
  hasMore: boolean;
  nextCursor: string | null;
};

/** Every page of `pathname`, following each answer's nextCursor. */
async function allPages(pathname: string): Promise<PayoutPage[]> {
  const pages: PayoutPage[] = [];
  let cursor: string | null = null;
  do {
    const url: string = cursor ? `${pathname}&cursor=${cursor}` : pathname;
    const answer = await get(admin, url);
    expect(answer.status).toBe(200);
    const page = answer.body as PayoutPage;
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 20) throw new Error('The cursor never ends');
  } while (cursor);
  return pages;
}

describe('the admin payouts list', () => {
  it('pages newest first by cursor, each payout once, of a status or all', async () => {
    // ₹900 in the wallet: five payouts of ₹100, the oldest two then paid.
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '1000.00',
    });
    await completeAndRelease(t, consultationId);
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push((await requestPayout(professional, 100)).body.id);
    for (const id of ids.slice(0, 2)) {
      const paid = await m.jsonAs(admin, `/api/admin/payouts/${id}/mark-paid`, {
        method: 'POST',
        json: { bankReference: `UTR-${id.slice(0, 8)}` },
      });
      expect(paid.status).toBe(200);
    }
    const newestFirst = [...ids].reverse();

    const every = await allPages('/api/admin/payouts?pageSize=2');
    const listed = every.flatMap((page) => page.items.map((item) => item.id));
    // Other tests of this app may have made payouts too: ours come in order, each once.
    expect(listed.filter((id) => ids.includes(id))).toEqual(newestFirst);
    expect(new Set(listed).size).toBe(listed.length);
    expect(every.at(-1)).toMatchObject({ hasMore: false, nextCursor: null });
    expect(every[0]).toMatchObject({ page: 1, hasMore: true });
    expect(every[0]!.total).toBe(listed.length);

    const requested = await allPages('/api/admin/payouts?status=requested&pageSize=2');
    const requestedIds = requested.flatMap((page) => page.items.map((item) => item.id));
    expect(requestedIds.filter((id) => ids.includes(id))).toEqual(newestFirst.slice(0, 3));
    expect(
      requested.flatMap((page) => page.items).every((item) => item.status === 'requested'),
    ).toBe(true);

    // Page numbers still work for old clients: the second page by number is the cursor's.
    const second = await get(admin, '/api/admin/payouts?pageSize=2&page=2');
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual(
      every[1]!.items.map((item) => item.id),
    );

    const bad = await get(admin, '/api/admin/payouts?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(
      'Cursor is not valid: load the list again from its first page',
    );
  });
});
