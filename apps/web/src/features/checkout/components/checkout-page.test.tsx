import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { buildCheckoutOrder, checkoutFailure, VERIFY_FIELDS } from '@/test/payment-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const PAGE_LOAD = { timeout: 10_000 };
const ORDER_URL = 'GET /api/payments/orders/order_sim_0001';

// Where a paid checkout lands: the dashboard's Active Chat tab.
const DASHBOARD = {
  'GET /api/stats/user': { body: { submitted: 0, withOffers: 0, active: 1, history: 0 } },
  'GET /api/consultations?tab=active&page=1&pageSize=20': { body: pageOf([]) },
};

const SIGNED_IN = { 'GET /api/auth/user': { body: SIGNED_IN_USER } };

const VERIFIED = {
  consultationId: '00000000-0000-4000-8000-000000000300',
  paymentStatus: 'paid',
  consultationStatus: 'assigned',
};

function bodyOf(call: { init?: RequestInit } | undefined) {
  return JSON.parse(String(call?.init?.body)) as unknown;
}

function keyOf(call: { init?: RequestInit } | undefined) {
  return (call?.init?.headers as Record<string, string>)['Idempotency-Key'];
}

resetFakesAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Opens the checkout of an order held for ten more minutes, for the signed-in person `who`, with
 * the clock faked so a test can count the hold down.
 */
function openOrderHeldTenMinutes(who: Record<string, { body: unknown }>) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
  fakeFetch({
    ...who,
    [ORDER_URL]: {
      body: buildCheckoutOrder({ expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }),
    },
  });
  renderApp('/checkout/order_sim_0001');
}

describe('the checkout', { timeout: 20_000 }, () => {
  it('shows what is paid for, in rupees with Indian grouping, and counts the hold down', async () => {
    openOrderHeldTenMinutes(SIGNED_IN);

    expect(await screen.findByText('₹1,50,000', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Help filing my ITR for 2025–26')).toBeInTheDocument();
    expect(screen.getByText('Rajesh Agarwal')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:5\d)$/);
    expect(screen.getByText('Salahkar test checkout (no real money)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();

    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(screen.getByRole('timer')).toHaveTextContent(/^(1:00|0:5\d)$/);
    expect(screen.getByText(/Please complete your payment now/)).toBeInTheDocument();
    expect(screen.getByText('Less than a minute left to pay.')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(61_000));
    expect(
      screen.getByText('This payment window has expired — choose an offer again'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Counter Offers' })).toHaveAttribute(
      'href',
      '/?tab=offers',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('says so when the server has already let the hold lapse', async () => {
    fakeFetch({ ...SIGNED_IN, [ORDER_URL]: { body: buildCheckoutOrder({ state: 'expired' }) } });
    renderApp('/checkout/order_sim_0001');

    expect(
      await screen.findByText(
        'This payment window has expired — choose an offer again',
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
  });

  it('pays by UPI on the test checkout, verifies, and lands in Active Chat', async () => {
    const { calls } = fakeFetch({
      ...SIGNED_IN,
      ...DASHBOARD,
      [ORDER_URL]: { body: buildCheckoutOrder() },
      'POST /api/payments/simulate': { body: VERIFY_FIELDS },
      'POST /api/payments/verify': { body: VERIFIED },
    });
    const { router } = renderApp('/checkout/order_sim_0001');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,50,000' }, PAGE_LOAD));

    expect(await screen.findByText('Offer Accepted!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?tab=active');
    const simulate = calls.find((call) => call.url === '/api/payments/simulate');
    expect(bodyOf(simulate)).toEqual({
      orderId: 'order_sim_0001',
      outcome: 'success',
      method: 'upi',
    });
    const verify = calls.find((call) => call.url === '/api/payments/verify');
    expect(bodyOf(verify)).toEqual(VERIFY_FIELDS);
    expect(keyOf(verify)).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByRole('tab', { name: /Active Chat/ }, PAGE_LOAD)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows a failed payment plainly and pays on the same order when tried again', async () => {
    const { calls } = fakeFetch({
      ...SIGNED_IN,
      ...DASHBOARD,
      [ORDER_URL]: { body: buildCheckoutOrder() },
      'POST /api/payments/simulate': (init) =>
        (bodyOf({ init }) as { outcome: string }).outcome === 'failure'
          ? { body: checkoutFailure('Your bank declined the payment.') }
          : { body: VERIFY_FIELDS },
      'POST /api/payments/verify': { body: VERIFIED },
    });
    const { router } = renderApp('/checkout/order_sim_0001');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /Card/ }, PAGE_LOAD));
    await user.click(screen.getByRole('button', { name: 'Simulate failure' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Your bank declined the payment.');
    expect(alert).toHaveTextContent('The offer is still held for you');
    expect(calls.some((call) => call.url === '/api/payments/verify')).toBe(false);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Offer Accepted!')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=active');
    const attempts = calls.filter((call) => call.url === '/api/payments/simulate').map(bodyOf);
    expect(attempts).toEqual([
      { orderId: 'order_sim_0001', outcome: 'failure', method: 'card' },
      { orderId: 'order_sim_0001', outcome: 'success', method: 'card' },
    ]);
  });

  it('shows the last failure of an order opened again', async () => {
    fakeFetch({
      ...SIGNED_IN,
      [ORDER_URL]: { body: buildCheckoutOrder({ lastFailure: 'The UPI request timed out.' }) },
    });
    renderApp('/checkout/order_sim_0001');

    expect(await screen.findByRole('alert', undefined, PAGE_LOAD)).toHaveTextContent(
      'The UPI request timed out.',
    );
  });

  it('keeps the paid fields when the confirmation fails, and checks again with them', async () => {
    let verifyAttempts = 0;
    const { calls } = fakeFetch({
      ...SIGNED_IN,
      ...DASHBOARD,
      [ORDER_URL]: { body: buildCheckoutOrder() },
      'POST /api/payments/simulate': { body: VERIFY_FIELDS },
      'POST /api/payments/verify': () =>
        ++verifyAttempts === 1
          ? apiError(503, 'UNAVAILABLE', 'The gateway did not answer.')
          : { body: VERIFIED },
    });
    renderApp('/checkout/order_sim_0001');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,50,000' }, PAGE_LOAD));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm your payment yet');
    expect(alert).toHaveTextContent('The gateway did not answer.');
    await user.click(within(alert).getByRole('button', { name: 'Check again' }));

    expect(await screen.findByText('Offer Accepted!')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/payments/simulate')).toHaveLength(1);
    const verifies = calls.filter((call) => call.url === '/api/payments/verify');
    expect(verifies.map(bodyOf)).toEqual([VERIFY_FIELDS, VERIFY_FIELDS]);
    // A second click is a second attempt, with a key of its own.
    expect(keyOf(verifies[0])).not.toBe(keyOf(verifies[1]));
  });

  it("says 'Checkout Not Found' for someone else's order", async () => {
    fakeFetch({
      ...SIGNED_IN,
      [ORDER_URL]: apiError(404, 'NOT_FOUND', 'Order not found'),
    });
    renderApp('/checkout/order_sim_0001');

    expect(await screen.findByText('Checkout Not Found', undefined, PAGE_LOAD)).toBeInTheDocument();
  });
});

describe('the checkout in Hindi', { timeout: 20_000 }, () => {
  // A person who chose Hindi: the app keeps the language the server has for them.
  const SIGNED_IN_IN_HINDI = {
    'GET /api/auth/user': { body: { ...SIGNED_IN_USER, preferredLanguage: 'hi' } },
  };
  beforeEach(showInHindi);

  it('explains the order, the hold and the way it runs out in Hindi', async () => {
    openOrderHeldTenMinutes(SIGNED_IN_IN_HINDI);

    expect(
      await screen.findByRole('heading', { name: 'अपना भुगतान पूरा करें' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('₹1,50,000', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('देय राशि')).toBeInTheDocument();
    expect(screen.getByRole('timer').parentElement).toHaveTextContent(
      /यह ऑफ़र आपके लिए (10:00|9:5\d) और रुका रहेगा। भुगतान करने तक कोई राशि नहीं कटेगी।/,
    );
    expect(screen.getByText('सलाहकार टेस्ट चेकआउट (असली पैसे नहीं)')).toBeInTheDocument();
    // UPI first, then card, each with its Hindi detail.
    expect(screen.getByRole('radio', { name: /UPI/ })).toBeChecked();
    expect(screen.getByText('कोई भी UPI ऐप')).toBeInTheDocument();
    expect(screen.getByText('डेबिट या क्रेडिट कार्ड')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रद्दीकरण और रिफ़ंड नीति' })).toHaveAttribute(
      'href',
      '/cancellation-refund',
    );

    act(() => vi.advanceTimersByTime(9 * 60_000));
    expect(screen.getByText(/कृपया अभी अपना भुगतान पूरा करें।/)).toBeInTheDocument();
    expect(screen.getByText('भुगतान के लिए एक मिनट से कम समय बचा है।')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByText('भुगतान का समय खत्म हो गया है — फिर से कोई ऑफ़र चुनें')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'काउंटर ऑफ़र पर वापस जाएँ' })).toHaveAttribute(
      'href',
      '/?tab=offers',
    );
  });

  it('shows a failed card payment in Hindi, then pays and confirms in Hindi', async () => {
    fakeFetch({
      ...SIGNED_IN_IN_HINDI,
      ...DASHBOARD,
      [ORDER_URL]: { body: buildCheckoutOrder() },
      'POST /api/payments/simulate': (init) =>
        (JSON.parse(String(init?.body)) as { outcome: string }).outcome === 'failure'
          ? { body: checkoutFailure('Your bank declined the payment.') }
          : { body: VERIFY_FIELDS },
      'POST /api/payments/verify': { body: VERIFIED },
    });
    renderApp('/checkout/order_sim_0001');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('radio', { name: /कार्ड/ }, PAGE_LOAD));
    await user.click(screen.getByRole('button', { name: 'विफलता सिम्युलेट करें' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('भुगतान विफल रहा');
    expect(alert).toHaveTextContent('ऑफ़र अब भी आपके लिए रुका हुआ है।');

    await user.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByText('ऑफ़र स्वीकार हो गया!')).toBeInTheDocument();
  });

  it('offers Pay with the amount in Hindi', async () => {
    fakeFetch({ ...SIGNED_IN_IN_HINDI, [ORDER_URL]: { body: buildCheckoutOrder() } });
    renderApp('/checkout/order_sim_0001');
    expect(
      await screen.findByRole('button', { name: '₹1,50,000 का भुगतान करें' }, PAGE_LOAD),
    ).toBeEnabled();
  });
});
