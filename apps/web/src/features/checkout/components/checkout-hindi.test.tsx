import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { buildCheckoutOrder, checkoutFailure, VERIFY_FIELDS } from '@/test/payment-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const PAGE_LOAD = { timeout: 10_000 };
const ORDER_URL = 'GET /api/payments/orders/order_sim_0001';
const SIGNED_IN = {
  'GET /api/auth/user': { body: { ...SIGNED_IN_USER, preferredLanguage: 'hi' } },
};
const DASHBOARD = {
  'GET /api/stats/user': { body: { submitted: 0, withOffers: 0, active: 1, history: 0 } },
  'GET /api/consultations?tab=active&page=1&pageSize=20': { body: pageOf([]) },
};

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  showInEnglish();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the checkout in Hindi', { timeout: 20_000 }, () => {
  it('explains the order, the hold and the way it runs out in Hindi', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    fakeFetch({
      ...SIGNED_IN,
      [ORDER_URL]: {
        body: buildCheckoutOrder({ expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() }),
      },
    });
    renderApp('/checkout/order_sim_0001');

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
      ...SIGNED_IN,
      ...DASHBOARD,
      [ORDER_URL]: { body: buildCheckoutOrder() },
      'POST /api/payments/simulate': (init) =>
        (JSON.parse(String(init?.body)) as { outcome: string }).outcome === 'failure'
          ? { body: checkoutFailure('Your bank declined the payment.') }
          : { body: VERIFY_FIELDS },
      'POST /api/payments/verify': {
        body: {
          consultationId: '00000000-0000-4000-8000-000000000300',
          paymentStatus: 'paid',
          consultationStatus: 'assigned',
        },
      },
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
    fakeFetch({ ...SIGNED_IN, [ORDER_URL]: { body: buildCheckoutOrder() } });
    renderApp('/checkout/order_sim_0001');
    expect(
      await screen.findByRole('button', { name: '₹1,50,000 का भुगतान करें' }, PAGE_LOAD),
    ).toBeEnabled();
  });
});
