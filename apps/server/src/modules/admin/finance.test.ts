import { describe, expect, it } from 'vitest';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { useFinanceFixture } from '../../test/finance.ts';

describe('admin financial summary and transactions', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const fixture = useFinanceFixture(t);

  it('sums the ledger, payments and payouts', async () => {
    const { status, body } = await m.jsonAs(fixture.admin, '/api/admin/financial/summary');
    expect(status).toBe(200);
    expect(body).toEqual({
      // Captured: ₹1,000 + ₹500 + ₹2,000 (the failed payment captured nothing).
      totalRevenue: '3500.00',
      // Released ₹100 + ₹200 this month, ₹150 last month.
      totalCommission: '450.00',
      totalPayouts: '400.00',
      pendingPayouts: '300.00',
      monthlyRevenue: '300.00',
      monthlyGrowth: 100,
      transactionCount: 3,
    });
  });

  it('lists payments newest first with titles and names, a page at a time', async () => {
    const first = await m.jsonAs(fixture.admin, '/api/admin/financial/transactions?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 4, hasMore: true });
    expect(first.body.items).toHaveLength(2);
    const second = await m.jsonAs(
      fixture.admin,
      '/api/admin/financial/transactions?pageSize=2&page=2',
    );
    expect(second.body).toMatchObject({ total: 4, hasMore: false });
    const all = [...first.body.items, ...second.body.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(4);
    const times = all.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const a = all.find((item) => item.consultationId === fixture.caseA.consultationId);
    expect(a).toMatchObject({
      consultationTitle: 'Help filing my ITR',
      userName: 'Test Person',
      professionalName: 'Test Person',
      status: 'paid',
      amount: '1000.00',
      platformShare: '100.00',
      refundedAmount: '0.00',
    });
  });

  it('filters by status', async () => {
    const { body } = await m.jsonAs(
      fixture.admin,
      '/api/admin/financial/transactions?status=failed',
    );
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      consultationTitle: 'Review my rental agreement',
      status: 'failed',
      amount: '500.00',
    });
    const bad = await m.jsonAs(fixture.admin, '/api/admin/financial/transactions?status=lost');
    expect(bad.status).toBe(400);
  });
});
