import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers.tsx';
import type { CurrentUser } from '@/features/auth';
import { fakeFetch } from '@/test/fake-fetch.ts';
import {
  buildConsultationWithOffers,
  buildOffer,
  NO_ABILITIES,
  pageOf,
} from '@/test/marketplace-fixtures.ts';
import { buildPaymentBrief } from '@/test/payment-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { HomeDashboard } from './home-dashboard.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const EMPTY_TABS = {
  'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations/with-offers?page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations?tab=active&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations?tab=history&page=1&pageSize=20': { body: pageOf([]) },
};

function stats(counts: { submitted: number; withOffers: number; active: number; history: number }) {
  return { 'GET /api/stats/user': { body: counts } };
}

function renderDashboard(path = '/', user: CurrentUser = SIGNED_IN_USER) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <HomeDashboard user={user} />
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

describe('the user dashboard in Hindi', { timeout: 20_000 }, () => {
  it('greets and names each tab with its count in Hindi', async () => {
    fakeFetch({ ...EMPTY_TABS, ...stats({ submitted: 3, withOffers: 12, active: 0, history: 9 }) });
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'फिर से स्वागत है, Asha!' })).toBeInTheDocument();
    expect(screen.getByText('आज आप क्या ढूँढ रहे हैं?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'परामर्श लें' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'भेजे गए अनुरोध 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'काउंटर ऑफ़र 9+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'चालू चैट' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'इतिहास 9' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'आपके परामर्श' })).toBeInTheDocument();
  });

  it('explains the steps in Hindi while there are no consultations', async () => {
    fakeFetch({ ...EMPTY_TABS, ...stats({ submitted: 0, withOffers: 0, active: 0, history: 0 }) });
    renderDashboard('/', { ...SIGNED_IN_USER, firstSession: true });

    expect(screen.getByRole('heading', { name: 'स्वागत है, Asha!' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'परामर्श कैसे होता है' });
    expect(carousel).toHaveTextContent('अनुरोध भेजा गया');
    expect(screen.getByRole('group', { name: '4 में से 1: अनुरोध भेजा गया' })).toBeInTheDocument();
  });

  it('counts the offers and says how long a chosen one stays held, in Hindi', async () => {
    const offer = buildOffer({ status: 'accepted', isAccepted: true });
    const other = buildOffer({
      id: '00000000-0000-4000-8000-000000000501',
      professional: { ...offer.professional, firstName: 'Meera', lastName: 'Iyer' },
    });
    const request = {
      ...buildConsultationWithOffers([offer, other]),
      payment: buildPaymentBrief({
        state: 'awaiting_payment',
        expiresAt: new Date(Date.now() + 12.5 * 60_000).toISOString(),
      }),
      abilities: { ...NO_ABILITIES, pay: true },
    };
    fakeFetch({
      ...EMPTY_TABS,
      ...stats({ submitted: 0, withOffers: 1, active: 0, history: 0 }),
      'GET /api/consultations/with-offers?page=1&pageSize=20': { body: pageOf([request]) },
    });
    renderDashboard('/?tab=offers');

    expect(await screen.findByText('भुगतान बाकी है — 13 मिनट बचे हैं')).toBeInTheDocument();
    expect(screen.getByText(/आपने Rajesh Agarwal को ₹800 पर चुना है।/)).toBeInTheDocument();
    expect(screen.getByText(/· 2 ऑफ़र$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'भुगतान पूरा करें' })).toHaveAttribute(
      'href',
      '/checkout/order_sim_0001',
    );
    expect(screen.getAllByText('सत्यापित प्रोफ़ेशनल')).toHaveLength(2);
  });

  it('says in Hindi when the hold lapsed', async () => {
    const request = {
      ...buildConsultationWithOffers([buildOffer()]),
      payment: buildPaymentBrief({ state: 'expired', expiresAt: '2026-03-02T09:15:00.000Z' }),
    };
    fakeFetch({
      ...EMPTY_TABS,
      ...stats({ submitted: 0, withOffers: 1, active: 0, history: 0 }),
      'GET /api/consultations/with-offers?page=1&pageSize=20': { body: pageOf([request]) },
    });
    renderDashboard('/?tab=offers');

    expect(await screen.findByText('भुगतान का समय खत्म हो गया।')).toBeInTheDocument();
    expect(screen.getByText(/· 1 ऑफ़र$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्वीकार करें' })).toBeInTheDocument();
  });
});
