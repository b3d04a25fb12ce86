import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { buildConsultation, CATALOG_ROUTES, NO_ABILITIES } from '@/test/marketplace-fixtures.ts';
import { buildPaymentBrief, buildPaymentSummary } from '@/test/payment-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';
import { ConsultationStatusBadge, UrgencyBadge } from './consultation-badges.tsx';
import { PaymentStatusBadge } from './payment-status.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const PAGE_LOAD = { timeout: 10_000 };

const signedIn = (role: 'user' | 'professional') => ({
  'GET /api/auth/user': {
    body: {
      ...SIGNED_IN_USER,
      role,
      isApproved: role === 'professional',
      specialization: 'CA',
      preferredLanguage: 'hi',
    },
  },
});

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  showInEnglish();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('a consultation in Hindi', { timeout: 20_000 }, () => {
  it('names every status, urgency and payment state in Hindi', () => {
    render(
      <>
        <ConsultationStatusBadge status="pending_offers" />
        <ConsultationStatusBadge status="under_admin_review" />
        <UrgencyBadge urgencyLevel="urgent" />
        <UrgencyBadge urgencyLevel="normal" />
        <PaymentStatusBadge
          consultation={{
            status: 'in_progress',
            payment: buildPaymentBrief({ refundedAmount: '200.00' }),
          }}
        />
      </>,
    );
    expect(screen.getByText('काउंटर ऑफ़र मिले हैं')).toBeInTheDocument();
    expect(screen.getByText('एडमिन रिव्यू में')).toBeInTheDocument();
    expect(screen.getByText('अर्जेंट')).toBeInTheDocument();
    expect(screen.getByText('सामान्य')).toBeInTheDocument();
    // Amounts keep the rupee sign and Indian grouping inside the Hindi sentence.
    expect(screen.getByText('₹800 में से ₹200 रिफ़ंड हो गए')).toBeInTheDocument();
  });

  it('shows the request page, its pricing, files and the offer form in Hindi', async () => {
    const request = buildConsultation({
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
    fakeFetch({
      ...signedIn('professional'),
      ...CATALOG_ROUTES,
      [`GET /api/consultations/${request.id}`]: { body: request },
    });
    renderApp(`/consultation/${request.id}`);
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: request.title }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('खुला')).toBeInTheDocument();
    expect(screen.getByText('मध्यम', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('बजट सीमा')).toBeInTheDocument();
    expect(screen.getByText('CA · ITR Filing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'जवाब का समय और फ़ीस' })).toBeInTheDocument();
    expect(await screen.findByText(/जवाब का समय: 6–12 hours/)).toHaveTextContent('अर्जेंसी: मध्यम');
    expect(
      screen.getByText(/कोई प्रोफ़ेशनल यह अनुरोध ₹400 में ले सकता है या ₹1,500 तक/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'form-16.pdf डाउनलोड करें' })).toHaveAttribute(
      'download',
      'form-16.pdf',
    );

    await user.click(screen.getByRole('button', { name: 'इस केस के लिए ऑफ़र भेजें' }));
    const dialog = screen.getByRole('dialog', { name: 'इस केस के लिए ऑफ़र भेजें' });
    expect(within(dialog).getByLabelText('आपका ऑफ़र (₹)')).toHaveAttribute('min', '400');
    expect(within(dialog).getByText(/बजट सीमा ₹400 – ₹1,500।/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ऑफ़र भेजें' })).toBeInTheDocument();
  });

  it('lists payments, refunds and receipts in Hindi', async () => {
    const paid = buildConsultation({
      status: 'closed',
      payment: buildPaymentBrief({ refundedAmount: '200.00' }),
      abilities: NO_ABILITIES,
    });
    fakeFetch({
      ...signedIn('user'),
      ...CATALOG_ROUTES,
      [`GET /api/consultations/${paid.id}`]: { body: paid },
      [`GET /api/consultations/${paid.id}/payments`]: {
        body: {
          items: [
            buildPaymentSummary({
              refundedAmount: '200.00',
              refunds: [
                {
                  id: '00000000-0000-4000-8000-000000000990',
                  paymentId: '00000000-0000-4000-8000-000000000700',
                  amount: '200.00',
                  reason: 'partial_by_admin',
                  note: null,
                  status: 'processed',
                  createdAt: '2026-03-04T10:00:00.000Z',
                  processedAt: '2026-03-05T10:00:00.000Z',
                },
              ],
            }),
          ],
        },
      },
    });
    renderApp(`/consultation/${paid.id}`);

    const section = await screen.findByRole('region', { name: 'भुगतान और रसीदें' }, PAGE_LOAD);
    expect(await within(section).findByText('आंशिक रिफ़ंड हुआ')).toBeInTheDocument();
    expect(section).toHaveTextContent('सलाहकार द्वारा आंशिक रिफ़ंड');
    expect(section).toHaveTextContent('टेस्ट चेकआउट');
    expect(
      within(section).getByRole('link', { name: 'रसीद SLK-P-000042 डाउनलोड करें' }),
    ).toBeInTheDocument();
    expect(screen.getByText('बंद')).toBeInTheDocument();
  });
});
