import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addOneCredentialDocument, sentWithDocuments } from '@/test/credential-documents.ts';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const VISITOR = { 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } };
const OTP_SENT = {
  body: { success: true, message: 'If this address can be used, we sent a code to it.' },
};
const VERIFIED = { body: { success: true, message: 'Email verified successfully' } };

type User = ReturnType<typeof userEvent.setup>;

// A whole registration types a dozen fields (and the first test loads the page's modules): more
// than the default five seconds on a busy machine.
const FLOW_TIMEOUT_MS = 30_000;

resetFakesAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

async function openRegister(path = '/register', title = 'Register') {
  const view = renderApp(path);
  // The first test also pays for loading the page's modules.
  await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

function activePanel() {
  return screen.getByRole('tabpanel');
}

async function fillAccount(user: User, email = 'asha@example.in') {
  const panel = within(activePanel());
  await user.type(panel.getByLabelText('First name'), 'Asha');
  await user.type(panel.getByLabelText('Last name'), 'Rao');
  await user.type(panel.getByLabelText('Email'), email);
  await user.type(panel.getByLabelText('Password'), 'monsoon-chai-42');
  await user.type(panel.getByLabelText('Confirm password'), 'monsoon-chai-42');
}

function postsTo(calls: ReturnType<typeof fakeFetch>['calls'], url: string) {
  return calls.filter((call) => call.method === 'POST' && call.url === url);
}

describe('RegisterPage', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('keeps either submit disabled until the terms box is ticked', async () => {
    fakeFetch(VISITOR);
    const { user } = await openRegister();

    const userSubmit = within(activePanel()).getByRole('button', { name: 'Create User Account' });
    expect(userSubmit).toBeDisabled();
    const terms = within(activePanel()).getByRole('checkbox', { name: /I agree to the Terms/ });
    expect(within(activePanel()).getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(activePanel()).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(terms).toHaveAccessibleName(/18 years of age or older/);
    await user.click(terms);
    expect(userSubmit).toBeEnabled();
    await user.click(terms);
    expect(userSubmit).toBeDisabled();

    // The professional's form is not even mounted (hidden) until that tab is chosen: its code
    // downloads then.
    expect(
      screen.queryByRole('button', { name: 'Create Professional Account', hidden: true }),
    ).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Register as Professional' }));
    const proSubmit = await within(activePanel()).findByRole('button', {
      name: 'Create Professional Account',
    });
    expect(proSubmit).toBeDisabled();
    await user.click(within(activePanel()).getByRole('checkbox', { name: /I agree/ }));
    expect(proSubmit).toBeEnabled();
  });

  it('checks the fields before sending a code', async () => {
    const { calls } = fakeFetch(VISITOR);
    const { user } = await openRegister();
    const panel = within(activePanel());

    await user.type(panel.getByLabelText('Email'), 'asha@');
    await user.type(panel.getByLabelText('Password'), 'short');
    await user.type(panel.getByLabelText('Confirm password'), 'different');
    await user.click(panel.getByRole('checkbox', { name: /I agree/ }));
    await user.click(panel.getByRole('button', { name: 'Create User Account' }));

    expect(await panel.findByText('First name is required')).toBeInTheDocument();
    expect(panel.getByText('Last name is required')).toBeInTheDocument();
    expect(panel.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(panel.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(postsTo(calls, '/api/auth/send-otp')).toHaveLength(0);
  });

  it('registers a user through the OTP dialog and lands on the dashboard', async () => {
    let signedIn = false;
    const { calls } = fakeFetch({
      'GET /api/auth/user': () =>
        signedIn ? { body: SIGNED_IN_USER } : { status: 401, body: { code: 'UNAUTHENTICATED' } },
      'POST /api/auth/send-otp': OTP_SENT,
      'POST /api/auth/verify-otp': VERIFIED,
      'POST /api/auth/register-with-otp': () => {
        signedIn = true;
        return { body: { success: true, signedIn: true, message: 'Account created' } };
      },
    });
    const { user, router } = await openRegister();

    await fillAccount(user, '  Asha@Example.in ');
    await user.click(within(activePanel()).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(activePanel()).getByRole('button', { name: 'Create User Account' }));

    // No 'OTP Sent' toast: the dialog itself says where the code went.
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(screen.queryByText('OTP Sent')).not.toBeInTheDocument();
    expect(JSON.parse(String(postsTo(calls, '/api/auth/send-otp')[0]?.init?.body))).toEqual({
      email: 'asha@example.in',
    });
    expect(dialog).toHaveTextContent('asha@example.in');
    const code = within(dialog).getByLabelText('Verification code');

    await user.type(code, '48a29');
    expect(code).toHaveValue('4829');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));
    // Said beside the code box, which is marked invalid and described by it.
    const tooShort = await within(dialog).findByText('Please enter a valid 6-digit OTP');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code.getAttribute('aria-describedby')).toContain(tooShort.id);
    expect(postsTo(calls, '/api/auth/verify-otp')).toHaveLength(0);

    await user.type(code, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));

    expect(
      await screen.findByRole('heading', { name: 'Welcome to Salahkar!' }),
    ).toBeInTheDocument();
    expect(JSON.parse(String(postsTo(calls, '/api/auth/verify-otp')[0]?.init?.body))).toEqual({
      email: 'asha@example.in',
      otp: '482913',
    });
    expect(
      JSON.parse(String(postsTo(calls, '/api/auth/register-with-otp')[0]?.init?.body)),
    ).toEqual({
      role: 'user',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      password: 'monsoon-chai-42',
      confirmPassword: 'monsoon-chai-42',
      acceptedTerms: true,
      otp: '482913',
    });
    // Said once, on the screen: no toast repeating it.
    expect(
      screen.getAllByText('Account created successfully! You are now logged in.'),
    ).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));

    expect(
      await screen.findByRole('heading', { name: /Welcome back, Asha!/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('registers a professional with credential documents and shows the pending review', async () => {
    const { calls } = fakeFetch({
      ...VISITOR,
      'POST /api/auth/send-otp': OTP_SENT,
      'POST /api/auth/verify-otp': VERIFIED,
      'POST /api/auth/register-with-otp': {
        body: { success: true, signedIn: false, message: 'Awaiting admin approval' },
      },
    });
    const { user } = await openRegister('/register?tab=professional');
    const panel = within(activePanel());
    expect(screen.getByRole('tab', { name: 'Register as Professional' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await fillAccount(user, 'dr.meera@example.in');
    await user.selectOptions(panel.getByLabelText('Specialization'), 'Career_Consultant');
    expect(panel.getByRole('option', { name: 'Career Consultant' })).toBeInTheDocument();
    await user.type(panel.getByLabelText('Experience (years)'), '12');
    await user.type(panel.getByLabelText('Professional bio'), 'Career coach for engineers.');
    await user.type(panel.getByLabelText('Registration or licence number'), 'ICF-99821');

    await addOneCredentialDocument(panel, user);

    await user.click(panel.getByRole('checkbox', { name: /I agree/ }));
    await user.click(panel.getByRole('button', { name: 'Create Professional Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    await user.type(within(dialog).getByLabelText('Verification code'), '551177');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));

    expect(
      await screen.findByRole('heading', { name: 'Registration submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/typically takes 2–3 business days/)).toBeInTheDocument();
    expect(screen.getByText('dr.meera@example.in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    const sent = sentWithDocuments(postsTo(calls, '/api/auth/register-with-otp')[0]?.init?.body);
    expect(sent.payload).toMatchObject({
      role: 'professional',
      specialization: 'Career_Consultant',
      experience: 12,
      bio: 'Career coach for engineers.',
      licenseNumber: 'ICF-99821',
      acceptedTerms: true,
      otp: '551177',
    });
    expect(sent.credentials).toEqual(['certificate.pdf']);
  });

  it("tells the server's reason when no code can be sent, and opens no dialog", async () => {
    fakeFetch({
      ...VISITOR,
      'POST /api/auth/send-otp': apiError(
        503,
        'SERVICE_UNAVAILABLE',
        'Mail is briefly unavailable',
      ),
    });
    const { user } = await openRegister();

    await fillAccount(user);
    await user.click(within(activePanel()).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(activePanel()).getByRole('button', { name: 'Create User Account' }));

    expect(await screen.findByText('Failed to Send OTP')).toBeInTheDocument();
    expect(screen.getByText('Mail is briefly unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains the next step whether or not the address already has an account', async () => {
    // The server answers every address alike (an owner is mailed a sign-in hint, not a code).
    fakeFetch({ ...VISITOR, 'POST /api/auth/send-otp': OTP_SENT });
    const { user } = await openRegister();

    await fillAccount(user);
    await user.click(within(activePanel()).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(activePanel()).getByRole('button', { name: 'Create User Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(dialog).toHaveAccessibleDescription(
      'If asha@example.in can be used, we sent a 6-digit code to it, valid for 10 minutes. Check your inbox; if you already have an account, we sent a sign-in hint instead.',
    );
  });

  it('says the code could not be sent when its mail failed to leave', async () => {
    // The code leaves after send-otp answers; the dialog asks where its mail stands.
    fakeFetch({
      ...VISITOR,
      'POST /api/auth/send-otp': OTP_SENT,
      'GET /api/auth/otp-status?email=asha%40example.in': { body: { status: 'failed' } },
    });
    const { user } = await openRegister();

    await fillAccount(user);
    await user.click(within(activePanel()).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(activePanel()).getByRole('button', { name: 'Create User Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not send the code. Please try again.',
    );
  });

  it('says so when the code is wrong, and lets a new one be sent after a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { calls } = fakeFetch({
      ...VISITOR,
      'POST /api/auth/send-otp': OTP_SENT,
      'POST /api/auth/verify-otp': apiError(
        400,
        'VALIDATION_FAILED',
        'Invalid or expired OTP',
        'otp',
      ),
    });
    const { user } = await openRegister();

    await fillAccount(user);
    await user.click(within(activePanel()).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(activePanel()).getByRole('button', { name: 'Create User Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    await user.type(within(dialog).getByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify & Create Account' }));

    const refused = await within(dialog).findByText('Invalid or expired OTP');
    const codeBox = within(dialog).getByLabelText('Verification code');
    expect(codeBox).toHaveAttribute('aria-invalid', 'true');
    expect(codeBox.getAttribute('aria-describedby')).toContain(refused.id);
    expect(screen.queryByText('Verification Failed')).not.toBeInTheDocument();
    expect(postsTo(calls, '/api/auth/register-with-otp')).toHaveLength(0);

    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(30_000));
    const resend = within(dialog).getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(
      await within(dialog).findByText(
        /If asha@example.in can be used, a new code is on its way to it/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(postsTo(calls, '/api/auth/send-otp')).toHaveLength(2));
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
  });
});

describe('RegisterPage in Hindi', { timeout: 20_000 }, () => {
  beforeEach(showInHindi);

  it('puts the policy links inside the Hindi terms sentence', async () => {
    fakeFetch(VISITOR);
    const { user } = await openRegister('/register', 'रजिस्टर करें');
    const panel = within(activePanel());

    const terms = panel.getByRole('checkbox');
    // jsdom drops the space before each link's "(opens in a new tab)"; browsers keep it.
    expect(terms).toHaveAccessibleName(/^मैं नियम और शर्तों ?\(नए टैब में खुलेगा\) और गोपनीयता नीति/);
    expect(terms).toHaveAccessibleName(/से सहमत हूँ, और पुष्टि करता\/करती हूँ कि मेरी उम्र 18 वर्ष/);
    expect(panel.getByRole('link', { name: /नियम और शर्तों/ })).toHaveAttribute('href', '/terms');
    expect(panel.getByRole('link', { name: /गोपनीयता नीति/ })).toHaveAttribute('href', '/privacy');

    const submit = panel.getByRole('button', { name: 'यूज़र खाता बनाएँ' });
    expect(submit).toBeDisabled();
    await user.click(terms);
    expect(submit).toBeEnabled();
    expect(screen.getByRole('tab', { name: 'प्रोफ़ेशनल के रूप में रजिस्टर करें' })).toBeVisible();
  });
});
