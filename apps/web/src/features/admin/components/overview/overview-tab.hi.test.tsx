import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { durationText } from './overview-format.ts';
import { OverviewTab } from './overview-tab.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const OVERVIEW: AdminOverview = {
  totalUsers: 1250,
  userGrowth: 12.5,
  activeProfessionals: 48,
  pendingApprovals: 3,
  totalConsultations: 310,
  completedToday: 4,
  monthlyRevenue: '150000.00',
  revenueGrowth: null,
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
  availability: { day: 99.93, week: null },
  completedConsultations: 120,
  recentActivity: [
    {
      id: 'admin:1',
      description: 'Anjali Sharma: user suspended: Repeated abuse',
      timestamp: '2026-03-06T09:30:00.000Z',
      type: 'user.suspended',
      kind: 'admin',
      actor: 'Anjali Sharma',
      link: null,
    },
    {
      id: 'payment:2',
      description: 'Ravi Kumar paid ₹1,500.00 for "GST filing"',
      timestamp: '2026-03-06T09:00:00.000Z',
      type: 'payment',
      kind: 'payment',
      actor: 'Ravi Kumar',
      link: '/admin?tab=financial',
    },
  ],
  categoryDistribution: [],
};

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  showInEnglish();
});

describe('the overview tab in Hindi', { timeout: 20_000 }, () => {
  it('shows its titles, figures, plurals and activity badges in Hindi', async () => {
    fakeFetch({ 'GET /api/admin/overview': { body: OVERVIEW } });
    render(
      <Providers>
        <MemoryRouter>
          <OverviewTab />
        </MemoryRouter>
      </Providers>,
    );

    expect(await screen.findByText('कुल यूज़र')).toBeInTheDocument();
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
    // The server's description is shown as sent; the badge and the byline are the web's.
    expect(within(admin!).getByText('Anjali Sharma: user suspended: Repeated abuse')).toBeVisible();
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
