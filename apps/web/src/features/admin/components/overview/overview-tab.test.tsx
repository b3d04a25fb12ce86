import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
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
  availability: { day: 99.93, week: 99.4 },
  completedConsultations: 120,
  recentActivity: [
    {
      id: 'admin:1',
      description: 'Anjali Sharma: user suspended (Ravi Kumar): Repeated abuse',
      code: 'adminActionOn',
      params: {
        actor: 'Anjali Sharma',
        action: 'user.suspended',
        target: 'Ravi Kumar',
        notes: 'Repeated abuse',
      },
      timestamp: '2026-03-06T09:30:00.000Z',
      type: 'user.suspended',
      kind: 'admin',
      actor: 'Anjali Sharma',
      link: null,
      count: 1,
    },
    {
      id: 'payment:2',
      description: 'Ravi Kumar paid ₹1,500.00 for "GST filing"',
      code: 'paid',
      params: { actor: 'Ravi Kumar', amount: '₹1,500.00', title: 'GST filing' },
      timestamp: '2026-03-06T09:00:00.000Z',
      type: 'payment',
      kind: 'payment',
      actor: 'Ravi Kumar',
      link: '/admin?tab=financial',
      count: 1,
    },
  ],
  categoryDistribution: [],
};

function renderOverview() {
  render(
    <Providers>
      <MemoryRouter>
        <OverviewTab />
      </MemoryRouter>
    </Providers>,
  );
}

resetFakesAfterEach();

describe('the overview tab', { timeout: 20_000 }, () => {
  it('shows every figure in its unit: rupees, percents, minutes, uptime and IST times', async () => {
    fakeFetch({ 'GET /api/admin/overview': { body: OVERVIEW } });
    renderOverview();

    expect(await screen.findByText('1250')).toBeVisible();
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
    expect(screen.getByText('Process uptime (this server)')).toBeInTheDocument();
    expect(screen.getByText('99.93%')).toBeInTheDocument();
    expect(screen.getByText('99.40%')).toBeInTheDocument();
    const undelivered = screen.getByText('Emails not delivered (7 days)').closest('div')!;
    expect(within(undelivered).getByText('7')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'Recent activity' });
    const [admin, payment] = within(activity).getAllByRole('listitem');
    expect(
      within(admin!).getByText('Anjali Sharma: user suspended (Ravi Kumar): Repeated abuse'),
    ).toBeVisible();
    expect(within(admin!).getByText('6 Mar 2026, 3:00 pm IST')).toBeInTheDocument();
    expect(within(admin!).getByText('User', { exact: true })).toBeInTheDocument();
    expect(within(payment!).getByRole('link', { name: /paid ₹1,500.00/ })).toHaveAttribute(
      'href',
      '/admin?tab=financial',
    );
    expect(within(payment!).getByText('Payment', { exact: true })).toBeInTheDocument();
    expect(within(payment!).getByText(/by Ravi Kumar/)).toBeInTheDocument();
  });

  it('says when there is nothing to compare, no offers and no activity', async () => {
    fakeFetch({
      'GET /api/admin/overview': {
        body: {
          ...OVERVIEW,
          userGrowth: null,
          revenueGrowth: null,
          avgResponseTime: null,
          availability: { day: null, week: null },
          recentActivity: [],
        },
      },
    });
    renderOverview();

    expect(await screen.findByText('No offers yet')).toBeVisible();
    expect(screen.getAllByText('Nothing last month to compare with')).toHaveLength(2);
    expect(screen.getByText('No recent activity to display.')).toBeInTheDocument();
    expect(screen.getAllByText('Not recorded yet')).toHaveLength(2);
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
    expect(await screen.findByText('1250')).toBeVisible();
  });

  it('writes uptime as its two largest units', () => {
    expect(durationText(45)).toBe('45 seconds');
    expect(durationText(3_600)).toBe('1 hour');
    expect(durationText(3_660)).toBe('1 hour 1 minute');
    expect(durationText(86_400 + 120)).toBe('1 day');
  });
});

describe('the overview tab in Hindi', { timeout: 20_000 }, () => {
  beforeEach(showInHindi);

  it('shows its titles, figures, plurals and activity in Hindi', async () => {
    // No growth to compare with and no week of checks yet: the two "nothing yet" texts.
    const overview = { ...OVERVIEW, revenueGrowth: null, availability: { day: 99.93, week: null } };
    fakeFetch({ 'GET /api/admin/overview': { body: overview } });
    renderOverview();

    expect(await screen.findByText('कुल यूज़र')).toBeVisible();
    expect(screen.getByText('1250')).toBeInTheDocument();
    expect(screen.getByText('पिछले महीने से +12.5%')).toBeInTheDocument();
    expect(screen.getByText('3 मंज़ूरी के लिए बाकी')).toBeInTheDocument();
    expect(screen.getByText('आज 4 पूरे हुए')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
    expect(screen.getByText('पिछले महीने से तुलना के लिए कुछ नहीं')).toBeInTheDocument();
    expect(screen.getByText('42 मिनट')).toBeInTheDocument();
    expect(screen.getByText('2 दिन 3 घंटे')).toBeInTheDocument();
    expect(screen.getByText('सिस्टम की स्थिति')).toBeInTheDocument();
    expect(screen.getByText('अभी दर्ज नहीं हुआ')).toBeInTheDocument();
    const activity = screen.getByRole('list', { name: 'हाल की गतिविधि' });
    const [admin, payment] = within(activity).getAllByRole('listitem');
    // The lines are worded here from the server's code and values; names, titles and notes as
    // typed, the amount as the server wrote it.
    expect(
      within(admin!).getByText('Anjali Sharma: यूज़र निलंबित किया गया (Ravi Kumar): Repeated abuse'),
    ).toBeVisible();
    expect(
      within(payment!).getByRole('link', {
        name: 'Ravi Kumar ने "GST filing" के लिए ₹1,500.00 का भुगतान किया',
      }),
    ).toHaveAttribute('href', '/admin?tab=financial');
    expect(within(admin!).getByText('यूज़र', { exact: true })).toBeInTheDocument();
    expect(within(payment!).getByText('भुगतान', { exact: true })).toBeInTheDocument();
    expect(within(payment!).getByText(/Ravi Kumar द्वारा/)).toBeInTheDocument();
    expect(screen.queryByText(/from last month|pending approval/)).not.toBeInTheDocument();
  });

  it('writes durations with Hindi units', () => {
    expect(durationText(45)).toBe('45 सेकंड');
    expect(durationText(3_600)).toBe('1 घंटा');
    expect(durationText(3_660 + 3_600)).toBe('2 घंटे 1 मिनट');
  });
});
