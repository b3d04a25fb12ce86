import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { buildCheckoutOrder, VERIFY_FIELDS } from '@/test/payment-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const PAGE_LOAD = { timeout: 10_000 };

type Options = {
  key: string;
  order_id: string;
  amount: number;
  description: string;
  prefill: Record<string, unknown>;
  handler: (fields: typeof VERIFY_FIELDS) => void;
  modal: { ondismiss: () => void };
};

/**
 * Razorpay's checkout.js at its boundary, as the page meets it: `new Razorpay(options)`, `on`,
 * `open`. The test plays the person in its window through the handlers it was given.
 */
function stubRazorpay() {
  const opened: { options: Options; fail: (description: string) => void }[] = [];
  class FakeRazorpay {
    private onFailed: (response: { error: { description: string } }) => void = () => {};
    constructor(private readonly options: Options) {}
    on(_event: string, handler: (response: { error: { description: string } }) => void) {
      this.onFailed = handler;
    }
    open() {
      opened.push({
        options: this.options,
        fail: (description) => this.onFailed({ error: { description } }),
      });
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return opened;
}

const RAZORPAY_ORDER = buildCheckoutOrder({
  orderId: 'order_Rz0001',
  gateway: 'razorpay',
  keyId: 'rzp_test_abc',
  checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  payer: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919812345678' },
});

resetFakesAfterEach();

describe('the Razorpay checkout', { timeout: 20_000 }, () => {
  it('opens Checkout on the order with the payer filled in, and verifies what it hands back', async () => {
    const opened = stubRazorpay();
    const { calls } = fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      'GET /api/payments/orders/order_Rz0001': { body: RAZORPAY_ORDER },
      'POST /api/payments/verify': {
        body: {
          consultationId: RAZORPAY_ORDER.consultationId,
          paymentStatus: 'paid',
          consultationStatus: 'assigned',
        },
      },
      'GET /api/stats/user': { body: { submitted: 0, withOffers: 0, active: 1, history: 0 } },
      'GET /api/consultations?tab=active&page=1&pageSize=20': { body: pageOf([]) },
    });
    const { router } = renderApp('/checkout/order_Rz0001');
    const user = userEvent.setup();

    expect(await screen.findByText('Pay securely', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByText(/no real money/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,50,000' }));

    expect(opened).toHaveLength(1);
    expect(opened[0]?.options).toMatchObject({
      key: 'rzp_test_abc',
      order_id: 'order_Rz0001',
      amount: 15_000_000,
      currency: 'INR',
      name: 'Salahkar',
      description: 'Help filing my ITR for 2025–26',
      prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '+919812345678' },
    });
    act(() => opened[0]?.options.handler(VERIFY_FIELDS));

    expect(await screen.findByText('Offer Accepted!')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=active');
    const verify = calls.find((call) => call.url === '/api/payments/verify');
    expect(JSON.parse(String(verify?.init?.body))).toEqual(VERIFY_FIELDS);
  });

  it('shows a failure and a closed window plainly, with a way to pay again', async () => {
    const opened = stubRazorpay();
    fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      'GET /api/payments/orders/order_Rz0001': { body: RAZORPAY_ORDER },
    });
    renderApp('/checkout/order_Rz0001');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,50,000' }, PAGE_LOAD));
    act(() => opened[0]?.options.modal.ondismiss());
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByText(/Press Pay to open it again/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay ₹1,50,000' }));
    expect(opened).toHaveLength(2);
    act(() => opened[1]?.fail('Payment declined by the bank.'));
    act(() => opened[1]?.options.modal.ondismiss());

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Payment failed');
    expect(alert).toHaveTextContent('Payment declined by the bank.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(opened).toHaveLength(3);
  });
});
