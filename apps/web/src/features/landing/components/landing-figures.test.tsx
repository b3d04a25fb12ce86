import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import landingHindi from '@/i18n/catalogs/landing-hi.ts';
import { i18n } from '@/i18n/i18n.ts';
import { showInEnglish } from '@/test/languages.ts';
import type { LandingFigures } from '../api/use-landing-figures.ts';

// The figures are one fetch shared by the page's blocks, kept for the page's life: each test
// loads the page's modules afresh so it starts from "not loaded yet".

const FULL: LandingFigures = {
  professionals: [
    { category: 'CA', count: 3 },
    { category: 'Lawyer', count: 1 },
    { category: 'Doctor', count: 0 },
    { category: 'Engineer', count: 2 },
    { category: 'Career_Consultant', count: 0 },
  ],
  priceRanges: [
    {
      urgencyLevel: 'normal',
      displayName: 'Normal',
      responseTime: 'Within 24 hours',
      minAmount: 300,
      maxAmount: 1000,
    },
    {
      urgencyLevel: 'urgent',
      displayName: 'Urgent',
      responseTime: 'Within 2 hours',
      minAmount: 1500,
      maxAmount: 5000,
    },
  ],
  firstOffer: { medianMinutes: 95, consultations: 12 },
  reviews: [
    {
      id: '7b0c6a9e-3c1f-4c55-9d53-0d7a1c2e9f10',
      rating: 5,
      comment: 'Clear advice.',
      firstName: 'Priya',
      city: 'Mumbai',
      category: 'Lawyer',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: '0f3a1b2c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      rating: 4,
      comment: null,
      firstName: 'Arjun',
      city: null,
      category: 'CA',
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
};

const EMPTY: LandingFigures = {
  professionals: FULL.professionals.map(({ category }) => ({ category, count: 0 })),
  priceRanges: [],
  firstOffer: null,
  reviews: [],
};

async function renderLanding(answer: Response | Error) {
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  const { LandingPage } = await import('./landing-page.tsx');
  const { container } = render(<LandingPage />);
  return { fetch, container };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // The carousel's own timer is not under test here.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the landing page’s live figures', () => {
  it('shows what the server counted, in one request for every block', async () => {
    const { fetch } = await renderLanding(json(FULL));
    const numbers = screen.getByRole('list', { name: 'Salahkar in numbers' });
    expect(await within(numbers).findByText('6')).toBeInTheDocument();
    expect(within(numbers).getByText('1 h 35 min')).toBeInTheDocument();
    expect(within(numbers).getByText('Median over 12 requests in the last 90 days.')).toBeVisible();
    expect(within(numbers).getByText('₹300–₹5,000')).toBeInTheDocument();
    expect(screen.getByText('3 verified professionals')).toBeInTheDocument();
    expect(screen.getByText('1 verified professional')).toBeInTheDocument();
    expect(screen.getAllByText('No verified professionals yet')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Urgent' })).toBeInTheDocument();
    expect(screen.getByText('₹1,500–₹5,000')).toBeInTheDocument();
    expect(screen.getByText('Priya, Mumbai')).toBeInTheDocument();
    expect(screen.getByText('Clear advice.')).toBeInTheDocument();
    // No city on the profile: the first name alone.
    expect(screen.getByText('Arjun')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says plainly what a new platform does not have yet', async () => {
    await renderLanding(json(EMPTY));
    expect(await screen.findByText('None yet')).toBeInTheDocument();
    expect(screen.getByText('Not measured yet')).toBeInTheDocument();
    expect(screen.getByText('Not published yet')).toBeInTheDocument();
    expect(screen.getByText('No fee range is live yet.')).toBeInTheDocument();
    expect(screen.getByText('Fee ranges appear here once our team publishes them.')).toBeVisible();
    expect(screen.getByText(/No reviews shared yet/)).toBeInTheDocument();
  });

  it('keeps the page and says the figures could not be loaded when the request fails', async () => {
    await renderLanding(new TypeError('offline'));
    expect(
      (await screen.findAllByText('These figures could not be loaded just now.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('the landing page in Hindi', () => {
  /** One request counted, and no fee range published yet. */
  const FIGURES: LandingFigures = {
    ...FULL,
    priceRanges: [],
    firstOffer: { medianMinutes: 95, consultations: 1 },
  };

  /** A message id on screen means a text the page's catalog does not have. */
  const MESSAGE_ID = /\b(?:common|landing|app|errors|auth|consultations)\.[a-zA-Z]+/;

  beforeEach(() => {
    // Only what the pre-rendered Hindi page downloads: the shared texts and the landing page's.
    i18n.loadAndActivate({ locale: 'hi', messages: landingHindi });
  });
  afterEach(showInEnglish);

  it('is all Hindi from the landing catalogs alone', async () => {
    const { container } = await renderLanding(json(FIGURES));

    expect(
      screen.getByRole('heading', { level: 1, name: 'पूरे भारत के सत्यापित प्रोफ़ेशनल से सलाह लें' }),
    ).toBeInTheDocument();
    const numbers = screen.getByRole('list', { name: 'आँकड़ों में सलाहकार' });
    expect(await within(numbers).findByText('1 घंटे 35 मिनट')).toBeInTheDocument();
    expect(within(numbers).getByText('पिछले 90 दिनों के 1 अनुरोध का मीडियन।')).toBeInTheDocument();
    expect(screen.getByText('3 सत्यापित प्रोफ़ेशनल')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CA और वित्त' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी बुक करें: कानूनी विशेषज्ञ' })).toHaveAttribute(
      'href',
      '/register?field=Lawyer',
    );
    expect(screen.getByText('हमारी टीम के प्रकाशित करते ही फ़ीस रेंज यहाँ दिखेंगी।')).toBeVisible();
    expect(screen.getByRole('img', { name: '5 में से 5 रेटिंग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला चरण' })).toBeInTheDocument();
    expect(screen.getByText('सलाहकार आपात स्थिति के लिए नहीं है।').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'अभी जुड़ें' })).toHaveAttribute('href', '/register');

    const labels = [...container.querySelectorAll('[aria-label]')].map((element) =>
      element.getAttribute('aria-label'),
    );
    expect(container.textContent).not.toMatch(MESSAGE_ID);
    expect(labels.join(' ')).not.toMatch(MESSAGE_ID);
  });
});
