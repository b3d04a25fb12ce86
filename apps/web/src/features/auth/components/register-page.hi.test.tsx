import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { renderApp } from '@/test/render-app.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  showInEnglish();
});

describe('RegisterPage in Hindi', { timeout: 20_000 }, () => {
  it('puts the policy links inside the Hindi terms sentence', async () => {
    fakeFetch({ 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } });
    renderApp('/register');
    await screen.findByRole('heading', { name: 'रजिस्टर करें' }, { timeout: 10_000 });
    const panel = within(screen.getByRole('tabpanel'));

    const terms = panel.getByRole('checkbox');
    // jsdom drops the space before each link's "(opens in a new tab)"; browsers keep it.
    expect(terms).toHaveAccessibleName(/^मैं नियम और शर्तों ?\(नए टैब में खुलेगा\) और गोपनीयता नीति/);
    expect(terms).toHaveAccessibleName(/से सहमत हूँ, और पुष्टि करता\/करती हूँ कि मेरी उम्र 18 वर्ष/);
    expect(panel.getByRole('link', { name: /नियम और शर्तों/ })).toHaveAttribute('href', '/terms');
    expect(panel.getByRole('link', { name: /गोपनीयता नीति/ })).toHaveAttribute('href', '/privacy');

    const submit = panel.getByRole('button', { name: 'यूज़र खाता बनाएँ' });
    expect(submit).toBeDisabled();
    await userEvent.setup().click(terms);
    expect(submit).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'प्रोफ़ेशनल के रूप में रजिस्टर करें' })).toBeVisible();
  });
});
