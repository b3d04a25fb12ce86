import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { buildCheckoutOrder } from '@/test/payment-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const PAGE_LOAD = { timeout: 10_000 };
const ORDER_URL = 'GET /api/payments/orders/order_sim_0001';
const BILLING_URL = 'PUT /api/payments/orders/order_sim_0001/billing';
const SIGNED_IN = { 'GET /api/auth/user': { body: SIGNED_IN_USER } };
const TAX_INVOICE = { taxInvoice: true, placeOfSupply: null, gstin: null };

resetFakesAfterEach();

describe('the checkout’s tax invoice details', { timeout: 20_000 }, () => {
  it('are asked only when payments come with a tax invoice', async () => {
    fakeFetch({ ...SIGNED_IN, [ORDER_URL]: { body: buildCheckoutOrder() } });
    renderApp('/checkout/order_sim_0001');
    expect(await screen.findByText('Rajesh Agarwal', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Details for your tax invoice' })).toBeNull();
  });

  it('save the state and GSTIN, and show the server’s refusal beside the GSTIN', async () => {
    let answer = 0;
    const { calls } = fakeFetch({
      ...SIGNED_IN,
      [ORDER_URL]: { body: buildCheckoutOrder({ billing: TAX_INVOICE }) },
      [BILLING_URL]: () =>
        answer++ === 0
          ? apiError(
              400,
              'VALIDATION_FAILED',
              'This GSTIN is mistyped: its last character does not match the others',
              'gstin',
            )
          : { body: { taxInvoice: true, placeOfSupply: 'MH', gstin: '27AAPFU0939F1ZV' } },
    });
    renderApp('/checkout/order_sim_0001');
    const user = userEvent.setup();
    const form = await screen.findByRole(
      'form',
      { name: 'Details for your tax invoice' },
      PAGE_LOAD,
    );
    expect(form).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State or union territory'), 'Maharashtra');
    await user.type(screen.getByLabelText('GSTIN (optional, for businesses)'), '27AAPFU0939F1Z5');
    await user.click(screen.getByRole('button', { name: 'Save invoice details' }));

    const gstin = screen.getByLabelText('GSTIN (optional, for businesses)');
    expect(await screen.findByText(/This GSTIN is mistyped/)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    const put = calls.filter((call) => call.method === 'PUT');
    expect(JSON.parse(String(put[0]?.init?.body))).toEqual({
      placeOfSupply: 'MH',
      gstin: '27AAPFU0939F1Z5',
    });

    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.click(screen.getByRole('button', { name: 'Save invoice details' }));
    expect(
      await screen.findByText('Saved. Your invoice will show these details.'),
    ).toBeInTheDocument();
  });

  it('speak Hindi on Hindi screens, the states named in Hindi', async () => {
    showInHindi();
    fakeFetch({
      ...SIGNED_IN,
      [ORDER_URL]: { body: buildCheckoutOrder({ billing: TAX_INVOICE }) },
    });
    renderApp('/checkout/order_sim_0001');
    expect(
      await screen.findByRole('form', { name: 'आपके टैक्स इनवॉइस की जानकारी' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'महाराष्ट्र' })).toHaveValue('MH');
  });
});
