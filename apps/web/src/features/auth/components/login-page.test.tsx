import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseAsVisitor, currentLanguage } from '@/i18n';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInEnglish, showInHindi } from '@/test/languages.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

resetFakesAfterEach();
afterEach(() => {
  // A visitor's noted choice of language is also kept in a cookie: each test starts without.
  document.cookie = 'salahkar.lang=; Path=/; Max-Age=0';
});

/** Opens the login page and waits for its title, in the language shown. */
async function openLogin(path = '/login', title = 'Sign In') {
  renderApp(path);
  await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  return userEvent.setup();
}

/**
 * Submits an email that is not one and no password: the schema's two refusals show, in the
 * language shown, and nothing is posted to the server.
 */
async function expectRefusedBeforeServer(texts: {
  email: string;
  signIn: string;
  badEmail: string;
  noPassword: string;
}) {
  const { calls } = fakeFetch({ 'GET /api/auth/user': { status: 401 } });
  // The page's title is its button's name: Sign In.
  const user = await openLogin('/login', texts.signIn);

  await user.type(screen.getByLabelText(texts.email), 'not-an-email');
  await user.click(screen.getByRole('button', { name: texts.signIn }));

  expect(await screen.findByText(texts.badEmail)).toBeInTheDocument();
  expect(screen.getByText(texts.noPassword)).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
}

describe('LoginPage', { timeout: 20_000 }, () => {
  it('checks the fields before calling the server', async () => {
    await expectRefusedBeforeServer({
      email: 'Email',
      signIn: 'Sign In',
      badEmail: 'Please enter a valid email',
      noPassword: 'Password is required',
    });
  });

  it('shows and hides the password', async () => {
    fakeFetch({ 'GET /api/auth/user': { status: 401 } });
    const user = await openLogin();
    const password = screen.getByLabelText('Password');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("tells the server's reason beside the password when the login is refused", async () => {
    fakeFetch({
      'GET /api/auth/user': { status: 401 },
      'POST /api/auth/login': apiError(
        401,
        'UNAUTHENTICATED',
        'Email or password is incorrect.',
        'password',
      ),
    });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const reason = await screen.findByText('Email or password is incorrect.');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain(reason.id);
    expect(password).toHaveFocus();
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
    // A refused login is not a lost session: no "logged out" toast.
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('signs in, reloads the current user and lands on the dashboard', async () => {
    let signedIn = false;
    const { calls } = fakeFetch({
      'GET /api/auth/user': () =>
        signedIn ? { body: SIGNED_IN_USER } : { status: 401, body: { code: 'UNAUTHENTICATED' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: SIGNED_IN_USER };
      },
    });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The greeting says it: no 'Logged in successfully' toast on top.
    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();
    const login = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(login?.init?.body))).toEqual({
      email: 'asha@example.in',
      password: 'correct horse',
    });
  });
});

describe('LoginPage in Hindi', { timeout: 20_000 }, () => {
  const VISITOR = { 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } };
  const openHindiLogin = (path?: string) => openLogin(path, 'साइन इन करें');

  beforeEach(showInHindi);

  it('speaks Hindi: title, fields, links and the browser tab', async () => {
    fakeFetch(VISITOR);
    await openHindiLogin();

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
    await expectRefusedBeforeServer({
      email: 'ईमेल',
      signIn: 'साइन इन करें',
      badEmail: 'कृपया सही ईमेल डालें',
      noPassword: 'पासवर्ड ज़रूरी है',
    });
  });

  it('names the field chosen on the landing page in Hindi', async () => {
    fakeFetch(VISITOR);
    await openHindiLogin('/login?field=Lawyer');

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
  it('keeps the Hindi a visitor chose through the sign-in, saving it to the profile', async () => {
    // As reading '/hi' notes it (public-main.tsx): the sign-in page then opens in Hindi.
    chooseAsVisitor('hi');
    let signedIn = false;
    let saved: unknown;
    const { calls } = fakeFetch({
      'GET /api/auth/user': () =>
        signedIn
          ? { body: { ...SIGNED_IN_USER, preferredLanguage: saved === undefined ? 'en' : 'hi' } }
          : { status: 401, body: { code: 'UNAUTHENTICATED' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        // The profile says English, as it did before this visit.
        return { body: { success: true, message: 'ok', user: SIGNED_IN_USER } };
      },
      'PUT /api/profile': (init) => {
        saved = JSON.parse(String(init?.body));
        return { body: { ...SIGNED_IN_USER, preferredLanguage: 'hi' } };
      },
    });
    const user = await openHindiLogin();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await user.type(screen.getByLabelText('पासवर्ड'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));

    expect(await screen.findByRole('heading', { name: /Asha/ }, { timeout: 10_000 })).toBeVisible();
    expect(saved).toEqual({ preferredLanguage: 'hi' });
    const order = calls.map((call) => `${call.method} ${call.url}`);
    expect(order.indexOf('PUT /api/profile')).toBeGreaterThan(
      order.indexOf('POST /api/auth/login'),
    );
    // The dashboard stays in Hindi: the profile no longer says otherwise.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentLanguage()).toBe('hi');
  });

  it('saves nothing when the visitor chose no language before signing in', async () => {
    let signedIn = false;
    const { calls } = fakeFetch({
      'GET /api/auth/user': () =>
        signedIn ? { body: SIGNED_IN_USER } : { status: 401, body: { code: 'UNAUTHENTICATED' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: { success: true, message: 'ok', user: SIGNED_IN_USER } };
      },
    });
    const user = await openHindiLogin();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.in');
    await user.type(screen.getByLabelText('पासवर्ड'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('heading', { name: /Asha/ }, { timeout: 10_000 })).toBeVisible();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('the sign-in page’s language switch', { timeout: 20_000 }, () => {
  it('switches to Hindi in place and keeps the choice for the sign-in', async () => {
    fakeFetch({ 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } });
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(
      await screen.findByRole('heading', { name: 'साइन इन करें' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(sessionStorage.getItem('salahkar.lang.visitor')).toBe('hi');
    expect(document.cookie).toContain('salahkar.lang=hi');
    // And back: the switch now offers English.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeVisible();
    expect(sessionStorage.getItem('salahkar.lang.visitor')).toBe('en');
    showInEnglish();
  });
});
