import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderApp } from '@/test/render-app.tsx';

// The forms' schemas (and zod) are not part of the screen's first script (decision 230): their
// chunk loads on the form's first use, and the check then says the schema's own words.
const schemaChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./schemas.ts', async (importOriginal) => {
  schemaChunk.loads += 1;
  return importOriginal();
});

resetFakesAfterEach();

it(
  'loads the login form’s schemas on first use and checks with them',
  { timeout: 20_000 },
  async () => {
    fakeFetch({ 'GET /api/auth/user': { status: 401 } });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign In' }, { timeout: 10_000 });
    expect(schemaChunk.loads).toBe(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(schemaChunk.loads).toBe(1);
  },
);
