import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type {
  AdminProfession,
  AdminSpecialization,
  AdminUrgencyPricing,
} from '@salahkar/domain/schemas/admin-catalog';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { renderInProviders } from '@/test/render-providers.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { ProfessionsTab } from './professions-tab.tsx';

const CA: AdminProfession = {
  id: '00000000-0000-4000-8000-000000000201',
  name: 'CA',
  displayName: 'Chartered Accountant',
  isActive: true,
  specializations: ['ITR Filing'],
  totalProfessionals: 4,
  totalConsultations: 12,
};
const ITR: AdminSpecialization = {
  id: '00000000-0000-4000-8000-000000000301',
  name: 'ITR Filing',
  nameHi: 'ITR फ़ाइलिंग',
  professionId: CA.id,
  professionName: 'CA',
  minPrice: 300,
  maxPrice: 1000,
  isActive: true,
};
const MEDIUM: AdminUrgencyPricing = {
  id: '00000000-0000-4000-8000-000000000401',
  urgencyLevel: 'medium',
  displayName: 'Medium',
  description: 'Picked up the same working day.',
  responseTime: '6–12 hours',
  displayNameHi: 'मध्यम',
  descriptionHi: null,
  responseTimeHi: '6–12 घंटे',
  minAmount: 400,
  maxAmount: 1500,
  isActive: true,
};

const CATALOG = {
  'GET /api/admin/professions': { body: [CA] },
  'GET /api/admin/specializations': {
    body: [
      ITR,
      {
        ...ITR,
        id: '00000000-0000-4000-8000-000000000302',
        name: 'Old Audit',
        nameHi: null,
        isActive: false,
      },
    ],
  },
  'GET /api/admin/urgency-pricing': { body: [MEDIUM] },
  'GET /api/urgency-pricing': { body: [MEDIUM] },
};

/** Stands for the post-consultation dialog: it reads the public urgency tiers. */
function PublicTiersReader() {
  useQuery({ queryKey: ['/api/urgency-pricing'] });
  return null;
}

function renderCatalog() {
  return renderInProviders(
    <>
      <PublicTiersReader />
      <ProfessionsTab />
    </>,
  ).user;
}

resetFakesAfterEach();

describe('the professions tab', { timeout: 20_000 }, () => {
  it('lists each profession with its active specializations and their ranges in rupees', async () => {
    fakeFetch(CATALOG);
    renderCatalog();

    const list = await screen.findByRole('list', { name: 'Chartered Accountant specializations' });
    expect(within(list).getByText('ITR Filing')).toBeInTheDocument();
    expect(within(list).getByText('₹300 – ₹1,000')).toBeInTheDocument();
    expect(within(list).queryByText('Old Audit')).not.toBeInTheDocument();
    expect(screen.getByText('4 professionals · 12 consultations')).toBeInTheDocument();
  });

  it('says which professions Add Profession offers and why no others', async () => {
    fakeFetch(CATALOG);
    const user = renderCatalog();

    await user.click(await screen.findByRole('button', { name: 'Add Profession' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Profession' });
    expect(
      within(dialog).getByText(
        /five professions: CA, Lawyer, Doctor, Engineer and Career Consultant/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/cannot be created here/)).toBeInTheDocument();
    expect(within(within(dialog).getByLabelText('Profession')).getAllByRole('option')).toHaveLength(
      5,
    );
  });

  it('adds a specialization with its profession and whole-rupee range', async () => {
    const { calls } = fakeFetch({
      ...CATALOG,
      'POST /api/admin/specializations': {
        status: 201,
        body: { ...ITR, id: '00000000-0000-4000-8000-000000000303', name: 'GST Returns' },
      },
    });
    const user = renderCatalog();

    await user.click(await screen.findByRole('button', { name: 'Add Specialization' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Specialization' });
    await user.type(within(dialog).getByLabelText('Specialization Name'), 'GST Returns');
    await user.selectOptions(within(dialog).getByLabelText('Profession'), CA.id);
    await user.clear(within(dialog).getByLabelText('Minimum Price (₹)'));
    await user.type(within(dialog).getByLabelText('Minimum Price (₹)'), '700');
    await user.click(within(dialog).getByRole('button', { name: 'Add Specialization' }));

    expect(await screen.findByText('Specialization added successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      name: 'GST Returns',
      // No Hindi name typed: Hindi screens show the English (decision 217).
      nameHi: null,
      professionId: CA.id,
      minPrice: 700,
      maxPrice: 2000,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('shows each specialization’s Hindi name, and edits it with the range', async () => {
    const { calls } = fakeFetch({
      ...CATALOG,
      [`PUT /api/admin/specializations/${ITR.id}`]: {
        body: { ...ITR, nameHi: 'आयकर रिटर्न', maxPrice: 1200 },
      },
    });
    const user = renderCatalog();

    const list = await screen.findByRole('list', { name: 'Chartered Accountant specializations' });
    expect(within(list).getByText('ITR फ़ाइलिंग')).toHaveAttribute('lang', 'hi');
    await user.click(within(list).getByRole('button', { name: 'Edit ITR Filing' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit ITR Filing' });
    const hindi = within(dialog).getByLabelText('Name in Hindi');
    expect(hindi).toHaveValue('ITR फ़ाइलिंग');
    await user.clear(hindi);
    await user.type(hindi, 'आयकर रिटर्न');
    const max = within(dialog).getByLabelText('Maximum Price (₹)');
    await user.clear(max);
    await user.type(max, '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Specialization updated successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      nameHi: 'आयकर रिटर्न',
      minPrice: 300,
      maxPrice: 1200,
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('deletes a specialization after a confirmation', async () => {
    const { calls } = fakeFetch({
      ...CATALOG,
      [`DELETE /api/admin/specializations/${ITR.id}`]: { status: 204 },
    });
    const user = renderCatalog();

    await user.click(await screen.findByRole('button', { name: 'Delete ITR Filing' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Specialization deleted successfully')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('refuses an urgency range whose minimum is above its maximum', async () => {
    const { calls } = fakeFetch(CATALOG);
    const user = renderCatalog();

    await user.click(await screen.findByRole('button', { name: 'Urgency Pricing' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Medium' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Medium Pricing' });
    const min = within(dialog).getByLabelText('Minimum Amount (₹)');
    await user.clear(min);
    await user.type(min, '1600');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    const max = within(dialog).getByLabelText('Maximum Amount (₹)');
    expect(
      await within(dialog).findByText('Minimum amount cannot be more than the maximum amount'),
    ).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves a tier and refreshes the public tiers the post dialog reads', async () => {
    const { calls } = fakeFetch({
      ...CATALOG,
      [`PUT /api/admin/urgency-pricing/${MEDIUM.id}`]: { body: { ...MEDIUM, maxAmount: 1800 } },
    });
    const user = renderCatalog();

    await user.click(await screen.findByRole('button', { name: 'Urgency Pricing' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Medium' }));
    const max = screen.getByLabelText('Maximum Amount (₹)');
    await user.clear(max);
    await user.type(max, '1800');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Urgency pricing updated successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      displayName: 'Medium',
      responseTime: '6–12 hours',
      description: 'Picked up the same working day.',
      displayNameHi: 'मध्यम',
      responseTimeHi: '6–12 घंटे',
      descriptionHi: null,
      minAmount: 400,
      maxAmount: 1800,
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/urgency-pricing')).toHaveLength(2),
    );
    expect(await screen.findByRole('list', { name: 'Urgency tiers' })).toBeInTheDocument();
  });
});
