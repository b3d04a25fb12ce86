import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderSignedIn } from '@/test/render-signed-in.tsx';
import { ADMIN_USER } from '../admin-fixtures.ts';
import {
  adminPage,
  buildAdminConsultation,
  buildAdminConsultationDetail,
} from './admin-consultation-fixtures.ts';
import { ConsultationsTab } from './consultations-tab.tsx';

const LIST = 'GET /api/admin/all-consultations';
const FIRST_TEN = Array.from({ length: 10 }, (_, index) => buildAdminConsultation(index + 1));

function tabRoutes(extra: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    'GET /api/auth/user': { body: ADMIN_USER },
    'GET /api/admin/overview': {
      body: { totalConsultations: 24, activeConsultations: 5, completedConsultations: 7 },
    },
    'GET /api/admin/financial/summary': { body: { totalRevenue: '123456.00' } },
    [`${LIST}?page=1&pageSize=10`]: { body: adminPage(FIRST_TEN, 1, 11, 'after-ten') },
    ...extra,
  });
}

resetFakesAfterEach();

describe('the admin consultations tab', { timeout: 20_000 }, () => {
  it('shows the server figures and loads the next ten by cursor with Load More', async () => {
    const long = 'x'.repeat(150);
    const { calls } = tabRoutes({
      [`${LIST}?page=2&pageSize=10&cursor=after-ten`]: {
        body: adminPage([buildAdminConsultation(11, { description: long })], 2, 11),
      },
    });
    renderSignedIn(<ConsultationsTab />);

    expect(await screen.findByText('ITR filing help 10')).toBeInTheDocument();
    expect(await screen.findByText('24')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(await screen.findByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.queryByText('ITR filing help 11')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('ITR filing help 11')).toBeInTheDocument();
    expect(screen.getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.url === '/api/admin/all-consultations?page=2&pageSize=10&cursor=after-ten',
      ),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('filters by status through the server', async () => {
    const closed = buildAdminConsultation(42, {
      title: 'Awaiting review',
      status: 'under_admin_review',
    });
    tabRoutes({
      [`${LIST}?status=under_admin_review&page=1&pageSize=10`]: { body: adminPage([closed]) },
    });
    renderSignedIn(<ConsultationsTab />);
    const user = userEvent.setup();

    await screen.findByText('ITR filing help 1');
    await user.selectOptions(screen.getByLabelText('Status'), 'under_admin_review');
    const row = (await screen.findByText('Awaiting review')).closest('li')!;
    expect(within(row).getByRole('button', { name: 'Approve Reopen' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Decline Reopen' })).toBeInTheDocument();
  });

  it('opens a chat with its facts, payments and messages in order', async () => {
    const first = FIRST_TEN[0]!;
    tabRoutes({
      [`GET /api/admin/consultations/${first.id}/view`]: {
        body: buildAdminConsultationDetail(first),
      },
    });
    renderSignedIn(<ConsultationsTab />);
    const user = userEvent.setup();

    const row = (await screen.findByText('ITR filing help 1', { exact: true })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'View Chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'ITR filing help 1' });
    const messages = await within(dialog).findAllByRole('listitem');
    const texts = messages.map((item) => item.textContent);
    const hello = texts.findIndex((text) => text?.includes('Hello, here is my question.'));
    const form = texts.findIndex((text) => text?.includes('Please share your Form 16.'));
    expect(hello).toBeGreaterThan(-1);
    expect(hello).toBeLessThan(form);
    expect(within(dialog).getByRole('link', { name: /form-16\.pdf/ })).toHaveAttribute(
      'href',
      '/api/uploads/chat-form-16.pdf',
    );
    expect(within(dialog).getAllByText('₹1,500').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('rajesh.agarwal@example.com')).toBeInTheDocument();
  });

  it('says when a chat cannot be loaded or downloaded', async () => {
    const first = FIRST_TEN[0]!;
    tabRoutes({
      [`GET /api/admin/consultations/${first.id}/view`]: { status: 500, body: '' },
      [`GET /api/admin/consultations/${first.id}/download-chat`]: { status: 500, body: '' },
    });
    renderSignedIn(<ConsultationsTab />);
    const user = userEvent.setup();

    const row = (await screen.findByText('ITR filing help 1', { exact: true })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Failed to download chat history')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'View Chat' }));
    expect(await screen.findByText('Failed to load consultation details')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'ITR filing help 1' });
    expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
