import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { buildConsultation, pageOf } from '@/test/marketplace-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const PAGE_LOAD = { timeout: 10_000 };

resetFakesAfterEach();

describe('the completed cases page', { timeout: 20_000 }, () => {
  it('lists a professional’s finished cases with their chat history', async () => {
    const finished = buildConsultation({
      status: 'completed',
      finalAmount: '1500.00',
      completedAt: '2026-03-05T10:00:00.000Z',
    });
    fakeFetch({
      'GET /api/auth/user': {
        body: { ...SIGNED_IN_USER, role: 'professional', isApproved: true, specialization: 'CA' },
      },
      'GET /api/professional/completed-consultations?page=1&pageSize=20': {
        body: pageOf([finished]),
      },
    });
    renderApp('/completed-cases');

    expect(await screen.findByText(finished.title, undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/₹1,500 · Completed 5 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Chat History' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('denies everyone else, with a way home', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER } });
    renderApp('/completed-cases');

    expect(await screen.findByText('Access Denied', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/');
  });
});
