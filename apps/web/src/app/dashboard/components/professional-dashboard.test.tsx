import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROFESSIONAL_REVIEW_TIME_TEXT } from '@salahkar/domain/limits';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInEnglish, showInHindi } from '@/test/languages.ts';
import {
  buildConsultation,
  buildOffer,
  FORM_16_FILE,
  NO_ABILITIES,
  pageOf,
} from '@/test/marketplace-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { AwaitingApprovalPanel } from '@/features/professional';
import { ProfessionalDashboard } from './professional-dashboard.tsx';

const PROFESSIONAL = {
  ...SIGNED_IN_USER,
  firstName: 'Rajesh',
  role: 'professional' as const,
  isApproved: true,
  specialization: 'CA' as const,
};

const REQUEST = buildConsultation({
  files: [FORM_16_FILE],
  abilities: { ...NO_ABILITIES, offer: true },
});

const LISTS = {
  'GET /api/professional/stats': {
    body: {
      activeCases: 2,
      pendingOffers: 3,
      rating: 4.8,
      reviewCount: 12,
      monthEarnings: '15000.00',
    },
  },
  'GET /api/professional/available-consultations?page=1&pageSize=20': { body: pageOf([REQUEST]) },
  'GET /api/professional/offers?status=pending&page=1&pageSize=20': {
    body: pageOf([
      buildOffer({
        id: '00000000-0000-4000-8000-000000000901',
        consultation: { ...REQUEST, title: 'GST notice reply' },
      }),
    ]),
  },
  'GET /api/professional/offers?status=accepted&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations/accepted?page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/professional/pending-actions?page=1&pageSize=20': { body: pageOf([]) },
};

function renderDashboard(user = PROFESSIONAL) {
  render(
    <Providers>
      <MemoryRouter>
        <ProfessionalDashboard user={user} />
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup();
}

resetFakesAfterEach();

describe('the professional dashboard', { timeout: 20_000 }, () => {
  it('greets with name and field and shows the four tiles from real numbers', async () => {
    fakeFetch(LISTS);
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'Welcome back, Rajesh!' })).toBeInTheDocument();
    expect(screen.getByText('Professional Dashboard · CA & Finance')).toBeInTheDocument();
    expect(await screen.findByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(screen.getByText('₹15,000')).toBeInTheDocument();
    expect(screen.getByText('Active Cases').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Counter Offers', { selector: 'p' }).nextSibling).toHaveTextContent(
      '3',
    );
  });

  it('lists offers sent with the Waiting badge and shows each empty list', async () => {
    fakeFetch(LISTS);
    renderDashboard();

    expect(await screen.findByText('GST notice reply')).toBeInTheDocument();
    expect(screen.getByText('Waiting for User Response')).toBeInTheDocument();
    expect(screen.getByText('No active consultations')).toBeInTheDocument();
  });

  it('groups Counter Offers by the status the server gives, with Urgent and Normal badges', async () => {
    fakeFetch({
      ...LISTS,
      'GET /api/professional/available-consultations?page=1&pageSize=20': {
        body: pageOf([{ ...REQUEST, urgencyLevel: 'urgent' as const }]),
      },
      'GET /api/professional/offers?status=accepted&page=1&pageSize=20': {
        body: pageOf([
          buildOffer({
            id: '00000000-0000-4000-8000-000000000902',
            status: 'accepted',
            isAccepted: true,
            consultation: { ...REQUEST, title: 'Company incorporation' },
          }),
        ]),
      },
    });
    renderDashboard();

    const awaiting = await screen.findByRole('region', { name: 'Awaiting response' });
    const accepted = screen.getByRole('region', { name: 'Accepted' });
    expect(await within(awaiting).findByText('GST notice reply')).toBeInTheDocument();
    expect(within(awaiting).queryByText('Company incorporation')).not.toBeInTheDocument();
    expect(await within(accepted).findByText('Company incorporation')).toBeInTheDocument();
    expect(within(accepted).getByText('Accepted', { selector: 'span' })).toBeInTheDocument();
    const available = screen.getByRole('group', { name: 'Available Options' });
    expect(within(available).getByText('Urgent')).toBeInTheDocument();
    expect(available).not.toHaveTextContent('urgency');
  });

  it('opens a case with its attachments in a new tab and sends an offer within its range', async () => {
    const { calls } = fakeFetch({
      ...LISTS,
      [`POST /api/consultations/${REQUEST.id}/offer`]: { status: 201, body: buildOffer() },
    });
    const user = renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'View Case' }));
    const dialog = screen.getByRole('dialog', { name: REQUEST.title });
    expect(dialog).toHaveTextContent('₹300 – ₹1,000');
    expect(dialog).toHaveTextContent('ITR Filing');
    const attachment = within(dialog).getByRole('link', { name: 'Open form-16.pdf in a new tab' });
    expect(attachment).toHaveAttribute('href', '/api/uploads/a1b2c3.pdf');
    expect(attachment).toHaveAttribute('target', '_blank');

    await user.type(within(dialog).getByLabelText('Your offer (₹)'), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));
    expect(
      await within(dialog).findByText('Offer must be between ₹300 and ₹1,000'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Your offer (₹)'));
    await user.type(within(dialog).getByLabelText('Your offer (₹)'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Offer' }));

    expect(await screen.findByText('Counter Offer Submitted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the error panel with Refresh Page when a list fails to load', async () => {
    fakeFetch({
      ...LISTS,
      'GET /api/consultations/accepted?page=1&pageSize=20': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong' },
      },
    });
    renderDashboard();

    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.queryByText('Available Options')).not.toBeInTheDocument();
  });

  it('asks an unapproved professional to wait, without loading any list', async () => {
    const { calls } = fakeFetch(LISTS);
    renderDashboard({ ...PROFESSIONAL, isApproved: false });

    expect(screen.getByText('Your account is awaiting approval')).toBeInTheDocument();
    expect(screen.queryByText('Available Options')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('marks the active cases whose chat waits on the professional', async () => {
    const active = buildConsultation({ status: 'assigned', finalAmount: '800.00' });
    fakeFetch({
      ...LISTS,
      'GET /api/consultations/accepted?page=1&pageSize=20': { body: pageOf([active]) },
      'GET /api/professional/pending-actions?page=1&pageSize=20': { body: pageOf([active]) },
    });
    renderDashboard();

    expect(await screen.findByRole('button', { name: 'Start Chat' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(await screen.findByText('Your reply is due')).toBeInTheDocument();
  });
});

describe('the professional dashboard in Hindi', { timeout: 20_000 }, () => {
  /** The dashboard with these tile figures and nothing in its lists, to see the empty texts. */
  function listsWith(stats: Record<string, unknown>) {
    return {
      ...LISTS,
      'GET /api/professional/stats': { body: stats },
      'GET /api/professional/available-consultations?page=1&pageSize=20': { body: pageOf([]) },
      'GET /api/professional/offers?status=pending&page=1&pageSize=20': { body: pageOf([]) },
    };
  }

  beforeEach(showInHindi);

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
