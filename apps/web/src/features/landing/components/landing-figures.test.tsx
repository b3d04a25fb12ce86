import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import landingHindi from '@/i18n/catalogs/landing-hi.ts';
import { i18n } from '@/i18n/i18n.ts';
import type { LandingFigures } from '../api/use-landing-figures.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';

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
      displayNameHi: 'सामान्य',
      responseTime: 'Within 24 hours',
      responseTimeHi: '24 घंटों के भीतर',
      minAmount: 300,
      maxAmount: 1000,
      basis: 'specializations',
    },
    {
      urgencyLevel: 'urgent',
      displayName: 'Urgent',
      displayNameHi: 'तुरंत',
      // No Hindi typed by an admin: Hindi screens show the English, marked as English.
      responseTime: 'Within 2 hours',
      responseTimeHi: null,
      minAmount: 1500,
      maxAmount: 5000,
      basis: 'tier',
    },
  ],
  support: {
    email: 'help@example.in',
    phone: '+91 80 4567 8900',
    address: 'Indiranagar, Bengaluru, Karnataka',
    replyHours: 24,
    hours: [
      { days: 'weekdays', opens: '09:00', closes: '18:00' },
      { days: 'saturday', opens: '10:00', closes: '14:00' },
    ],
  },
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
  support: { ...FULL.support, phone: null },
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
resetFakesAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

// The first test loads the page's modules cold: on a busy machine that outlasts 5 s.
describe('the landing page’s live figures', { timeout: 20_000 }, () => {
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

  it('quotes normal as priced by the specialization, and the tiers by the server’s quote', async () => {
    await renderLanding(json(FULL));
    const normal = (await screen.findByRole('heading', { name: 'Normal' })).closest('li')!;
    expect(within(normal).getByText('₹300–₹1,000')).toBeInTheDocument();
    expect(within(normal).getByText('depending on the specialization')).toBeInTheDocument();
    const urgent = screen.getByRole('heading', { name: 'Urgent' }).closest('li')!;
    expect(within(urgent).queryByText('depending on the specialization')).toBeNull();
  });

  it('states the support hours, phone and address the server gives, and no round-the-clock promise', async () => {
    const { container } = await renderLanding(json(FULL));
    expect(await screen.findByRole('link', { name: '+91 80 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    expect(screen.getByRole('link', { name: 'help@example.in' })).toHaveAttribute(
      'href',
      'mailto:help@example.in',
    );
    expect(screen.getByText('Address: Indiranagar, Bengaluru, Karnataka')).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday: 9:00 to 18:00 IST')).toBeInTheDocument();
    expect(screen.getByText('Saturday: 10:00 to 14:00 IST')).toBeInTheDocument();
    expect(screen.getByText('Closed on Sundays and public holidays')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/24\s*\/\s*7|around the clock/i);
  });

  it('shows no phone line when none is configured', async () => {
    await renderLanding(json(EMPTY));
    expect(await screen.findByRole('link', { name: 'help@example.in' })).toBeInTheDocument();
    expect(screen.queryByText(/^Phone/)).toBeNull();
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

describe('the landing page in Hindi', { timeout: 20_000 }, () => {
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

  it('shows the tiers’ Hindi texts, and marks an untranslated one as English', async () => {
    await renderLanding(json(FULL));
    const normal = (await screen.findByRole('heading', { name: 'सामान्य' })).closest('li')!;
    expect(within(normal).getByText('24 घंटों के भीतर')).not.toHaveAttribute('lang');
    expect(within(normal).getByText('विशेषज्ञता के अनुसार')).toBeInTheDocument();
    const urgent = screen.getByRole('heading', { name: 'तुरंत' }).closest('li')!;
    expect(within(urgent).getByText('Within 2 hours')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('सोमवार से शुक्रवार: 9:00 से 18:00 बजे तक (IST)')).toBeInTheDocument();
    expect(await screen.findByText('फ़ोन:', { exact: false })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/24\/7|चौबीसों/);
  });
});
