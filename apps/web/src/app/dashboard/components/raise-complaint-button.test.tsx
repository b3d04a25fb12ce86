import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { buildConsultation, NO_ABILITIES } from '@/test/marketplace-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { renderSignedIn } from '@/test/render-signed-in.tsx';
import { RaiseComplaintButton } from './raise-complaint-button.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const completed = (completedAt: string, overrides: Partial<Consultation> = {}) =>
  buildConsultation({
    status: 'completed',
    closedAt: completedAt,
    completedAt,
    abilities: { ...NO_ABILITIES, raiseComplaint: true },
    ...overrides,
  });

// The dialog loads when first opened: imported once here, so a busy machine's first transform
// does not count against the test's wait for it.
beforeAll(async () => {
  await import('./raise-complaint-dialog.tsx');
});

resetFakesAfterEach();

describe('Raise a Query on a History card', { timeout: 20_000 }, () => {
  it('asks for the reason, then sends it and says the query is under review', async () => {
    const consultation = completed(daysAgo(2));
    const queryUrl = `/api/consultations/${consultation.id}/query`;
    const { calls } = fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      [`POST ${queryUrl}`]: {
        status: 201,
        body: {
          consultationId: consultation.id,
          queryRaisedAt: new Date().toISOString(),
          queryReason: 'The advice missed my second question.',
        },
      },
    });
    renderSignedIn(<RaiseComplaintButton consultation={consultation} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Raise a Query' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise a Query' });
    await user.click(within(dialog).getByRole('button', { name: 'Raise Query' }));
    expect(await within(dialog).findByText('Please describe your query')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('What went wrong?')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByLabelText('What went wrong?'),
      'The advice missed my second question.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Raise Query' }));

    expect(await screen.findByText('Query Raised')).toBeInTheDocument();
    expect(screen.getByText('Our team will review it within 24 hours.')).toBeInTheDocument();
    const post = calls.find((call) => call.url === queryUrl);
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      reason: 'The advice missed my second question.',
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^Query raised .*: under review$/);
    expect(screen.queryByRole('button', { name: 'Raise a Query' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    const consultation = completed(daysAgo(1));
    fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      [`POST /api/consultations/${consultation.id}/query`]: {
        status: 409,
        body: { code: 'CONFLICT', message: 'A query on this consultation is already open' },
      },
    });
    renderSignedIn(<RaiseComplaintButton consultation={consultation} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Raise a Query' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise a Query' });
    await user.type(within(dialog).getByLabelText('What went wrong?'), 'Still unresolved');
    await user.click(within(dialog).getByRole('button', { name: 'Raise Query' }));
    expect(
      await screen.findByText('A query on this consultation is already open'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('is offered only when the server allows it, and shows where a query stands', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER } });
    renderSignedIn(
      <>
        <p>History</p>
        <RaiseComplaintButton consultation={completed(daysAgo(8), { abilities: NO_ABILITIES })} />
        <RaiseComplaintButton
          consultation={completed(daysAgo(2), {
            abilities: NO_ABILITIES,
            complaint: { raisedAt: daysAgo(1), reason: 'Unanswered', resolvedAt: null },
          })}
        />
        <RaiseComplaintButton
          consultation={completed(daysAgo(3), {
            complaint: { raisedAt: daysAgo(2), reason: 'Unanswered', resolvedAt: daysAgo(1) },
          })}
        />
      </>,
    );
    expect(await screen.findByText('History')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raise a Query' })).not.toBeInTheDocument();
    const lines = screen.getAllByRole('status').map((line) => line.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Query raised .*: under review$/),
      expect.stringMatching(/^Query resolved /),
    ]);
    expect(screen.getByRole('button', { name: 'Raise Another Query' })).toBeInTheDocument();
  });
});
