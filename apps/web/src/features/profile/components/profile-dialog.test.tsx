import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser, type CurrentUser } from '@/lib/current-user.ts';
import { i18n } from '@/i18n/i18n.ts';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { renderInProviders } from '@/test/render-providers.tsx';
import { ProfileDialog } from './profile-dialog.tsx';

const actions = {
  onChangePhoto: vi.fn(),
  onBecomeProfessional: vi.fn(),
  onOpenNotificationSettings: vi.fn(),
};

/** The dialog fed from the current-user query, as the signed-in frame feeds it. */
function SignedInProfile() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <ProfileDialog open onOpenChange={() => {}} user={user} {...actions} />;
}

/** Renders the dialog for `user`; a successful PUT /api/profile answers and stores `saved`. */
function renderProfile(
  user: CurrentUser,
  routes: Parameters<typeof fakeFetch>[0] = {},
  saved?: CurrentUser,
) {
  let current = user;
  const fake = fakeFetch({
    'GET /api/auth/user': () => ({ body: current }),
    'GET /api/profile/phone': { body: { phone: null, verifiedAt: null } },
    ...(saved && {
      'PUT /api/profile': () => {
        current = saved;
        return { body: saved };
      },
    }),
    ...routes,
  });
  return { ...fake, user: renderInProviders(<SignedInProfile />).user };
}

async function dialog() {
  return screen.findByRole('dialog', { name: 'Your Profile' });
}

resetFakesAfterEach();
afterEach(() => {
  vi.clearAllMocks();
  document.documentElement.lang = 'en-IN';
  document.cookie = 'salahkar.lang=; Max-Age=0; Path=/';
});

describe('ProfileDialog', { timeout: 20_000 }, () => {
  it('leads to the notification settings', async () => {
    const { user } = renderProfile(SIGNED_IN_USER);
    const view = within(await dialog());
    // It opens on its title, not on its first button.
    expect(view.getByRole('heading', { name: 'Your Profile' })).toHaveFocus();

    await user.click(view.getByRole('button', { name: 'Notification settings' }));
    expect(actions.onOpenNotificationSettings).toHaveBeenCalledOnce();
  });

  it("shows every field, 'Not provided' for empty ones and that email cannot be changed", async () => {
    renderProfile({ ...SIGNED_IN_USER, city: 'Pune' });
    const view = within(await dialog());

    const city = view.getByText('City').closest('div');
    expect(city).toHaveTextContent('Pune');
    for (const label of ['Mobile', 'Address', 'Languages']) {
      expect(view.getByText(label).closest('div')).toHaveTextContent('Not provided');
    }
    expect(view.getByText('Email').closest('div')).toHaveTextContent(
      'asha@example.in(Cannot be changed)',
    );
  });

  it('puts back the saved values when an edit is cancelled', async () => {
    const { user, calls } = renderProfile({ ...SIGNED_IN_USER, city: 'Pune' });
    const view = within(await dialog());

    await user.click(view.getByRole('button', { name: 'Edit Profile' }));
    expect(view.getByLabelText('Email')).toBeDisabled();
    expect(view.getByText('Cannot be changed')).toBeInTheDocument();
    await user.clear(view.getByLabelText('City'));
    await user.type(view.getByLabelText('City'), 'Nagpur');
    await user.click(view.getByRole('button', { name: 'Cancel' }));

    expect(view.getByText('City').closest('div')).toHaveTextContent('Pune');
    await user.click(view.getByRole('button', { name: 'Edit Profile' }));
    expect(view.getByLabelText('City')).toHaveValue('Pune');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the edited fields, says so and shows the saved profile', async () => {
    const saved = { ...SIGNED_IN_USER, mobile: '+91 98765 43210', languages: 'Hindi, English' };
    const { user, calls } = renderProfile(SIGNED_IN_USER, {}, saved);
    const view = within(await dialog());

    await user.click(view.getByRole('button', { name: 'Edit Profile' }));
    await user.type(view.getByLabelText('Mobile'), '+91 98765 43210');
    await user.type(view.getByLabelText('Languages'), 'Hindi, English');
    await user.click(view.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(
      screen.getByText('Your profile information has been updated successfully.'),
    ).toBeInTheDocument();
    expect(await view.findByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(view.getByText('Languages').closest('div')).toHaveTextContent('Hindi, English');
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '+91 98765 43210',
      address: null,
      city: null,
      languages: 'Hindi, English',
      preferredLanguage: 'en',
    });
  });

  it('saves a new language with the profile and puts it on screen', async () => {
    const saved = { ...SIGNED_IN_USER, preferredLanguage: 'hi' as const };
    const { user, calls } = renderProfile(SIGNED_IN_USER, {}, saved);
    const view = within(await dialog());

    expect(view.getByText('Site language').closest('div')).toHaveTextContent('English');
    await user.click(view.getByRole('button', { name: 'Edit Profile' }));
    expect(view.getByLabelText('Site language')).toHaveValue('en');
    await user.selectOptions(view.getByLabelText('Site language'), 'हिन्दी');
    await user.click(view.getByRole('button', { name: 'Save Changes' }));

    // The toast waits for the new language's texts.
    expect(await screen.findByText('प्रोफ़ाइल अपडेट हो गई')).toBeVisible();
    expect(i18n.locale).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.cookie).toContain('salahkar.lang=hi');
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({ preferredLanguage: 'hi' });
  });

  it('leaves the language on screen alone when it did not change', async () => {
    const saved = { ...SIGNED_IN_USER, city: 'Pune' };
    const { user } = renderProfile(SIGNED_IN_USER, {}, saved);
    const view = within(await dialog());

    await user.click(view.getByRole('button', { name: 'Edit Profile' }));
    await user.type(view.getByLabelText('City'), 'Pune');
    await user.click(view.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeVisible();
    expect(i18n.locale).toBe('en');
    expect(document.cookie).not.toContain('salahkar.lang=hi');
  });

  it("keeps the form and tells the server's reason when saving fails", async () => {
    const { user } = renderProfile(SIGNED_IN_USER, {
      'PUT /api/profile': apiError(400, 'VALIDATION_FAILED', 'City cannot exceed 100 characters'),
    });
    const view = within(await dialog());

    await user.click(view.getByRole('button', { name: 'Edit Profile' }));
    await user.type(view.getByLabelText('City'), 'Pune');
    await user.click(view.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed')).toBeVisible();
    expect(screen.getByText('City cannot exceed 100 characters')).toBeInTheDocument();
    expect(view.getByLabelText('City')).toHaveValue('Pune');
  });

  it('offers a photo to professionals and the application to users who have none', async () => {
    const { user } = renderProfile({
      ...SIGNED_IN_USER,
      role: 'professional',
      specialization: 'Lawyer',
      experience: 7,
      isApproved: true,
    });
    const view = within(await dialog());

    expect(view.getByText('Specialization').closest('div')).toHaveTextContent('Lawyer');
    expect(view.getByText('Experience').closest('div')).toHaveTextContent('7 years');
    expect(view.queryByRole('button', { name: 'Become a Professional' })).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Add Photo' }));
    expect(actions.onChangePhoto).toHaveBeenCalledTimes(1);
  });

  it('lets a user apply to become a professional, unless an application is pending', async () => {
    const { user } = renderProfile(SIGNED_IN_USER);
    const view = within(await dialog());

    expect(view.queryByRole('button', { name: /Photo/ })).not.toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Become a Professional' }));
    expect(actions.onBecomeProfessional).toHaveBeenCalledTimes(1);
  });

  it('tells a user with a pending application that it is being reviewed', async () => {
    renderProfile({ ...SIGNED_IN_USER, professionalApplication: 'pending' });
    const view = within(await dialog());

    expect(view.getByText(/application to become a professional is being reviewed/)).toBeVisible();
    expect(view.queryByRole('button', { name: 'Become a Professional' })).not.toBeInTheDocument();
  });
});
