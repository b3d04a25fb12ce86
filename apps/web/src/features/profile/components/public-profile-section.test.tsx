import { screen, within } from '@testing-library/react';
import type { PublicProfileSetting } from '@salahkar/domain/schemas/public-profile';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { openProfileDialog } from '@/test/render-profile-dialog.tsx';

// The professional's "Show my profile publicly" switch in the profile dialog (decision 215).

const PROFESSIONAL = { ...SIGNED_IN_USER, role: 'professional' as const, isApproved: true };
const PATH = '/professionals/rajesh-agarwal-0a1b2c3d4e';

function renderProfile(user: typeof SIGNED_IN_USER, routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch({
    'GET /api/auth/user': { body: user },
    'GET /api/profile/phone': { body: { phone: null, verifiedAt: null } },
    ...routes,
  });
  return { ...fake, user: openProfileDialog(user) };
}

resetFakesAfterEach();

describe('the public profile switch', { timeout: 20_000 }, () => {
  it('hides and shows the profile, linking to the page while it is public', async () => {
    let setting: PublicProfileSetting = { showPublicProfile: true, path: PATH };
    const { user, calls } = renderProfile(PROFESSIONAL, {
      'GET /api/profile/public': () => ({ body: setting }),
      'PUT /api/profile/public': (init) => {
        const { showPublicProfile } = JSON.parse(String(init?.body)) as PublicProfileSetting;
        setting = { showPublicProfile, path: showPublicProfile ? PATH : null };
        return { body: setting };
      },
    });
    const section = within(await screen.findByRole('region', { name: 'Public profile' }));
    const toggle = await section.findByRole('switch', { name: 'Show my profile publicly' });
    expect(toggle).toBeChecked();
    expect(section.getByRole('link', { name: 'View my public profile' })).toHaveAttribute(
      'href',
      PATH,
    );

    await user.click(toggle);
    expect(await section.findByText(/Your profile is hidden/)).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(section.queryByRole('link')).toBeNull();
    await user.click(toggle);
    expect(await section.findByRole('link', { name: 'View my public profile' })).toBeVisible();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => JSON.parse(String(call.init?.body)))).toEqual([
      { showPublicProfile: false },
      { showPublicProfile: true },
    ]);
  });

  it('links to the Hindi page on a Hindi screen', async () => {
    showInHindi();
    renderProfile(PROFESSIONAL, {
      'GET /api/profile/public': { body: { showPublicProfile: true, path: PATH } },
    });
    const section = within(await screen.findByRole('region', { name: 'सार्वजनिक प्रोफ़ाइल' }));
    expect(await section.findByRole('link', { name: 'मेरी सार्वजनिक प्रोफ़ाइल देखें' })).toHaveAttribute(
      'href',
      `/hi${PATH}`,
    );
  });

  it('is not offered to people who are not professionals', async () => {
    renderProfile(SIGNED_IN_USER, {});
    await screen.findByRole('region', { name: 'Mobile number for sign-in' });
    expect(screen.queryByRole('region', { name: 'Public profile' })).toBeNull();
  });
});
