import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { renderApp } from '@/test/render-app.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const VISITOR = { 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } };

beforeEach(() => {
  showInHindi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  showInEnglish();
});

async function openLogin(path = '/login') {
  renderApp(path);
  await screen.findByRole('heading', { name: 'साइन इन करें' }, { timeout: 10_000 });
  return userEvent.setup();
}

describe('LoginPage in Hindi', { timeout: 20_000 }, () => {
  it('speaks Hindi: title, fields, links and the browser tab', async () => {
    fakeFetch(VISITOR);
    await openLogin();

    expect(document.title).toBe('साइन इन करें · सलाहकार');
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    const register = screen.getByRole('link', { name: 'खाता बनाएँ' });
    expect(register).toHaveAttribute('href', '/register');
    expect(register.closest('p')).toHaveTextContent('सलाहकार पर नए हैं? खाता बनाएँ');
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
  });

  it("says the schema's refusals in Hindi before calling the server", async () => {
    const { calls } = fakeFetch(VISITOR);
    const user = await openLogin();

    await user.type(screen.getByLabelText('ईमेल'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));

    expect(await screen.findByText('कृपया सही ईमेल डालें')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('names the field chosen on the landing page in Hindi', async () => {
    fakeFetch(VISITOR);
    await openLogin('/login?field=Lawyer');

    const note = screen.getByText(/आपने/);
    expect(note).toHaveTextContent(
      'आपने कानूनी विशेषज्ञ चुना है। साइन इन करने के बाद आपका अनुरोध फ़ॉर्म इसी क्षेत्र के साथ खुलेगा।',
    );
    expect(screen.getByText('कानूनी विशेषज्ञ').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute(
      'href',
      '/register?field=Lawyer',
    );
  });
});
