import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import {
  buildConsultation,
  CATALOG_ROUTES,
  FORM_16_FILE,
  NO_ABILITIES,
} from '@/test/marketplace-fixtures.ts';
import { buildPaymentBrief, buildPaymentSummary } from '@/test/payment-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';
import {
  ConsultationStatusBadge,
  UrgencyBadge,
} from '@/components/consultation/consultation-badges.tsx';
import { PaymentStatusBadge } from '@/components/consultation/payment-status.tsx';

const PAGE_LOAD = { timeout: 10_000 };

const REQUEST = buildConsultation({
  urgencyLevel: 'medium',
  baseFeeAmount: '400.00',
  maxFeeAmount: '1500.00',
  files: [FORM_16_FILE],
  abilities: { ...NO_ABILITIES, offer: true },
});

const signedIn = (role: 'user' | 'professional', preferredLanguage: 'en' | 'hi' = 'en') => ({
  'GET /api/auth/user': {
    body: {
      ...SIGNED_IN_USER,
      role,
      isApproved: role === 'professional',
      specialization: 'CA',
      preferredLanguage,
    },
  },
});

/**
 * The case page of `consultation` for a signed-in `role` (reading `language`), the server answering
 * the catalog, the case and `routes`; `query` goes after the page's path.
 */
function openCasePage(
  consultation: Consultation,
  role: 'user' | 'professional',
  {
    routes = {},
    language = 'en',
    query = '',
  }: { routes?: Parameters<typeof fakeFetch>[0]; language?: 'en' | 'hi'; query?: string } = {},
) {
  const fetch = fakeFetch({
    ...signedIn(role, language),
    ...CATALOG_ROUTES,
    [`GET /api/consultations/${consultation.id}`]: { body: consultation },
    ...routes,
  });
  renderApp(`/consultation/${consultation.id}${query}`);
  return { ...fetch, user: userEvent.setup() };
}

/** A closed case paid ₹800, of which ₹200 was refunded, with its one payment and receipt. */
const PAID = buildConsultation({
  status: 'closed',
  payment: buildPaymentBrief({ refundedAmount: '200.00' }),
  abilities: NO_ABILITIES,
});

const PAID_ROUTES = {
  ...CATALOG_ROUTES,
  [`GET /api/consultations/${PAID.id}`]: { body: PAID },
  [`GET /api/consultations/${PAID.id}/payments`]: {
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
              note: 'Answer came a day late',
              status: 'processed',
              createdAt: '2026-03-04T10:00:00.000Z',
              processedAt: '2026-03-05T10:00:00.000Z',
            },
          ],
        }),
      ],
    },
  },
};

resetFakesAfterEach();

describe('the consultation page', { timeout: 20_000 }, () => {
  it('shows the request with its badges, guidance, pricing and downloadable files', async () => {
    openCasePage(REQUEST, 'professional');

    expect(
      await screen.findByRole('heading', { name: REQUEST.title }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Medium', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getAllByText('₹400 – ₹1,500').length).toBeGreaterThan(0);
    expect(screen.getByText('2 Mar 2026')).toBeInTheDocument();
    expect(await screen.findByText(/Response time: 6–12 hours/)).toBeVisible();
    const download = screen.getByRole('link', { name: 'Download form-16.pdf' });
    expect(download).toHaveAttribute('href', '/api/uploads/a1b2c3.pdf');
    expect(download).toHaveAttribute('download', 'form-16.pdf');
  });

  it('opens the offer form for a professional who may offer', async () => {
    const { user } = openCasePage(REQUEST, 'professional');

    await user.click(
      await screen.findByRole('button', { name: 'Submit Offer for This Case' }, PAGE_LOAD),
    );

    const dialog = screen.getByRole('dialog', { name: 'Submit Offer for This Case' });
    expect(within(dialog).getByLabelText('Your offer (₹)')).toHaveAttribute('min', '400');
  });

  it('offers no offer button to whoever may not offer', async () => {
    openCasePage({ ...REQUEST, abilities: NO_ABILITIES }, 'user');

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

  it('lists payments with refunds and receipt downloads for the owner', async () => {
    fakeFetch({ ...signedIn('user'), ...PAID_ROUTES });
    renderApp(`/consultation/${PAID.id}`);

    const section = await screen.findByRole('region', { name: 'Payments & receipts' }, PAGE_LOAD);
    expect(await within(section).findByText('Partially refunded')).toBeInTheDocument();
    expect(section).toHaveTextContent('Partial refund by Salahkar');
    expect(section).toHaveTextContent('Answer came a day late');
    expect(section).toHaveTextContent('Refunded 5 Mar 2026');
    const receipt = within(section).getByRole('link', { name: 'Download receipt SLK-P-000042' });
    expect(receipt).toHaveAttribute(
      'href',
      '/api/receipts/00000000-0000-4000-8000-000000000800.pdf',
    );
    expect(receipt).toHaveAttribute('download');
    expect(screen.getByText('Partially refunded ₹200 of ₹800')).toBeInTheDocument();
  });

  it('lets the assigned professional withdraw, saying the user is refunded in full', async () => {
    const assigned = buildConsultation({
      status: 'in_progress',
      payment: buildPaymentBrief({ amount: '1200.00' }),
      abilities: { ...NO_ABILITIES, withdraw: true },
    });
    const { calls, user } = openCasePage(assigned, 'professional', {
      routes: {
        [`GET /api/consultations/${assigned.id}/payments`]: { body: { items: [] } },
        [`POST /api/consultations/${assigned.id}/withdraw`]: {
          body: {
            consultationId: assigned.id,
            consultationStatus: 'open',
            refund: {
              id: '00000000-0000-4000-8000-000000000991',
              paymentId: '00000000-0000-4000-8000-000000000700',
              amount: '1200.00',
              reason: 'professional_withdrew',
              note: null,
              status: 'pending',
              createdAt: '2026-03-04T10:00:00.000Z',
              processedAt: null,
            },
          },
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Withdraw from Case' }, PAGE_LOAD));
    // The dialog's code loads the first time it opens.
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw from Case' });
    expect(dialog).toHaveTextContent('The client will be refunded ₹1,200 in full');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Withdrawn from Case')).toBeVisible();
    expect(calls.filter((call) => call.url.endsWith('/withdraw'))).toHaveLength(1);
  });

  it('opens the case’s chat for its owner, at once when a message notification led here', async () => {
    const chatting = buildConsultation({
      status: 'in_progress',
      userId: SIGNED_IN_USER.id,
      assignedTo: '00000000-0000-4000-8000-000000000600',
      abilities: { ...NO_ABILITIES, chat: true, readChat: true },
    });
    const { user } = openCasePage(chatting, 'user', {
      routes: {
        [`GET /api/consultations/${chatting.id}/messages?limit=50`]: {
          body: { items: [], hasMore: false },
        },
      },
      query: '?chat=open',
    });

    const dialog = await screen.findByRole('dialog', { name: chatting.title }, PAGE_LOAD);
    expect(await within(dialog).findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open Chat' })).toBeInTheDocument();
  });

  it('offers the assigned professional Start Video Call among the case’s actions', async () => {
    const chatting = buildConsultation({
      status: 'in_progress',
      assignedTo: SIGNED_IN_USER.id,
      abilities: { ...NO_ABILITIES, chat: true, readChat: true, startVideoCall: true },
    });
    openCasePage(chatting, 'professional', {
      routes: {
        [`GET /api/video-calls/consultation/${chatting.id}`]: { body: { videoCall: null } },
      },
    });

    const start = await screen.findByRole('button', { name: 'Start Video Call' }, PAGE_LOAD);
    expect(start.parentElement).toContainElement(screen.getByRole('button', { name: 'Open Chat' }));
  });
  it('names the other person of the case, as the server gives them', async () => {
    const professionalId = '00000000-0000-4000-8000-000000000600';
    const assigned = buildConsultation({
      status: 'in_progress',
      userId: SIGNED_IN_USER.id,
      assignedTo: professionalId,
      parties: {
        client: { id: SIGNED_IN_USER.id, name: 'Asha Rao' },
        professional: {
          id: professionalId,
          name: 'Rajesh Kumar',
          publicProfilePath: '/professionals/rajesh-kumar-0a1b2c3d4e',
        },
      },
    });
    openCasePage(assigned, 'user');

    const professional = await screen.findByText('Professional', { selector: 'dt' }, PAGE_LOAD);
    expect(professional.nextSibling).toHaveTextContent('Rajesh Kumar');
    // Their name links to their public profile (decision 215).
    expect(screen.getByRole('link', { name: 'Rajesh Kumar' })).toHaveAttribute(
      'href',
      '/professionals/rajesh-kumar-0a1b2c3d4e',
    );
    expect(screen.queryByText('Client', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('a consultation in Hindi', { timeout: 20_000 }, () => {
  beforeEach(showInHindi);

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
    const { user } = openCasePage(REQUEST, 'professional', { language: 'hi' });

    expect(
      await screen.findByRole('heading', { name: REQUEST.title }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('खुला')).toBeInTheDocument();
    expect(screen.getByText('मध्यम', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('बजट सीमा')).toBeInTheDocument();
    expect(screen.getByText('ITR फ़ाइलिंग').parentElement).toHaveTextContent('CA · ITR फ़ाइलिंग');
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
    fakeFetch({ ...signedIn('user', 'hi'), ...PAID_ROUTES });
    renderApp(`/consultation/${PAID.id}`);

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
