import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import {
  buildConsultation,
  buildConsultationWithOffers,
  buildOffer,
  CATALOG_ROUTES,
  NO_ABILITIES,
  pageOf,
} from '@/test/marketplace-fixtures.ts';
import { buildPaymentBrief } from '@/test/payment-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { HomeDashboard } from './home-dashboard.tsx';

const EMPTY_TABS = {
  'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations/with-offers?page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations?tab=active&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations?tab=history&page=1&pageSize=20': { body: pageOf([]) },
};

type TabCounts = { submitted: number; withOffers: number; active: number; history: number };

/** GET /api/stats/user answering these counts; a tab not named counts 0. */
function stats(counts: Partial<TabCounts> = {}) {
  return {
    'GET /api/stats/user': {
      body: { submitted: 0, withOffers: 0, active: 0, history: 0, ...counts },
    },
  };
}

/** Every tab's list empty, its badge showing these counts (none by default). */
function fakeEmptyTabs(counts: Partial<TabCounts> = {}) {
  fakeFetch({ ...EMPTY_TABS, ...stats(counts) });
}

/** The four tabs by their names with counts, the first once the counts have loaded. */
async function expectTabNames([first, ...rest]: [string, ...string[]]) {
  expect(await screen.findByRole('tab', { name: first })).toBeVisible();
  for (const name of rest) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
}

/** A request whose chosen offer (of two) is held for payment 12.5 more minutes. */
function heldOffer(lastFailure: string | null = null) {
  const offer = buildOffer({ status: 'accepted', isAccepted: true });
  const other = buildOffer({
    id: '00000000-0000-4000-8000-000000000501',
    professional: { ...offer.professional, firstName: 'Meera', lastName: 'Iyer' },
  });
  return {
    ...buildConsultationWithOffers([offer, other]),
    payment: buildPaymentBrief({
      state: 'awaiting_payment',
      expiresAt: new Date(Date.now() + 12.5 * 60_000).toISOString(),
      lastFailure,
    }),
    abilities: { ...NO_ABILITIES, pay: true },
  };
}

/** A request with one offer whose payment hold ran out. */
const LAPSED_HOLD = {
  ...buildConsultationWithOffers([buildOffer()]),
  payment: buildPaymentBrief({ state: 'expired', expiresAt: '2026-03-02T09:15:00.000Z' }),
};

/** Where the dashboard sent the person, when it sends them off the dashboard. */
function Elsewhere() {
  const location = useLocation();
  return <p>Now at {location.pathname}</p>;
}

function renderDashboard(path = '/', user: CurrentUser = SIGNED_IN_USER) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<HomeDashboard user={user} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup();
}

/** Opens the dashboard on Counter Offers, with this one request in it. */
function showOffersTab(request: ReturnType<typeof buildConsultationWithOffers>) {
  fakeFetch({
    ...EMPTY_TABS,
    ...stats({ withOffers: 1 }),
    'GET /api/consultations/with-offers?page=1&pageSize=20': { body: pageOf([request]) },
  });
  renderDashboard('/?tab=offers');
}

// The dialogs and the other tabs load when first opened: imported once here, so a busy machine's
// first transform does not count against each test's wait for them.
beforeAll(async () => {
  await Promise.all([
    import('@/features/consultations/dialogs.ts'),
    import('./counter-offers-tab.tsx'),
    import('./active-chats-tab.tsx'),
    import('./history-tab.tsx'),
  ]);
});

resetFakesAfterEach();

describe('the user dashboard', { timeout: 20_000 }, () => {
  it('greets by first name and counts each tab, capping at 9+', async () => {
    fakeEmptyTabs({ submitted: 3, withOffers: 12, history: 9 });
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    await expectTabNames(['Request Submitted 3', 'Counter Offers 9+', 'Active Chat', 'History 9']);
  });

  it('greets a person who has just registered with Welcome, as the server says', async () => {
    fakeEmptyTabs();
    renderDashboard('/', { ...SIGNED_IN_USER, firstSession: true });

    expect(screen.getByRole('heading', { name: 'Welcome, Asha!' })).toBeInTheDocument();
  });

  it('opens the first tab with something in it instead of the explainer', async () => {
    fakeEmptyTabs({ active: 2, history: 1 });
    renderDashboard();

    expect(await screen.findByRole('tab', { name: 'Active Chat 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByText('1 / 4')).not.toBeInTheDocument();
  });

  it('opens the post form with the field a visitor chose before signing up', async () => {
    fakeFetch({
      ...EMPTY_TABS,
      ...CATALOG_ROUTES,
      ...stats(),
    });
    renderDashboard('/?field=Lawyer');

    const dialog = await screen.findByRole('dialog', { name: 'Post New Consultation' });
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Professional Type')).toHaveValue('Lawyer'),
    );
  });

  it('ignores a field that is not in the catalog', async () => {
    fakeEmptyTabs();
    renderDashboard('/?field=Astrologer');

    expect(await screen.findByText('1 / 4')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains the steps while there are no consultations, then shows each empty list', async () => {
    fakeEmptyTabs();
    const user = renderDashboard();

    expect(await screen.findByText('1 / 4')).toBeVisible();
    expect(screen.getByRole('group', { name: /1 of 4: Request Submitted/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Request Submitted' }));
    expect(await screen.findByText('No submitted requests')).toBeVisible();
    expect(screen.queryByText('1 / 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Counter Offers' }));
    expect(await screen.findByText('No pending offers')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Active Chat' }));
    expect(await screen.findByText('No active chats')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No completed consultations')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'How it works' }));
    // Its code loads as it first opens.
    expect(
      await screen.findByRole('dialog', { name: 'How the product works' }),
    ).toBeInTheDocument();
  });

  it('confirms a delete with the exact wording before deleting the request', async () => {
    const request = buildConsultation();
    const { calls } = fakeFetch({
      ...EMPTY_TABS,
      ...stats({ submitted: 1 }),
      'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([request]) },
      [`DELETE /api/consultations/${request.id}`]: { status: 204 },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Request Submitted/ }));
    await screen.findByText(request.title);

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    // The dialogs load when first opened.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Consultation Request' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this consultation request? This action cannot be undone.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Request Deleted')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows Edit and Delete only when the server allows them', async () => {
    const request = buildConsultation({ abilities: NO_ABILITIES });
    fakeFetch({
      ...EMPTY_TABS,
      ...stats({ submitted: 1 }),
      'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([request]) },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Request Submitted/ }));
    await screen.findByText(request.title);

    expect(screen.getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('edits a request and says so', async () => {
    const request = buildConsultation();
    const { calls } = fakeFetch({
      ...EMPTY_TABS,
      ...CATALOG_ROUTES,
      ...stats({ submitted: 1 }),
      'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([request]) },
      [`PUT /api/consultations/${request.id}`]: { body: request },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Request Submitted/ }));
    await screen.findByText(request.title);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Consultation Request' });
    await within(dialog).findByRole('option', { name: 'ITR Filing' });
    expect(within(dialog).getByLabelText('Professional Type')).toHaveValue('CA');
    expect(within(dialog).getByLabelText('Specialization')).toHaveValue('ITR Filing');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'ITR for 2025–26 with capital gains');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Consultation updated successfully')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({
      title: 'ITR for 2025–26 with capital gains',
      category: 'CA',
      subcategory: 'ITR Filing',
      urgencyLevel: 'normal',
    });
  });

  it('shows each offer with its professional and accepts one from its details', async () => {
    const offer = buildOffer();
    const { calls } = fakeFetch({
      ...EMPTY_TABS,
      ...stats({ withOffers: 1 }),
      'GET /api/consultations/with-offers?page=1&pageSize=20': {
        body: pageOf([buildConsultationWithOffers([offer])]),
      },
      [`POST /api/professional-offers/${offer.id}/accept`]: {
        body: {
          orderId: 'order_sim_0001',
          amount: 80_000,
          currency: 'INR',
          gateway: 'simulated',
          keyId: 'simulated',
          expiresAt: '2026-03-02T09:15:00.000Z',
          consultationId: offer.consultationId,
        },
      },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Counter Offers/ }));

    expect(await screen.findByText('Rajesh Agarwal')).toBeVisible();
    expect(screen.getByText('Verified Professional')).toBeInTheDocument();
    // What was verified and when, as the server's facts say (the IST day of 12 Nov 20:00 UTC).
    expect(
      screen.getByText('Licence checked · Credentials reviewed · 13 Nov 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('₹800')).toBeInTheDocument();
    expect(screen.getByText(offer.message!)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Professional Offer Details' });
    expect(details).toHaveTextContent('New');
    expect(details).toHaveTextContent('16 years');
    expect(details).toHaveTextContent('Chartered Accountant in practice since 2010.');
    await user.click(within(details).getByRole('button', { name: 'Accept Offer' }));

    expect(await screen.findByText('Now at /checkout/order_sim_0001')).toBeVisible();
    const accepts = calls.filter((call) => call.url.endsWith('/accept'));
    expect(accepts).toHaveLength(1);
    const headers = accepts[0]?.init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows how long a chosen offer stays held, with the way back to its checkout', async () => {
    showOffersTab(heldOffer('Your bank declined the payment'));

    expect(await screen.findByText('Payment pending — 13 min left')).toBeVisible();
    expect(screen.getByRole('tab', { name: /Counter Offers/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText(/You chose Rajesh Agarwal at ₹800/)).toBeInTheDocument();
    expect(
      screen.getByText('Last attempt failed: Your bank declined the payment'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      '/checkout/order_sim_0001',
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says when the hold lapsed and lets the user choose again', async () => {
    showOffersTab(LAPSED_HOLD);

    expect(await screen.findByText('The payment hold lapsed.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete payment' })).not.toBeInTheDocument();
  });

  it('says why an offer could not be accepted', async () => {
    const offer = buildOffer();
    fakeFetch({
      ...EMPTY_TABS,
      ...stats({ withOffers: 1 }),
      'GET /api/consultations/with-offers?page=1&pageSize=20': {
        body: pageOf([buildConsultationWithOffers([offer])]),
      },
      [`POST /api/professional-offers/${offer.id}/accept`]: {
        status: 409,
        body: { code: 'INVALID_STATE', message: 'Another offer has already been accepted' },
      },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Counter Offers/ }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Failed to Accept Offer')).toBeVisible();
    expect(screen.getByText('Another offer has already been accepted')).toBeInTheDocument();
  });

  it('asks once for a rating on a completed consultation', async () => {
    const completed = buildConsultation({
      status: 'completed',
      finalAmount: '800.00',
      completedAt: '2026-03-05T10:00:00.000Z',
      abilities: { ...NO_ABILITIES, review: true },
    });
    let reviewed = false;
    const { calls } = fakeFetch({
      ...EMPTY_TABS,
      ...stats({ history: 1 }),
      'GET /api/consultations?tab=history&page=1&pageSize=20': () => ({
        body: pageOf([{ ...completed, abilities: { ...NO_ABILITIES, review: !reviewed } }]),
      }),
      [`POST /api/consultations/${completed.id}/review`]: () => {
        reviewed = true;
        return { status: 201, body: {} };
      },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /History/ }));
    expect(await screen.findByText(completed.title)).toBeVisible();
    expect(screen.getByText(/₹800 · Completed 5 Mar 2026/)).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Clear and quick.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review Submitted')).toBeVisible();
    const review = calls.find((call) => call.url.endsWith('/review'));
    // Shown on the home page only when the box is ticked; it starts unticked.
    expect(JSON.parse(String(review?.init?.body))).toEqual({
      rating: 4,
      comment: 'Clear and quick.',
      showOnSite: false,
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument(),
    );
  });

  it('states the refund before cancelling a paid case, then cancels it', async () => {
    const paid = buildConsultation({
      status: 'assigned',
      finalAmount: '1500.00',
      paymentStatus: 'paid',
      payment: buildPaymentBrief({ amount: '1500.00', refundedAmount: '250.00' }),
      abilities: { ...NO_ABILITIES, cancel: true },
    });
    let cancelled = false;
    const { calls } = fakeFetch({
      ...EMPTY_TABS,
      ...stats({ active: 1 }),
      'GET /api/consultations?tab=active&page=1&pageSize=20': () => ({
        body: pageOf(cancelled ? [] : [paid]),
      }),
      [`POST /api/consultations/${paid.id}/cancel`]: () => {
        cancelled = true;
        return {
          body: {
            consultationId: paid.id,
            consultationStatus: 'open',
            refund: {
              id: '00000000-0000-4000-8000-000000000990',
              paymentId: '00000000-0000-4000-8000-000000000700',
              amount: '1250.00',
              reason: 'cancelled_before_reply',
              note: null,
              status: 'pending',
              createdAt: '2026-03-02T10:00:00.000Z',
              processedAt: null,
            },
          },
        };
      },
    });
    const user = renderDashboard('/?tab=active');

    expect(await screen.findByText(paid.title)).toBeVisible();
    expect(screen.getByText('Partially refunded ₹250 of ₹1,500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel & Refund' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel & Refund' });
    expect(dialog).toHaveTextContent('You will get ₹1,250 back in full');
    expect(calls.some((call) => call.url.endsWith('/cancel'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Solved it myself');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel & Refund' }));

    expect(await screen.findByText('Consultation Cancelled')).toBeVisible();
    expect(screen.getByText(/A refund of ₹1,250 is on its way/)).toBeInTheDocument();
    const cancel = calls.find((call) => call.url.endsWith('/cancel'));
    expect(JSON.parse(String(cancel?.init?.body))).toEqual({ reason: 'Solved it myself' });
    expect((cancel?.init?.headers as Record<string, string>)['Idempotency-Key']).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(await screen.findByText('No active chats')).toBeVisible();
  });

  it('shows each case’s payment: held in escrow, or refunded', async () => {
    const held = buildConsultation({
      status: 'in_progress',
      title: 'Rent agreement review',
      payment: buildPaymentBrief(),
      abilities: NO_ABILITIES,
    });
    const refunded = buildConsultation({
      id: '00000000-0000-4000-8000-000000000301',
      status: 'closed',
      title: 'GST notice reply',
      closedAt: '2026-03-04T10:00:00.000Z',
      payment: buildPaymentBrief({ state: 'refunded', refundedAmount: '800.00' }),
      abilities: NO_ABILITIES,
    });
    fakeFetch({
      ...EMPTY_TABS,
      ...stats({ active: 1, history: 1 }),
      'GET /api/consultations?tab=active&page=1&pageSize=20': { body: pageOf([held]) },
      'GET /api/consultations?tab=history&page=1&pageSize=20': { body: pageOf([refunded]) },
    });
    const user = renderDashboard('/?tab=active');

    expect(await screen.findByText('Paid · held in escrow')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel & Refund' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /History/ }));
    expect(await screen.findByText('Refunded ₹800')).toBeVisible();
  });
});

describe('the user dashboard in Hindi', { timeout: 20_000 }, () => {
  beforeEach(showInHindi);

  it('greets and names each tab with its count in Hindi', async () => {
    fakeEmptyTabs({ submitted: 3, withOffers: 12, history: 9 });
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'फिर से स्वागत है, Asha!' })).toBeInTheDocument();
    expect(screen.getByText('आज आप क्या ढूँढ रहे हैं?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'परामर्श लें' })).toBeInTheDocument();
    await expectTabNames(['भेजे गए अनुरोध 3', 'काउंटर ऑफ़र 9+', 'चालू चैट', 'इतिहास 9']);
    expect(screen.getByRole('tablist', { name: 'आपके परामर्श' })).toBeInTheDocument();
  });

  it('explains the steps in Hindi while there are no consultations', async () => {
    fakeEmptyTabs();
    renderDashboard('/', { ...SIGNED_IN_USER, firstSession: true });

    expect(screen.getByRole('heading', { name: 'स्वागत है, Asha!' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'परामर्श कैसे होता है' });
    expect(carousel).toHaveTextContent('अनुरोध भेजा गया');
    expect(screen.getByRole('group', { name: '4 में से 1: अनुरोध भेजा गया' })).toBeInTheDocument();
  });

  it('counts the offers and says how long a chosen one stays held, in Hindi', async () => {
    showOffersTab(heldOffer());

    expect(await screen.findByText('भुगतान बाकी है — 13 मिनट बचे हैं')).toBeVisible();
    expect(screen.getByText(/आपने Rajesh Agarwal को ₹800 पर चुना है।/)).toBeInTheDocument();
    expect(screen.getByText(/· 2 ऑफ़र$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'भुगतान पूरा करें' })).toHaveAttribute(
      'href',
      '/checkout/order_sim_0001',
    );
    expect(screen.getAllByText('सत्यापित प्रोफ़ेशनल')).toHaveLength(2);
  });

  it('says in Hindi when the hold lapsed', async () => {
    showOffersTab(LAPSED_HOLD);

    expect(await screen.findByText('भुगतान का समय खत्म हो गया।')).toBeVisible();
    expect(screen.getByText(/· 1 ऑफ़र$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्वीकार करें' })).toBeInTheDocument();
  });
});
