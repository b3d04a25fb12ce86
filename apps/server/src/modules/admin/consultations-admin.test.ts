import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, notifications } from '../../db/schema/index.ts';
import { auditRows as auditRowsOf, useAdminMarketplace } from '../../test/admin.ts';
import { marketplace } from '../../test/marketplace.ts';
import { createPaidConsultation } from '../../test/payments.ts';
import { chatFileName } from './admin-chat-transcript.ts';

const { t, admin } = useAdminMarketplace();
const m = marketplace(t);

const asAdmin = (pathname: string, init: RequestInit & { json?: unknown } = {}) =>
  m.jsonAs(admin, pathname, init);

const auditRows = (action: string, targetId: string) => auditRowsOf(t, action, targetId);

describe('GET /api/admin/all-consultations', () => {
  it('filters by status, category and search, with both people, and paginates', async () => {
    const owner = await m.createPerson({ firstName: 'Zubin', lastName: 'Quasar' });
    const pro = await m.createProfessional({ firstName: 'Xenia', lastName: 'Vortex' });
    const first = await m.createConsultation(owner.user, { title: 'Quasar tax one' });
    const second = await m.createConsultation(owner.user, {
      title: 'Quasar tax two',
      status: 'assigned',
      assignedTo: pro.user.id,
      finalAmount: '600.00',
    });
    await m.createConsultation(owner.user, {
      title: 'Quasar contract',
      category: 'Lawyer',
      subcategory: 'Other',
    });

    const byName = await asAdmin('/api/admin/all-consultations?search=zubin%20quasar&pageSize=2');
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    expect(byName.body.items).toHaveLength(2);
    const page2 = await asAdmin(
      '/api/admin/all-consultations?search=zubin%20quasar&pageSize=2&page=2',
    );
    expect(page2.body).toMatchObject({ total: 3, hasMore: false });
    expect(page2.body.items).toHaveLength(1);

    const assigned = await asAdmin(
      `/api/admin/all-consultations?status=assigned&category=CA&search=${encodeURIComponent(pro.user.email)}`,
    );
    expect(assigned.body.total).toBe(1);
    expect(assigned.body.items[0]).toMatchObject({
      id: second.id,
      feeAmount: '600.00',
      userName: 'Zubin Quasar',
      userEmail: owner.user.email,
      user: { firstName: 'Zubin', email: owner.user.email },
      professional: {
        id: pro.user.id,
        firstName: 'Xenia',
        lastName: 'Vortex',
        email: pro.user.email,
      },
    });

    const open = await asAdmin(
      '/api/admin/all-consultations?status=open&category=CA&search=Quasar%20tax',
    );
    expect(open.body.items.map((row: { id: string }) => row.id)).toEqual([first.id]);
    expect(open.body.items[0]).toMatchObject({ professional: null, feeAmount: '300.00' });

    // Wildcards are literal.
    expect((await asAdmin('/api/admin/all-consultations?search=%25%25%25')).body.total).toBe(0);
    expect((await asAdmin('/api/admin/all-consultations?status=nope')).status).toBe(400);
  });
});

describe('viewing and downloading a chat', () => {
  it('shows the case with its people, messages (files too) and payments, and downloads it', async () => {
    const { owner, professional, consultationId } = await createPaidConsultation(t);
    await t.database.db.insert(chatMessages).values([
      {
        consultationId,
        senderId: owner.user.id,
        message: 'Hello, here is my Form 16',
        attachment: {
          name: 'abc123.pdf',
          originalName: 'form16.pdf',
          size: 2048,
          mimeType: 'application/pdf',
        },
        createdAt: new Date('2026-11-20T04:30:00Z'),
      },
      {
        consultationId,
        senderId: professional.user.id,
        message: 'Thanks, I will file it today.',
        createdAt: new Date('2026-11-20T05:00:00Z'),
      },
    ]);

    const view = await asAdmin(`/api/admin/consultations/${consultationId}/view`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: consultationId,
      status: 'assigned',
      user: { id: owner.user.id },
      professional: { id: professional.user.id },
      feeAmount: '500.00',
    });
    expect(view.body.messages).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        message: 'Hello, here is my Form 16',
        timestamp: '2026-11-20T04:30:00.000Z',
        fileName: 'form16.pdf',
        fileUrl: expect.stringContaining('abc123.pdf'),
        fileSize: 2048,
      }),
      expect.objectContaining({ userId: professional.user.id, fileName: null }),
    ]);
    expect(view.body.payments).toEqual([
      expect.objectContaining({ amount: '500.00', status: 'paid' }),
    ]);

    const download = await m.callAs(
      admin,
      `/api/admin/consultations/${consultationId}/download-chat`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/plain');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${chatFileName(consultationId, new Date())}"`,
    );
    expect(chatFileName(consultationId, new Date('2026-11-20T20:00:00Z'))).toBe(
      `salahkar-chat-${consultationId}-2026-11-21.txt`,
    );
    const text = await download.text();
    const ownerName = `${owner.user.firstName} ${owner.user.lastName}`;
    expect(text).toContain(`Consultation: ${consultationId}`);
    expect(text).toContain(
      `[20 Nov 2026, 10:00 am IST] ${ownerName}: Hello, here is my Form 16 [file: form16.pdf]`,
    );
    expect(text).toContain('[20 Nov 2026, 10:30 am IST]');
  });

  it('downloads an empty chat with its header, and 404s an unknown case', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user, { title: 'Quiet case' });
    const download = await m.callAs(admin, `/api/admin/consultations/${request.id}/download-chat`);
    expect(download.status).toBe(200);
    const text = await download.text();
    expect(text).toContain('Chat history: Quiet case');
    expect(text).toContain('Professional: Not assigned');
    expect(text).toContain('No messages yet.');

    const missing = await asAdmin(
      '/api/admin/consultations/3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41/view',
    );
    expect(missing.status).toBe(404);
    expect((await asAdmin('/api/admin/consultations/nope/download-chat')).status).toBe(404);
  });
});

describe('reopen decisions', () => {
  async function underReview() {
    const owner = await m.createPerson();
    const pro = await m.createProfessional();
    const row = await m.createConsultation(owner.user, {
      status: 'under_admin_review',
      assignedTo: pro.user.id,
      closedAt: new Date(),
      reopenRequestedAt: new Date(),
    });
    return { owner, pro, row };
  }

  const bellOf = (userId: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  it('approves a reopen: the case is reopened, both are told, the audit row is written', async () => {
    const { owner, pro, row } = await underReview();
    const before = await asAdmin(`/api/admin/consultations/${row.id}/view`);
    expect(before.body.abilities).toEqual({ decideReopen: true });
    const approved = await asAdmin(`/api/admin/consultations/${row.id}/reopen/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: row.id, status: 'reopened' });
    // Decided: the buttons go away.
    expect(approved.body.abilities).toEqual({ decideReopen: false });
    const reloaded = await m.reloadConsultation(row.id);
    expect(reloaded).toMatchObject({ status: 'reopened', completedAt: null });
    expect(reloaded!.adminReviewedAt).not.toBeNull();
    expect(await auditRows('consultation.reopen_approved', row.id)).toHaveLength(1);
    expect((await bellOf(owner.user.id))[0]).toMatchObject({
      type: 'reopen_decided',
      title: 'Consultation Reopened',
    });
    expect(await bellOf(pro.user.id)).toHaveLength(1);

    const again = await asAdmin(`/api/admin/consultations/${row.id}/reopen/decline`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Reopened');
    expect(await auditRows('consultation.reopen_declined', row.id)).toHaveLength(0);
  });

  it('declines a reopen: the case is completed with completedAt', async () => {
    const { owner, row } = await underReview();
    const declined = await asAdmin(`/api/admin/consultations/${row.id}/reopen/decline`, {
      method: 'POST',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('completed');
    expect((await m.reloadConsultation(row.id))!.completedAt).not.toBeNull();
    expect(await auditRows('consultation.reopen_declined', row.id)).toHaveLength(1);
    expect((await bellOf(owner.user.id))[0]).toMatchObject({ title: 'Reopen Declined' });

    const open = await m.createConsultation(owner.user);
    const refused = await asAdmin(`/api/admin/consultations/${open.id}/reopen/approve`, {
      method: 'POST',
    });
    expect(refused.status).toBe(409);
  });
});
