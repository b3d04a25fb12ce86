import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { buildConsultation, CATALOG_ROUTES, NO_ABILITIES } from '@/test/marketplace-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const PAGE_LOAD = { timeout: 10_000 };

const REQUEST = buildConsultation({
  urgencyLevel: 'medium',
  baseFeeAmount: '400.00',
  maxFeeAmount: '1500.00',
  files: [
    {
      name: 'a1b2c3.pdf',
      originalName: 'form-16.pdf',
      size: 20480,
      mimeType: 'application/pdf',
      url: '/api/uploads/a1b2c3.pdf',
    },
  ],
  abilities: { ...NO_ABILITIES, offer: true },
});

const signedIn = (role: 'user' | 'professional') => ({
  'GET /api/auth/user': {
    body: { ...SIGNED_IN_USER, role, isApproved: role === 'professional', specialization: 'CA' },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the consultation page', { timeout: 20_000 }, () => {
  it('shows the request with its badges, guidance, pricing and downloadable files', async () => {
    fakeFetch({
      ...signedIn('professional'),
      ...CATALOG_ROUTES,
      [`GET /api/consultations/${REQUEST.id}`]: { body: REQUEST },
    });
    renderApp(`/consultation/${REQUEST.id}`);

    expect(
      await screen.findByRole('heading', { name: REQUEST.title }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Medium urgency')).toBeInTheDocument();
    expect(screen.getAllByText('₹400 – ₹1,500').length).toBeGreaterThan(0);
    expect(screen.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(await screen.findByText(/Response time: 6–12 hours/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download form-16.pdf' });
    expect(download).toHaveAttribute('href', '/api/uploads/a1b2c3.pdf');
    expect(download).toHaveAttribute('download', 'form-16.pdf');
  });

  it('opens the offer form for a professional who may offer', async () => {
    fakeFetch({
      ...signedIn('professional'),
      ...CATALOG_ROUTES,
      [`GET /api/consultations/${REQUEST.id}`]: { body: REQUEST },
    });
    renderApp(`/consultation/${REQUEST.id}`);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Submit Offer for This Case' }, PAGE_LOAD),
    );

    const dialog = screen.getByRole('dialog', { name: 'Submit Offer for This Case' });
    expect(within(dialog).getByLabelText('Your offer (₹)')).toHaveAttribute('min', '400');
  });

  it('offers no offer button to whoever may not offer', async () => {
    fakeFetch({
      ...signedIn('user'),
      ...CATALOG_ROUTES,
      [`GET /api/consultations/${REQUEST.id}`]: {
        body: { ...REQUEST, abilities: NO_ABILITIES },
      },
    });
    renderApp(`/consultation/${REQUEST.id}`);

    expect(
      await screen.findByRole('heading', { name: REQUEST.title }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Submit Offer for This Case' }),
    ).not.toBeInTheDocument();
  });

  it("says 'Consultation Not Found' for a missing or foreign request", async () => {
    fakeFetch({
      ...signedIn('user'),
      'GET /api/consultations/missing': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Consultation not found' },
      },
    });
    renderApp('/consultation/missing');

    expect(
      await screen.findByText('Consultation Not Found', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });
});
