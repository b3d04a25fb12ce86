import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFESSIONAL_REVIEW_TIME_TEXT } from '@salahkar/domain/limits';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { AwaitingApprovalPanel } from './dashboard-panels.tsx';
import { ProfessionalDashboard } from './professional-dashboard.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const PROFESSIONAL = {
  ...SIGNED_IN_USER,
  firstName: 'Rajesh',
  role: 'professional' as const,
  isApproved: true,
  specialization: 'CA' as const,
};

function listsWith(stats: Record<string, unknown>) {
  return {
    'GET /api/professional/stats': { body: stats },
    'GET /api/professional/available-consultations?page=1&pageSize=20': { body: pageOf([]) },
    'GET /api/professional/offers?status=pending&page=1&pageSize=20': { body: pageOf([]) },
    'GET /api/professional/offers?status=accepted&page=1&pageSize=20': { body: pageOf([]) },
    'GET /api/consultations/accepted?page=1&pageSize=20': { body: pageOf([]) },
    'GET /api/professional/pending-actions?page=1&pageSize=20': { body: pageOf([]) },
  };
}

function renderDashboard(user = PROFESSIONAL) {
  render(
    <Providers>
      <MemoryRouter>
        <ProfessionalDashboard user={user} />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  showInEnglish();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the professional dashboard in Hindi', { timeout: 20_000 }, () => {
  it('greets and names the four tiles in Hindi, with the same figures', async () => {
    fakeFetch(
      listsWith({
        activeCases: 2,
        pendingOffers: 3,
        rating: 4.8,
        reviewCount: 12,
        monthEarnings: '15000.00',
      }),
    );
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'फिर से स्वागत है, Rajesh!' })).toBeInTheDocument();
    expect(screen.getByText('प्रोफ़ेशनल डैशबोर्ड · CA और वित्त')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वॉलेट' })).toHaveAttribute('href', '/wallet');
    expect(screen.getByRole('link', { name: 'पूरे हुए केस' })).toBeInTheDocument();

    expect(await screen.findByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('चालू केस').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('काउंटर ऑफ़र', { selector: 'p' }).nextSibling).toHaveTextContent('3');
    expect(screen.getByText('जवाब का इंतज़ार', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('रेटिंग')).toBeInTheDocument();
    expect(screen.getByText('12 रिव्यू')).toBeInTheDocument();
    expect(screen.getByText('इस महीने')).toBeInTheDocument();
    expect(screen.getByText('जारी हुई कमाई')).toBeInTheDocument();
    expect(screen.getByText('₹15,000')).toBeInTheDocument();

    // The lists' cards and their empty texts follow.
    expect(screen.getByText('उपलब्ध अनुरोध')).toBeInTheDocument();
    expect(screen.getByText('अभी आपके क्षेत्र में कोई नया अनुरोध नहीं है')).toBeInTheDocument();
    expect(screen.getByText('कोई चालू परामर्श नहीं')).toBeInTheDocument();
    for (const english of ['Active Cases', 'Rating', 'This Month', 'Welcome back, Rajesh!']) {
      expect(screen.queryByText(english)).not.toBeInTheDocument();
    }
  });

  it('says New for a professional without ratings, and one review in the singular', async () => {
    fakeFetch(
      listsWith({
        activeCases: 0,
        pendingOffers: 0,
        rating: null,
        reviewCount: 1,
        monthEarnings: '0.00',
      }),
    );
    renderDashboard();

    expect(await screen.findByText('नया')).toBeInTheDocument();
    expect(screen.getByText('1 रिव्यू')).toBeInTheDocument();
  });

  it('tells a professional awaiting approval in Hindi', () => {
    fakeFetch({});
    renderDashboard({ ...PROFESSIONAL, isApproved: false });

    expect(screen.getByText('आपका अकाउंट मंज़ूरी का इंतज़ार कर रहा है')).toBeInTheDocument();
    expect(screen.getByText(/2–3 कार्यदिवस/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'वॉलेट' })).not.toBeInTheDocument();
  });

  it('keeps the review time of the domain in the English text the Hindi one translates', () => {
    showInEnglish();
    render(<AwaitingApprovalPanel />);
    expect(screen.getByText(new RegExp(PROFESSIONAL_REVIEW_TIME_TEXT))).toBeInTheDocument();
  });
});
