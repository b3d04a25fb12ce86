import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { buildMovement, buildWallet } from '@/test/payment-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const PAGE_LOAD = { timeout: 10_000 };

const PROFESSIONAL = {
  'GET /api/auth/user': {
    body: { ...SIGNED_IN_USER, role: 'professional', isApproved: true, specialization: 'CA' },
  },
};
const MOVEMENTS_URL = 'GET /api/professional/wallet/movements?page=1&pageSize=20';
const PAYOUTS_URL = 'GET /api/professional/payouts?page=1&pageSize=20';

const PAYOUT = {
  id: '00000000-0000-4000-8000-000000000950',
  professionalId: SIGNED_IN_USER.id,
  professionalName: 'Asha Rao',
  amount: '1000.00',
  status: 'requested',
  bankReference: null,
  requestedAt: '2026-03-06T10:00:00.000Z',
  paidAt: null,
};

resetFakesAfterEach();

describe('the wallet', { timeout: 20_000 }, () => {
  it('shows the balance, escrow, earnings, movements and payouts', async () => {
    fakeFetch({
      ...PROFESSIONAL,
      'GET /api/professional/wallet': { body: buildWallet() },
      [MOVEMENTS_URL]: {
        body: pageOf([
          buildMovement(),
          buildMovement({
            id: '00000000-0000-4000-8000-000000000901',
            kind: 'payout_requested',
            amount: '-500.00',
            consultationId: null,
            consultationTitle: null,
            description: 'Payout requested',
          }),
        ]),
      },
      [PAYOUTS_URL]: {
        body: pageOf([
          {
            ...PAYOUT,
            status: 'paid',
            bankReference: 'UTR123456789',
            paidAt: '2026-03-07T10:00:00.000Z',
          },
        ]),
      },
    });
    renderApp('/wallet');

    expect(await screen.findByRole('heading', { name: 'Wallet' }, PAGE_LOAD)).toBeInTheDocument();
    expect(await screen.findByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000')).toBeInTheDocument();
    expect(screen.getByText('₹900')).toBeInTheDocument();
    expect(await screen.findByText('+₹720')).toBeInTheDocument();
    expect(screen.getByText('-₹500')).toBeInTheDocument();
    expect(screen.getByText('Bank reference (UTR): UTR123456789')).toBeInTheDocument();
  });

  it('says what the empty lists are for', async () => {
    fakeFetch({
      ...PROFESSIONAL,
      'GET /api/professional/wallet': { body: buildWallet({ balance: '40.00' }) },
      [MOVEMENTS_URL]: { body: pageOf([]) },
      [PAYOUTS_URL]: { body: pageOf([]) },
    });
    renderApp('/wallet');

    expect(await screen.findByText('No movements yet', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('No payouts yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Payout' })).toBeDisabled();
    expect(screen.getByText('Payouts start at ₹100.')).toBeInTheDocument();
  });

  it('checks a payout request: whole rupees, at least ₹100, at most the balance', async () => {
    const { calls } = fakeFetch({
      ...PROFESSIONAL,
      'GET /api/professional/wallet': { body: buildWallet() },
      [MOVEMENTS_URL]: { body: pageOf([]) },
      [PAYOUTS_URL]: { body: pageOf([]) },
      'POST /api/professional/payouts': { status: 201, body: PAYOUT },
    });
    renderApp('/wallet');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Request Payout' }, PAGE_LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Request Payout' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    const submit = within(dialog).getByRole('button', { name: 'Request Payout' });

    await user.type(amount, '50');
    await user.click(submit);
    expect(await within(dialog).findByText('The smallest payout is ₹100')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '150.5');
    await user.click(submit);
    expect(await within(dialog).findByText('Payouts are in whole rupees')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5000');
    await user.click(submit);
    expect(
      await within(dialog).findByText('You can request up to ₹1,200, your balance'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(submit);

    expect(await screen.findByText('Payout Requested')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ amount: 1000 });
  });

  it('is for professionals only', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER } });
    renderApp('/wallet');

    expect(await screen.findByText('Access Denied', undefined, PAGE_LOAD)).toBeInTheDocument();
  });
});
