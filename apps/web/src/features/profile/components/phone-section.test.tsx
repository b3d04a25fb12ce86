import { screen, within } from '@testing-library/react';
import type { PhoneStatus } from '@salahkar/domain/schemas/phone';
import { describe, expect, it } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { openProfileDialog } from '@/test/render-profile-dialog.tsx';

const NONE: PhoneStatus = { phone: null, verifiedAt: null };
const VERIFIED: PhoneStatus = { phone: '+919876543210', verifiedAt: '2026-11-26T10:00:00.000Z' };
const CODE_SENT = {
  body: { success: true, message: 'We have sent a code.', expiresInSeconds: 600 },
};

function renderProfile(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER }, ...routes });
  return { ...fake, user: openProfileDialog(SIGNED_IN_USER) };
}

async function phoneSection(name = 'Mobile number for sign-in') {
  return within(await screen.findByRole('region', { name }));
}

resetFakesAfterEach();

describe('the mobile number on the profile', { timeout: 20_000 }, () => {
  it('adds a number: code by SMS, verified, shown with its badge', async () => {
    let status = NONE;
    const { user, calls } = renderProfile({
      'GET /api/profile/phone': () => ({ body: status }),
      'POST /api/profile/phone': CODE_SENT,
      'POST /api/profile/phone/verify': () => {
        status = VERIFIED;
        return { body: VERIFIED };
      },
    });
    const section = await phoneSection();
    await user.click(await section.findByRole('button', { name: 'Add mobile number' }));

    const number = section.getByLabelText('Mobile number');
    expect(number).toHaveValue('+91 ');
    expect(number).toHaveFocus();
    await user.type(number, '98765 43210');
    await user.click(section.getByRole('button', { name: 'Send code' }));

    const code = await section.findByLabelText('Code from the SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(section.getByText('+91 98765 43210')).toBeInTheDocument();
    await user.type(code, '654321');
    await user.click(section.getByRole('button', { name: 'Verify number' }));

    expect(await screen.findByText('Number verified')).toBeInTheDocument();
    expect(section.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(section.getByText('Verified')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { phone: '+919876543210' },
      { phone: '+919876543210', code: '654321' },
    ]);
  });

  it('says a number verified on another account beside the code', async () => {
    const { user } = renderProfile({
      'GET /api/profile/phone': { body: NONE },
      'POST /api/profile/phone': CODE_SENT,
      'POST /api/profile/phone/verify': apiError(
        409,
        'CONFLICT',
        'This number is already verified on another Salahkar account. Remove it there first, or use another number.',
        'phone',
      ),
    });
    const section = await phoneSection();
    await user.click(await section.findByRole('button', { name: 'Add mobile number' }));
    await user.type(section.getByLabelText('Mobile number'), '9876543210');
    await user.click(section.getByRole('button', { name: 'Send code' }));
    await user.type(await section.findByLabelText('Code from the SMS'), '654321');
    await user.click(section.getByRole('button', { name: 'Verify number' }));

    const reason = await section.findByText(/already verified on another Salahkar account/);
    expect(section.getByLabelText('Code from the SMS').getAttribute('aria-describedby')).toContain(
      reason.id,
    );
  });

  it('removes the verified number after asking', async () => {
    const { user, calls } = renderProfile({
      'GET /api/profile/phone': { body: VERIFIED },
      'DELETE /api/profile/phone': { body: NONE },
    });
    const section = await phoneSection();
    await user.click(await section.findByRole('button', { name: 'Remove' }));
    expect(section.getByText(/Remove this number\?/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(section.getByRole('button', { name: 'Remove' }));

    expect(await section.findByRole('button', { name: 'Add mobile number' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('speaks Hindi', async () => {
    showInHindi();
    const { user } = renderProfile({ 'GET /api/profile/phone': { body: VERIFIED } });
    const section = await phoneSection('साइन इन के लिए मोबाइल नंबर');
    expect(await section.findByText('सत्यापित')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'नंबर बदलें' }));
    await user.type(section.getByLabelText('मोबाइल नंबर'), '12');
    await user.click(section.getByRole('button', { name: 'कोड भेजें' }));
    expect(
      await section.findByText('कृपया सही मोबाइल नंबर डालें, जैसे +91 98765 43210।'),
    ).toBeInTheDocument();
  });
});
