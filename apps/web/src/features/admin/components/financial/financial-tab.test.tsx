import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { renderSignedIn } from '@/test/render-signed-in.tsx';
import { ADMIN_USER } from '../admin-fixtures.ts';
import { FinancialTab } from './financial-tab.tsx';

const PAYMENT_ID = '00000000-0000-4000-8000-000000000301';
const PAYOUT_ID = '00000000-0000-4000-8000-000000000950';

const SUMMARY = {
  totalRevenue: '150000.00',
  totalCommission: '15000.00',
  totalPayouts: '90000.00',
  pendingPayouts: '4500.00',
  monthlyRevenue: '2500.00',
  monthlyGrowth: 12.5,
  transactionCount: 42,
};

const TRANSACTION = {
  id: PAYMENT_ID,
  consultationId: '00000000-0000-4000-8000-000000000777',
  consultationTitle: 'Crack above the window lintel',
  userName: 'Ishita Verma',
  professionalName: 'Arjun Nair',
  status: 'paid',
  amount: '1000.00',
  platformShare: '100.00',
  refundedAmount: '300.00',
  createdAt: '2026-03-01T10:00:00.000Z',
};

const PAYOUT = {
  id: PAYOUT_ID,
  professionalId: '00000000-0000-4000-8000-000000000201',
  professionalName: 'Arjun Nair',
  amount: '2500.00',
  status: 'requested',
  bankReference: null,
  requestedAt: '2026-03-06T10:00:00.000Z',
  paidAt: null,
};

function routes(extra: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    'GET /api/auth/user': { body: ADMIN_USER },
    'GET /api/admin/financial/summary': { body: SUMMARY },
    'GET /api/admin/financial/transactions?page=1&pageSize=20': { body: pageOf([TRANSACTION]) },
    'GET /api/admin/payouts?status=requested&page=1&pageSize=20': { body: pageOf([PAYOUT]) },
    ...extra,
  });
}

const bodyOf = (calls: { url: string; init?: RequestInit }[], url: string) =>
  JSON.parse(String(calls.find((call) => call.url === url)?.init?.body)) as unknown;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});

resetFakesAfterEach();

describe('the admin financial tab', { timeout: 20_000 }, () => {
  it('shows the ledger figures in rupees, transactions with refunds and requested payouts', async () => {
    routes();
    renderSignedIn(<FinancialTab />);

    expect(await screen.findByText('₹1,50,000')).toBeVisible();
    expect(screen.getByText('₹15,000')).toBeInTheDocument();
    expect(screen.getByText('₹90,000')).toBeInTheDocument();
    expect(screen.getByText('₹4,500')).toBeInTheDocument();
    expect(screen.getByText('Commission · +12.5% vs last month')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    const transaction = (await screen.findByText('Crack above the window lintel')).closest('li')!;
    expect(within(transaction).getByText('Refunded ₹300 · ₹700 left')).toBeInTheDocument();
    const payouts = screen.getByRole('list', { name: 'Payouts' });
    expect(await within(payouts).findByText('₹2,500')).toBeInTheDocument();
  });

  it('loads the next payouts by the cursor the server gave', async () => {
    const older = { ...PAYOUT, id: '00000000-0000-4000-8000-000000000951', amount: '700.00' };
    const first = 'GET /api/admin/payouts?status=requested&page=1&pageSize=20';
    const second = '/api/admin/payouts?status=requested&page=2&pageSize=20&cursor=after-first';
    const { calls } = routes({
      [first]: { body: { ...pageOf([PAYOUT]), hasMore: true, nextCursor: 'after-first' } },
      [`GET ${second}`]: { body: { ...pageOf([older]), page: 2 } },
    });
    renderSignedIn(<FinancialTab />);

    const payouts = await screen.findByRole('list', { name: 'Payouts' });
    expect(await within(payouts).findByText('₹2,500')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(await within(payouts).findByText('₹700')).toBeInTheDocument();
    expect(calls.some((call) => call.url === second)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('exports the report in the chosen format', async () => {
    const { calls } = routes({
      'GET /api/admin/financial/export?format=pdf': { body: '%PDF-1.7' },
    });
    renderSignedIn(<FinancialTab />);
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Report format'), 'pdf');
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(await screen.findByText('Financial report exported successfully')).toBeVisible();
    expect(calls.some((call) => call.url === '/api/admin/financial/export?format=pdf')).toBe(true);
  });

  it('tells the admin when the export fails', async () => {
    routes({ 'GET /api/admin/financial/export?format=csv': { status: 500, body: '' } });
    renderSignedIn(<FinancialTab />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Export Report' }));
    expect(await screen.findByText('Failed to export financial report')).toBeVisible();
  });

  it('refunds what is left by default, with a reason and an idempotency key', async () => {
    const refundUrl = `/api/admin/payments/${PAYMENT_ID}/refund`;
    const { calls } = routes({ [`POST ${refundUrl}`]: { status: 201, body: {} } });
    renderSignedIn(<FinancialTab />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Payment' });
    expect(within(dialog).getByLabelText('Refund amount (₹)')).toHaveValue(700);
    await user.click(within(dialog).getByRole('button', { name: 'Issue Refund' }));
    expect(
      await within(dialog).findByText('Please give a reason for the refund'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Service not given');
    await user.click(within(dialog).getByRole('button', { name: 'Issue Refund' }));
    expect(await screen.findByText('Refund issued')).toBeVisible();
    expect(bodyOf(calls, refundUrl)).toEqual({ amount: 700, reason: 'Service not given' });
    const headers = calls.find((call) => call.url === refundUrl)?.init?.headers;
    expect((headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('marks a payout paid with its bank reference', async () => {
    const markUrl = `/api/admin/payouts/${PAYOUT_ID}/mark-paid`;
    const { calls } = routes({
      [`POST ${markUrl}`]: { body: { ...PAYOUT, status: 'paid', bankReference: 'UTR12345678' } },
    });
    renderSignedIn(<FinancialTab />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Payout as Paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(
      await within(dialog).findByText('Please enter the bank reference (UTR) of the transfer'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Bank reference (UTR)'), 'UTR12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Payout marked as paid')).toBeVisible();
    expect(bodyOf(calls, markUrl)).toEqual({ bankReference: 'UTR12345678' });
  });
});
