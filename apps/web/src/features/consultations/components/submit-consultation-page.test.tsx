import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { buildConsultation, CATALOG_ROUTES } from '@/test/marketplace-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

resetFakesAfterEach();

describe('the new-consultation page', { timeout: 20_000 }, () => {
  it('posts the request, then returns to the dashboard after 1.5 s', async () => {
    fakeFetch({
      'GET /api/auth/user': { body: SIGNED_IN_USER },
      ...CATALOG_ROUTES,
      'POST /api/consultations': { status: 201, body: buildConsultation() },
    });
    const { router } = renderApp('/submit-consultation');
    const user = userEvent.setup();

    await user.type(
      await screen.findByLabelText('Title', undefined, { timeout: 10_000 }),
      'Help filing my ITR',
    );
    await screen.findByRole('option', { name: /CA & Finance/ });
    await user.selectOptions(screen.getByLabelText('Professional Type'), 'CA');
    await screen.findByRole('option', { name: 'ITR Filing' });
    await user.selectOptions(screen.getByLabelText('Specialization'), 'ITR Filing');
    await user.type(
      screen.getByLabelText('Detailed Description'),
      'Salaried, one rented flat, need help choosing the regime.',
    );
    const post = screen.getByRole('button', { name: 'Post Consultation' });
    await waitFor(() => expect(post).toBeEnabled());
    await user.click(post);

    expect(await screen.findByText('Taking you to your dashboard…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit-consultation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 4000 });
  });
});
