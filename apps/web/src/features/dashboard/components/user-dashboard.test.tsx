import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers.tsx';
import { fakeFetch } from '@/test/fake-fetch.ts';
import {
  buildConsultation,
  buildConsultationWithOffers,
  buildOffer,
  CATALOG_ROUTES,
  NO_ABILITIES,
  pageOf,
} from '@/test/marketplace-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { HomeDashboard } from './home-dashboard.tsx';

const EMPTY_TABS = {
  'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations/with-offers?page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations?tab=active&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations?tab=history&page=1&pageSize=20': { body: pageOf([]) },
};

function stats(counts: { submitted: number; withOffers: number; active: number; history: number }) {
  return { 'GET /api/stats/user': { body: counts } };
}

function renderDashboard() {
  render(
    <Providers>
      <MemoryRouter>
        <HomeDashboard user={SIGNED_IN_USER} />
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner replays toasts still active to the next test's toaster.
  toast.dismiss();
});

describe('the user dashboard', { timeout: 20_000 }, () => {
  it('greets by first name and counts each tab, capping at 9+', async () => {
    fakeFetch({ ...EMPTY_TABS, ...stats({ submitted: 3, withOffers: 12, active: 0, history: 9 }) });
    renderDashboard();

    expect(screen.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Request Submitted 3' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Counter Offers 9+' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Active Chat' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History 9' })).toBeInTheDocument();
  });

  it('explains the steps until a tab is chosen, then shows each empty list', async () => {
    fakeFetch({ ...EMPTY_TABS, ...stats({ submitted: 0, withOffers: 0, active: 0, history: 0 }) });
    const user = renderDashboard();

    expect(screen.getByText('1 / 4')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /1 of 4: Request Submitted/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Request Submitted' }));
    expect(await screen.findByText('No submitted requests')).toBeInTheDocument();
    expect(screen.queryByText('1 / 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Counter Offers' }));
    expect(await screen.findByText('No pending offers')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Active Chat' }));
    expect(await screen.findByText('No active chats')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText('No completed consultations')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'How it works' }));
    expect(screen.getByText('1 / 4')).toBeInTheDocument();
  });

  it('confirms a delete with the exact wording before deleting the request', async () => {
    const request = buildConsultation();
    const { calls } = fakeFetch({
      ...EMPTY_TABS,
      ...stats({ submitted: 1, withOffers: 0, active: 0, history: 0 }),
      'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([request]) },
      [`DELETE /api/consultations/${request.id}`]: { status: 204 },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Request Submitted/ }));
    await screen.findByText(request.title);

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Consultation Request' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this consultation request? This action cannot be undone.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Request Deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows Edit and Delete only when the server allows them', async () => {
    const request = buildConsultation({ abilities: NO_ABILITIES });
    fakeFetch({
      ...EMPTY_TABS,
      ...stats({ submitted: 1, withOffers: 0, active: 0, history: 0 }),
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
      ...stats({ submitted: 1, withOffers: 0, active: 0, history: 0 }),
      'GET /api/consultations?tab=submitted&page=1&pageSize=20': { body: pageOf([request]) },
      [`PUT /api/consultations/${request.id}`]: { body: request },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Request Submitted/ }));
    await screen.findByText(request.title);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Consultation Request' });
    await within(dialog).findByRole('option', { name: 'ITR Filing' });
    expect(within(dialog).getByLabelText('Professional Type')).toHaveValue('CA');
    expect(within(dialog).getByLabelText('Specialization')).toHaveValue('ITR Filing');
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'ITR for 2025–26 with capital gains');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Consultation updated successfully')).toBeInTheDocument();
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
      ...stats({ submitted: 0, withOffers: 1, active: 0, history: 0 }),
      'GET /api/consultations/with-offers?page=1&pageSize=20': {
        body: pageOf([buildConsultationWithOffers([offer])]),
      },
      [`POST /api/professional-offers/${offer.id}/accept`]: {
        body: { ...offer, status: 'accepted' },
      },
    });
    const user = renderDashboard();
    await user.click(screen.getByRole('tab', { name: /Counter Offers/ }));

    expect(await screen.findByText('Rajesh Agarwal')).toBeInTheDocument();
    expect(screen.getByText('Verified Professional')).toBeInTheDocument();
    expect(screen.getByText('₹800')).toBeInTheDocument();
    expect(screen.getByText(offer.message!)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View' }));
    const details = screen.getByRole('dialog', { name: 'Professional Offer Details' });
    expect(details).toHaveTextContent('New');
    expect(details).toHaveTextContent('16 years');
    expect(details).toHaveTextContent('Chartered Accountant in practice since 2010.');
    await user.click(within(details).getByRole('button', { name: 'Accept Offer' }));

    expect(await screen.findByText('Offer Accepted')).toBeInTheDocument();
    expect(
      screen.getByText('Payment is the next step to start your consultation.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/accept'))).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Professional Offer Details' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says why an offer could not be accepted', async () => {
    const offer = buildOffer();
    fakeFetch({
      ...EMPTY_TABS,
      ...stats({ submitted: 0, withOffers: 1, active: 0, history: 0 }),
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

    expect(await screen.findByText('Failed to Accept Offer')).toBeInTheDocument();
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
      ...stats({ submitted: 0, withOffers: 0, active: 0, history: 1 }),
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
    expect(await screen.findByText(completed.title)).toBeInTheDocument();
    expect(screen.getByText(/₹800 · Completed 5 Mar 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Clear and quick.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
    const review = calls.find((call) => call.url.endsWith('/review'));
    expect(JSON.parse(String(review?.init?.body))).toEqual({
      rating: 4,
      comment: 'Clear and quick.',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument(),
    );
  });
});
