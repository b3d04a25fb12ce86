import { describe, expect, it } from 'vitest';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { useFinanceFixture } from '../../test/finance.ts';
import { growthPercent } from './overview.service.ts';
import { platformActivity } from './platform-activity.ts';

describe('overview helpers', () => {
  it('computes growth as a percent change, null when the previous month is 0', () => {
    expect(growthPercent(300, 150)).toBe(100);
    expect(growthPercent(100, 300)).toBe(-66.7);
    expect(growthPercent(5, 0)).toBeNull();
    expect(growthPercent(0, 0)).toBeNull();
  });
});

describe('GET /api/admin/overview', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const fixture = useFinanceFixture(t);

  it('answers every metric computed from the data', async () => {
    const { status, body } = await m.jsonAs(fixture.admin, '/api/admin/overview');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      // Three owners (role user); one of them signed up last month: 2 this month vs 1.
      totalUsers: 3,
      userGrowth: 100,
      // Three CA professionals and the lawyer; one more awaits approval.
      activeProfessionals: 4,
      pendingApprovals: 1,
      totalConsultations: 4,
      completedToday: 2,
      // ₹100 + ₹200 released this month; ₹150 last month.
      monthlyRevenue: '300.00',
      revenueGrowth: 100,
      activeConsultations: 1,
      weeklyConsultations: 4,
      // Offers on the paid cases came at once; the open request waited 40 minutes: 40 / 4.
      avgResponseTime: 10,
      // Two completed out of three that were assigned.
      completionRate: 66.7,
      // Ratings 5 and 3: one of two is 4 or more; the mean is 4.
      satisfaction: 50,
      avgProfessionalRating: 4,
      pendingQueries: 1,
      failedPayments: 1,
      // Every mail the fixture caused went out.
      stuckMails: 0,
    });
    expect(Number.isInteger(body.systemUptime)).toBe(true);
    expect(body.systemUptime).toBeGreaterThanOrEqual(0);
    expect(body.categoryDistribution).toEqual([
      { category: 'CA', count: 3, percent: 75 },
      { category: 'Lawyer', count: 1, percent: 25 },
      { category: 'Doctor', count: 0, percent: 0 },
      { category: 'Engineer', count: 0, percent: 0 },
      { category: 'Career_Consultant', count: 0, percent: 0 },
    ]);
    expect(body.completedConsultations).toBe(2);
    // The heartbeat job does not run in tests: nothing recorded, so nothing to claim.
    expect(body.availability).toEqual({ day: null, week: null });
    expect(body.recentActivity[0]).toMatchObject({
      description: 'Meera Iyer approved Test Person: Licence checked',
      // The same line as a code and its values, which the web words in Hindi too.
      code: 'approved',
      params: { actor: 'Meera Iyer', target: 'Test Person', notes: 'Licence checked' },
      type: 'professional.approved',
      kind: 'admin',
      actor: 'Meera Iyer',
    });
    expect(body.recentActivity.length).toBe(10);
    const times = body.recentActivity.map((item: { timestamp: string }) => item.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lists platform activity of every kind, newest first, alongside admin actions', async () => {
    const { body } = await m.jsonAs(fixture.admin, '/api/admin/overview');
    const all = await platformActivity(t.database.db, 100);
    const kinds = new Set(all.map((item) => item.kind));
    for (const kind of ['signup', 'application', 'request', 'payment', 'completion', 'admin']) {
      expect(kinds, kind).toContain(kind);
    }
    expect(all.slice(0, 10)).toEqual(body.recentActivity);
    const payment = all.find((item) => item.kind === 'payment')!;
    expect(payment.description).toMatch(/ paid ₹[\d,]+\.\d{2} for "/);
    expect(payment).toMatchObject({
      code: 'paid',
      params: { amount: expect.stringMatching(/^₹/) },
    });
    expect(payment.link).toBe('/admin?tab=financial');
    const request = all.find((item) => item.kind === 'request')!;
    expect(request.description).toMatch(/ posted "/);
  });

  it('refuses everyone but an admin', async () => {
    const user = await m.createPerson();
    expect((await m.callAs(user, '/api/admin/overview')).status).toBe(403);
    expect((await m.callAs(null, '/api/admin/overview')).status).toBe(401);
  });
});
