import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { durationText } from './overview-format.ts';
import { OverviewTab } from './overview-tab.tsx';

const OVERVIEW: AdminOverview = {
  totalUsers: 1250,
  userGrowth: 12.5,
  activeProfessionals: 48,
  pendingApprovals: 3,
  totalConsultations: 310,
  completedToday: 4,
  monthlyRevenue: '150000.00',
  revenueGrowth: -8.2,
  activeConsultations: 17,
  weeklyConsultations: 22,
  avgResponseTime: 42,
  completionRate: 86.4,
  satisfaction: 92.3,
  avgProfessionalRating: 4.6,
  pendingQueries: 2,
  failedPayments: 1,
  stuckMails: 7,
  systemUptime: 2 * 86_400 + 3 * 3_600 + 59,
  recentActivity: [
    {
      id: '1',
      description: 'Anjali Sharma: user suspended',
      timestamp: '2026-03-06T09:30:00.000Z',
      type: 'user.suspended',
    },
  ],
  categoryDistribution: [],
};

function renderOverview() {
  render(
    <Providers>
      <OverviewTab />
    </Providers>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the overview tab', { timeout: 20_000 }, () => {
  it('shows every figure in its unit: rupees, percents, minutes, uptime and IST times', async () => {
    fakeFetch({ 'GET /api/admin/overview': { body: OVERVIEW } });
    renderOverview();

    expect(await screen.findByText('1250')).toBeInTheDocument();
    expect(screen.getByText('+12.5% from last month')).toBeInTheDocument();
    expect(screen.getByText('3 pending approval')).toBeInTheDocument();
    expect(screen.getByText('4 completed today')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
    expect(screen.getByText('-8.2% from last month')).toBeInTheDocument();
    expect(screen.getByText('42 minutes')).toBeInTheDocument();
    expect(screen.getByText('86.4%')).toBeInTheDocument();
    expect(screen.getByText('92.3%')).toBeInTheDocument();
    expect(screen.getByText('4.6 / 5')).toBeInTheDocument();
    expect(screen.getByText('2 days 3 hours')).toBeInTheDocument();
    const undelivered = screen.getByText('Emails not delivered (7 days)').closest('div')!;
    expect(within(undelivered).getByText('7')).toBeInTheDocument();
    const activity = screen.getByRole('list');
    expect(within(activity).getByText('Anjali Sharma: user suspended')).toBeInTheDocument();
    expect(within(activity).getByText('6 Mar 2026, 3:00 pm IST')).toBeInTheDocument();
    expect(within(activity).getByText('User', { exact: true })).toBeInTheDocument();
  });

  it('says when there is nothing to compare, no offers and no activity', async () => {
    fakeFetch({
      'GET /api/admin/overview': {
        body: {
          ...OVERVIEW,
          userGrowth: null,
          revenueGrowth: null,
          avgResponseTime: null,
          recentActivity: [],
        },
      },
    });
    renderOverview();

    expect(await screen.findByText('No offers yet')).toBeInTheDocument();
    expect(screen.getAllByText('Nothing last month to compare with')).toHaveLength(2);
    expect(screen.getByText('No recent activity to display.')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    let calls = 0;
    fakeFetch({
      'GET /api/admin/overview': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'boom' } } : { body: OVERVIEW };
      },
    });
    renderOverview();

    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1250')).toBeInTheDocument();
  });

  it('writes uptime as its two largest units', () => {
    expect(durationText(45)).toBe('45 seconds');
    expect(durationText(3_600)).toBe('1 hour');
    expect(durationText(3_660)).toBe('1 hour 1 minute');
    expect(durationText(86_400 + 120)).toBe('1 day');
  });
});
