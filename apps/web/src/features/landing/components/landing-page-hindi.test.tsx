import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import landingHindi from '@/i18n/catalogs/landing-hi.ts';
import { i18n } from '@/i18n/i18n.ts';
import type { LandingFigures } from '../api/use-landing-figures.ts';
import { showInEnglish } from '@/test/languages.ts';

const FIGURES: LandingFigures = {
  professionals: [
    { category: 'CA', count: 3 },
    { category: 'Lawyer', count: 1 },
    { category: 'Doctor', count: 0 },
    { category: 'Engineer', count: 0 },
    { category: 'Career_Consultant', count: 0 },
  ],
  priceRanges: [],
  firstOffer: { medianMinutes: 95, consultations: 1 },
  reviews: [
    {
      id: '7b0c6a9e-3c1f-4c55-9d53-0d7a1c2e9f10',
      rating: 5,
      comment: 'बहुत साफ़ सलाह।',
      firstName: 'Priya',
      city: 'Mumbai',
      category: 'Lawyer',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

/** A message id on screen means a text the page's catalog does not have. */
const MESSAGE_ID = /\b(?:common|landing|app|errors|auth|consultations)\.[a-zA-Z]+/;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  // Only what the pre-rendered Hindi page downloads: the shared texts and the landing page's.
  i18n.loadAndActivate({ locale: 'hi', messages: landingHindi });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  showInEnglish();
});

describe('the landing page in Hindi', () => {
  it('is all Hindi from the landing catalogs alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(FIGURES), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    vi.resetModules();
    const { LandingPage } = await import('./landing-page.tsx');
    const { container } = render(<LandingPage />);

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
