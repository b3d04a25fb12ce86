import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@salahkar/domain/schemas/admin-people';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { UsersTab } from './users-tab.tsx';

const ALL_USERS = 'GET /api/admin/users?page=1&pageSize=20';

function buildUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    email: 'meera.iyer@example.in',
    firstName: 'Meera',
    lastName: 'Iyer',
    name: 'Meera Iyer',
    role: 'user',
    isApproved: false,
    isEmailVerified: true,
    professionalApplication: 'none',
    specialization: null,
    mobile: '9876543210',
    city: 'Chennai',
    profileImageUrl: null,
    isSuspended: false,
    suspendedAt: null,
    totalConsultations: 3,
    totalAmountSpent: '150000.00',
    licenseNumber: null,
    verification: null,
    canVerify: false,
    verificationBlocker: null,
    createdAt: '2026-01-15T05:00:00.000Z',
    ...overrides,
  };
}

const MEERA = buildUser();
const ADMIN = buildUser({
  id: '00000000-0000-4000-8000-000000000102',
  email: 'admin@example.com',
  name: 'Anjali Sharma',
  role: 'admin',
});

function renderUsers() {
  return renderInProviders(<UsersTab />).user;
}

resetFakesAfterEach();

describe('the users tab', { timeout: 20_000 }, () => {
  it('lists people with role, spend in rupees and suspension; admins cannot be suspended', async () => {
    fakeFetch({
      [ALL_USERS]: {
        body: pageOf([
          MEERA,
          ADMIN,
          buildUser({
            id: '00000000-0000-4000-8000-000000000103',
            name: 'Ravi Kumar',
            isSuspended: true,
          }),
        ]),
      },
    });
    renderUsers();

    const list = await screen.findByRole('list', { name: 'Users' });
    const meera = within(list).getByText('Meera Iyer').closest('li')!;
    expect(within(meera).getByText('User')).toHaveClass('bg-blue-100');
    expect(within(meera).getByText('3 consultations · Spent ₹1,50,000')).toBeInTheDocument();
    expect(within(meera).getByRole('button', { name: 'Suspend Meera Iyer' })).toBeInTheDocument();
    const admin = within(list).getByText('Anjali Sharma').closest('li')!;
    expect(within(admin).getByText('Admin')).toHaveClass('bg-red-100');
    expect(within(admin).queryByRole('button', { name: /Suspend/ })).not.toBeInTheDocument();
    const ravi = within(list).getByText('Ravi Kumar').closest('li')!;
    expect(within(ravi).getByText('Suspended')).toBeInTheDocument();
    expect(within(ravi).getByRole('button', { name: 'Unsuspend Ravi Kumar' })).toBeInTheDocument();
  });

  it('searches by name or email once typing pauses, and filters by role', async () => {
    const { calls } = fakeFetch({
      [ALL_USERS]: { body: pageOf([MEERA, ADMIN]) },
      'GET /api/admin/users?search=meera&page=1&pageSize=20': { body: pageOf([MEERA]) },
      'GET /api/admin/users?search=meera&role=user&page=1&pageSize=20': { body: pageOf([]) },
    });
    const user = renderUsers();
    await screen.findByText('Anjali Sharma');

    await user.type(screen.getByLabelText('Search users'), 'meera');
    await waitFor(() => expect(screen.queryByText('Anjali Sharma')).not.toBeInTheDocument());
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    const searches = calls.filter((call) => call.url.includes('search='));
    expect(searches.map((call) => call.url)).toEqual([
      '/api/admin/users?search=meera&page=1&pageSize=20',
    ]);

    await user.selectOptions(screen.getByLabelText('Role'), 'user');
    expect(await screen.findByText('No users match')).toBeInTheDocument();
  });

  it('suspends only with a reason, sends it with the PUT, then says so and reloads', async () => {
    const suspendUrl = `PUT /api/admin/users/${MEERA.id}/suspend`;
    const { calls } = fakeFetch({
      [ALL_USERS]: { body: pageOf([MEERA]) },
      [suspendUrl]: {
        body: {
          id: MEERA.id,
          isSuspended: true,
          suspendedAt: '2026-03-06T10:00:00.000Z',
          message: 'User suspended successfully',
        },
      },
    });
    const user = renderUsers();

    await user.click(await screen.findByRole('button', { name: 'Suspend Meera Iyer' }));
    const confirm = screen.getByRole('dialog', { name: 'Suspend User' });
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(
      await within(confirm).findByText('Please give a reason of at least 10 characters'),
    ).toBeInTheDocument();
    expect(calls.some((call) => `${call.method} ${call.url}` === suspendUrl)).toBe(false);

    await user.type(within(confirm).getByLabelText('Reason'), 'Repeated abusive messages.');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('User suspended successfully')).toBeInTheDocument();
    const put = calls.find((call) => `${call.method} ${call.url}` === suspendUrl);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ reason: 'Repeated abusive messages.' });
    await waitFor(() =>
      expect(calls.filter((call) => call.url === ALL_USERS.slice(4))).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a suspension fails', async () => {
    fakeFetch({
      [ALL_USERS]: { body: pageOf([MEERA]) },
      [`PUT /api/admin/users/${MEERA.id}/suspend`]: apiError(
        409,
        'CONFLICT',
        'This account is already suspended.',
      ),
    });
    const user = renderUsers();

    await user.click(await screen.findByRole('button', { name: 'Suspend Meera Iyer' }));
    const confirm = screen.getByRole('dialog', { name: 'Suspend User' });
    await user.type(within(confirm).getByLabelText('Reason'), 'Repeated abusive messages.');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('This account is already suspended.')).toBeInTheDocument();
  });

  it('opens the details of a person', async () => {
    fakeFetch({ [ALL_USERS]: { body: pageOf([MEERA]) } });
    const user = renderUsers();

    await user.click(await screen.findByRole('button', { name: 'View Details of Meera Iyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Meera Iyer' });
    expect(within(dialog).getByText('9876543210')).toBeInTheDocument();
    expect(within(dialog).getByText('Chennai')).toBeInTheDocument();
    expect(within(dialog).getByText('15 Jan 2026, 10:30 am IST')).toBeInTheDocument();
  });

  it('announces a failed load and retries in place', async () => {
    let loads = 0;
    fakeFetch({
      [ALL_USERS]: () => {
        loads += 1;
        return loads === 1 ? { status: 500, body: { message: 'boom' } } : { body: pageOf([MEERA]) };
      },
    });
    const user = renderUsers();

    expect(await screen.findByText('Error loading users data')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
  });

  describe('verifying a professional approved without the checklist (decision 216)', () => {
    const UNVERIFIED = buildUser({
      id: '00000000-0000-4000-8000-000000000104',
      email: 'kavita.rao@example.in',
      name: 'Kavita Rao',
      role: 'professional',
      isApproved: true,
      professionalApplication: 'approved',
      specialization: 'CA',
      licenseNumber: 'ICAI-778812',
      verification: { verified: false, checks: [], verifiedAt: null, verifiedOn: null },
      canVerify: true,
    });
    const VERIFIED = buildUser({
      id: '00000000-0000-4000-8000-000000000105',
      name: 'Arjun Mehta',
      role: 'professional',
      isApproved: true,
      professionalApplication: 'approved',
      licenseNumber: 'ICAI-100200',
      verification: {
        verified: true,
        checks: ['licence_number', 'credentials'],
        verifiedAt: '2026-11-12T05:00:00.000Z',
        verifiedOn: '2026-11-12',
      },
    });
    const verifyUrl = `POST /api/admin/professionals/${UNVERIFIED.id}/verify`;

    it('says "Not verified", opens the approval checklist and sends both checks', async () => {
      const { calls } = fakeFetch({
        [ALL_USERS]: { body: pageOf([UNVERIFIED, VERIFIED, MEERA]) },
        [verifyUrl]: {
          body: {
            id: UNVERIFIED.id,
            verification: {
              verified: true,
              checks: ['licence_number', 'credentials'],
              verifiedAt: '2026-11-27T05:00:00.000Z',
              verifiedOn: '2026-11-27',
            },
            message: 'Professional verified',
          },
        },
      });
      const user = renderUsers();

      const list = await screen.findByRole('list', { name: 'Users' });
      const kavita = within(list).getByText('Kavita Rao').closest('li')!;
      expect(within(kavita).getByText('Not verified')).toBeInTheDocument();
      const arjun = within(list).getByText('Arjun Mehta').closest('li')!;
      expect(within(arjun).queryByText('Not verified')).not.toBeInTheDocument();
      expect(within(arjun).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
      const meera = within(list).getByText('Meera Iyer').closest('li')!;
      expect(within(meera).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();

      await user.click(within(kavita).getByRole('button', { name: 'Verify Kavita Rao' }));
      const dialog = screen.getByRole('dialog', { name: 'Verify Kavita Rao' });
      // Focus moves into the dialog; the checklist is the approval's own, named by its legend.
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(
        within(dialog).getByRole('group', { name: 'Before verifying, confirm' }),
      ).toBeVisible();
      const submit = within(dialog).getByRole('button', { name: 'Verify' });
      expect(submit).toBeDisabled();
      await user.click(
        within(dialog).getByLabelText(
          'I checked licence number ICAI-778812 against the official register',
        ),
      );
      expect(submit).toBeDisabled();
      await user.click(
        within(dialog).getByLabelText(
          'I reviewed the credential documents and they match the applicant',
        ),
      );
      expect(submit).toBeEnabled();
      await user.click(submit);

      expect(await screen.findByText('Professional verified')).toBeInTheDocument();
      const post = calls.find((call) => `${call.method} ${call.url}` === verifyUrl);
      expect(JSON.parse(String(post?.init?.body))).toEqual({
        checks: { licenceNumber: true, credentials: true },
        notes: null,
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(calls.filter((call) => call.url === ALL_USERS.slice(4))).toHaveLength(2),
      );
    });

    it('shows why one cannot be verified yet instead of the checkboxes', async () => {
      const blocked = buildUser({
        ...UNVERIFIED,
        canVerify: false,
        verificationBlocker: 'CREDENTIALS_MISSING',
      });
      const { calls } = fakeFetch({ [ALL_USERS]: { body: pageOf([blocked]) } });
      const user = renderUsers();

      await user.click(await screen.findByRole('button', { name: 'Verify Kavita Rao' }));
      const dialog = screen.getByRole('dialog', { name: 'Verify Kavita Rao' });
      expect(
        within(dialog).getByText(/This applicant has uploaded no credential documents/),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it('shows the recorded verification, or why there is none, in the details', async () => {
      const blocked = buildUser({
        ...UNVERIFIED,
        canVerify: false,
        verificationBlocker: 'LICENCE_NUMBER_MISSING',
      });
      fakeFetch({ [ALL_USERS]: { body: pageOf([blocked, VERIFIED]) } });
      const user = renderUsers();

      await user.click(await screen.findByRole('button', { name: 'View Details of Arjun Mehta' }));
      const arjun = screen.getByRole('dialog', { name: 'Arjun Mehta' });
      expect(
        within(arjun).getByText('Licence checked · Credentials reviewed · 12 Nov 2026'),
      ).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'View Details of Kavita Rao' }));
      const kavita = screen.getByRole('dialog', { name: 'Kavita Rao' });
      expect(within(kavita).getByText('Not verified')).toBeInTheDocument();
      expect(within(kavita).getByText(/has given no licence number/)).toBeInTheDocument();
    });

    it('speaks Hindi on Hindi screens', async () => {
      showInHindi();
      fakeFetch({ [ALL_USERS]: { body: pageOf([UNVERIFIED]) } });
      const user = renderUsers();

      expect(await screen.findByText('सत्यापित नहीं')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Kavita Rao को सत्यापित करें' }));
      const dialog = screen.getByRole('dialog', { name: 'Kavita Rao को सत्यापित करें' });
      expect(
        within(dialog).getByRole('group', { name: 'सत्यापित करने से पहले पुष्टि करें' }),
      ).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'सत्यापित करें' })).toBeDisabled();
    });
  });
});
