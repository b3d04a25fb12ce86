import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingProfessional } from '@salahkar/domain/schemas/admin-people';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderSignedIn } from '@/test/render-signed-in.tsx';
import { ADMIN_USER } from '../admin-fixtures.ts';
import {
  adminPage,
  buildAdminConsultation,
} from '@/features/admin/components/consultations/admin-consultation-fixtures.ts';
import { AdminDashboard } from './admin-dashboard.tsx';

const APPLICANT: PendingProfessional = {
  id: '00000000-0000-4000-8000-000000000701',
  email: 'kavya.nair@example.in',
  firstName: 'Kavya',
  lastName: 'Nair',
  role: 'professional',
  specialization: 'Lawyer',
  experience: 6,
  bio: 'Civil litigation at the Kerala High Court.',
  licenseNumber: 'KER/1234/2019',
  profileImageUrl: null,
  credentialDocuments: [
    {
      name: 'cred-1.pdf',
      originalName: 'bar-certificate.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      url: '/api/uploads/cred-1.pdf',
    },
  ],
  approvalBlocker: null,
  appliedAt: '2026-03-01T04:30:00.000Z',
  createdAt: '2026-03-01T04:30:00.000Z',
};

const OVERVIEW = {
  recentActivity: [
    {
      id: 'a1',
      description: 'Anjali Mehta approved a professional: Strong credentials',
      code: 'approved',
      params: { actor: 'Anjali Mehta', notes: 'Strong credentials' },
      timestamp: '2026-03-03T06:00:00.000Z',
      type: 'professional.approved',
    },
  ],
  categoryDistribution: [
    { category: 'CA', count: 3, percent: 75 },
    { category: 'Lawyer', count: 1, percent: 25 },
  ],
};

function dashboardRoutes(extra: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    'GET /api/auth/user': { body: ADMIN_USER },
    'GET /api/stats/admin': {
      body: { users: 1234, professionals: 56, consultations: 789, revenue: '250000.00' },
    },
    'GET /api/admin/pending-professionals': { body: [APPLICANT] },
    'GET /api/admin/overview': { body: OVERVIEW },
    'GET /api/admin/all-consultations?page=1&pageSize=10': {
      body: adminPage([buildAdminConsultation(1)], 1, 30),
    },
    ...extra,
  });
}

resetFakesAfterEach();

describe('the admin dashboard', { timeout: 20_000 }, () => {
  it('greets the admin and shows the server figures in rupees', async () => {
    dashboardRoutes();
    renderSignedIn(<AdminDashboard />);

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Anjali.')).toBeInTheDocument();
    expect(await screen.findByText('₹2,50,000')).toBeInTheDocument();
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByText('789')).toBeInTheDocument();
    expect(await screen.findByText(OVERVIEW.recentActivity[0]!.description)).toBeInTheDocument();
    const shares = screen.getByRole('list', { name: 'Category distribution' });
    expect(within(shares).getByText('3 (75%)')).toBeInTheDocument();
    expect(within(shares).getByRole('progressbar', { name: 'CA' })).toBeInTheDocument();
    expect(await screen.findByText('ITR filing help 1')).toBeInTheDocument();
    // The short list has no Load More: the console has the rest.
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Admin Console' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('approves from View Details once the checklist is confirmed, with the admin notes', async () => {
    const { calls } = dashboardRoutes({
      [`POST /api/admin/professionals/${APPLICANT.id}/approve`]: {
        body: {
          id: APPLICANT.id,
          role: 'professional',
          isApproved: true,
          professionalApplication: 'approved',
          message: 'Approved',
        },
      },
    });
    renderSignedIn(<AdminDashboard />);
    const user = userEvent.setup();

    const item = (await screen.findByText('Kavya Nair')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kavya Nair' });
    expect(within(dialog).getByText('KER/1234/2019')).toBeInTheDocument();
    expect(within(dialog).getByText('6 years')).toBeInTheDocument();
    expect(within(dialog).getByText(APPLICANT.bio!)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /bar-certificate\.pdf/ })).toHaveAttribute(
      'href',
      '/api/uploads/cred-1.pdf',
    );
    await user.type(
      within(dialog).getByLabelText('Admin notes (optional)'),
      'Bar council verified',
    );
    // Approve waits for both confirmations of the checklist (decision 216).
    const approveButton = within(dialog).getByRole('button', { name: 'Approve' });
    expect(approveButton).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I checked licence number KER/1234/2019 against the official register',
      }),
    );
    expect(approveButton).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: /^I reviewed the credential documents/ }),
    );
    expect(approveButton).toBeEnabled();
    await user.click(approveButton);

    expect(await screen.findByText('Professional approved successfully')).toBeInTheDocument();
    const approve = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(approve.init?.body))).toEqual({
      checks: { licenceNumber: true, credentials: true },
      notes: 'Bar council verified',
    });
  });

  it('says why an applicant without credential documents cannot be approved yet', async () => {
    const { calls } = dashboardRoutes({
      'GET /api/admin/pending-professionals': {
        body: [{ ...APPLICANT, credentialDocuments: [], approvalBlocker: 'CREDENTIALS_MISSING' }],
      },
    });
    renderSignedIn(<AdminDashboard />);
    const user = userEvent.setup();

    const item = (await screen.findByText('Kavya Nair')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'View Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kavya Nair' });
    expect(
      within(dialog).getByText(/This applicant has uploaded no credential documents/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when a rejection fails', async () => {
    dashboardRoutes({
      [`POST /api/admin/professionals/${APPLICANT.id}/reject`]: { status: 500, body: '' },
    });
    renderSignedIn(<AdminDashboard />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject Kavya Nair' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Application' });
    await user.type(within(dialog).getByLabelText('Reason'), 'The licence could not be verified.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject professional')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    // The dialog stays open with the reason, so the admin can try again.
    expect(within(dialog).getByLabelText('Reason')).toHaveValue(
      'The licence could not be verified.',
    );
  });

  it('shows empty states when nothing waits or happened', async () => {
    dashboardRoutes({
      'GET /api/admin/pending-professionals': { body: [] },
      'GET /api/admin/overview': {
        body: {
          recentActivity: [],
          categoryDistribution: [{ category: 'CA', count: 0, percent: 0 }],
        },
      },
    });
    renderSignedIn(<AdminDashboard />);

    expect(await screen.findByText('No pending approvals')).toBeInTheDocument();
    expect(await screen.findByText('No recent activity to display.')).toBeInTheDocument();
    expect(screen.getByText('No consultations yet')).toBeInTheDocument();
  });
});
