import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { renderSignedIn } from '@/test/render-signed-in.tsx';
import { ComplaintsTab } from './complaints-tab.tsx';
import { ADMIN_USER } from '../admin-fixtures.ts';
import { buildQuery, QUERIED_ID, QUERIED_PAYMENT } from './complaint-fixtures.ts';

const LIST = 'GET /api/admin/consultations/queries?page=1&pageSize=20';
const VIEW = `GET /api/admin/consultations/${QUERIED_ID}/view`;
const AVAILABLE = `GET /api/admin/professionals/available?consultationId=${QUERIED_ID}`;
const RESOLVE = `POST /api/admin/consultations/${QUERIED_ID}/resolve-query`;
const REROUTE = `POST /api/admin/consultations/${QUERIED_ID}/reroute`;

const OTHER_ENGINEER = {
  id: '00000000-0000-4000-8000-000000000202',
  firstName: 'Sneha',
  lastName: 'Kulkarni',
  specialization: 'Engineer',
  experience: 8,
  rating: 4.6,
  reviewCount: 12,
  activeCases: 1,
};

/** The one open query, whose view shows its ₹1,000 payment with ₹800 left to refund. */
const COMPLAINT_WITH_PAYMENT = {
  'GET /api/auth/user': { body: ADMIN_USER },
  [LIST]: { body: pageOf([buildQuery()]) },
  [VIEW]: {
    body: {
      ...buildQuery(),
      messages: [],
      payments: [QUERIED_PAYMENT],
      refundableAmount: '800.00',
    },
  },
};

resetFakesAfterEach();

const bodyOf = (calls: { method: string; url: string; init?: RequestInit }[], url: string) =>
  JSON.parse(String(calls.find((call) => call.url === url)?.init?.body)) as unknown;

describe('the admin queries tab', { timeout: 20_000 }, () => {
  it('lists open queries with who, what was paid, the reason and the wait', async () => {
    fakeFetch({
      'GET /api/auth/user': { body: ADMIN_USER },
      [LIST]: { body: pageOf([buildQuery()]) },
    });
    renderSignedIn(<ComplaintsTab />);

    expect(
      await screen.findByRole('heading', { name: 'Query Review (24-Hour Resolution)' }),
    ).toBeInTheDocument();
    const item = (await screen.findByText('Crack above the window lintel')).closest('li')!;
    expect(within(item).getByText('Ishita Verma (ishita@example.in)')).toBeInTheDocument();
    expect(within(item).getByText('Arjun Nair')).toBeInTheDocument();
    expect(within(item).getByText('₹1,000')).toBeInTheDocument();
    expect(within(item).getByText(/did not cover the second crack/)).toBeInTheDocument();
    expect(within(item).getByText('Waiting 5 h of 24 h')).toBeInTheDocument();
    expect(within(item).getByText(/IST$/)).toBeInTheDocument();
  });

  it('says when no query is open', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: ADMIN_USER }, [LIST]: { body: pageOf([]) } });
    renderSignedIn(<ComplaintsTab />);
    expect(await screen.findByText('No open queries')).toBeInTheDocument();
  });

  it('resolves with a partial refund in rupees and paise up to what is left', async () => {
    const { calls } = fakeFetch({
      ...COMPLAINT_WITH_PAYMENT,
      [RESOLVE]: { body: { consultation: buildQuery(), refund: null } },
    });
    renderSignedIn(<ComplaintsTab />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Query' });
    await user.type(within(dialog).getByLabelText(/Note to the user/), 'Sorry for the miss.');
    await user.selectOptions(await within(dialog).findByLabelText('Refund'), 'partial');
    const amount = within(dialog).getByLabelText('Refund amount (₹)');
    const submit = within(dialog).getByRole('button', { name: 'Resolve Query' });

    await user.type(amount, '900');
    await user.click(submit);
    expect(
      await within(dialog).findByText('You can refund up to ₹800, what is left of the payment'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please give a reason for the refund')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(amount);
    await user.type(amount, '300.50');
    await user.type(within(dialog).getByLabelText('Reason for the refund'), 'Second crack missed');
    await user.click(submit);

    expect(await screen.findByText('Query resolved')).toBeInTheDocument();
    expect(screen.getByText('Query has been successfully resolved.')).toBeInTheDocument();
    expect(bodyOf(calls, RESOLVE.slice(5))).toEqual({
      notes: 'Sorry for the miss.',
      refund: { amount: 300.5, reason: 'Second crack missed' },
    });
    const headers = calls.find((call) => call.url === RESOLVE.slice(5))?.init?.headers;
    expect((headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says so when resolving fails', async () => {
    fakeFetch({
      ...COMPLAINT_WITH_PAYMENT,
      [RESOLVE]: { status: 500, body: '' },
    });
    renderSignedIn(<ComplaintsTab />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve Query' });
    await within(dialog).findByLabelText('Refund');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve Query' }));
    expect(await screen.findByText('Failed to resolve query.')).toBeInTheDocument();
  });

  it('reroutes only with a professional and a reason', async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/user': { body: ADMIN_USER },
      [LIST]: { body: pageOf([buildQuery()]) },
      [AVAILABLE]: { body: [OTHER_ENGINEER] },
      [REROUTE]: { body: buildQuery({ status: 'assigned' }) },
    });
    renderSignedIn(<ComplaintsTab />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reroute' }));
    const dialog = screen.getByRole('dialog', { name: 'Reroute Consultation' });
    const submit = await within(dialog).findByRole('button', { name: 'Reroute' });
    await user.click(submit);
    expect(await within(dialog).findByText('Please select a professional')).toBeInTheDocument();
    expect(within(dialog).getByText('Please provide a reason for rerouting')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(
      within(dialog).getByLabelText('New professional'),
      'Sneha Kulkarni · 8 yrs experience · Rated 4.6 of 5 (12) · 1 active case',
    );
    await user.type(within(dialog).getByLabelText('Reason for rerouting'), 'Needs a second look');
    await user.click(submit);

    expect(await screen.findByText('Consultation rerouted')).toBeInTheDocument();
    expect(bodyOf(calls, REROUTE.slice(5))).toEqual({
      newProfessionalId: OTHER_ENGINEER.id,
      reason: 'Needs a second look',
    });
  });
});
