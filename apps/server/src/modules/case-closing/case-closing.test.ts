import { errorMessage } from '@salahkar/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REOPEN_WINDOW_MS } from '@salahkar/domain';
import { consultations, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { takeParticipantStep } from './case-closing.service.ts';
import { createChatCase, postAction, postMessage, viewerOf } from '../../test/chat.ts';

const REOPEN_WINDOW_EXPIRED = errorMessage('REOPEN_WINDOW_EXPIRED');

const t = useMarketplaceApp();
const m = marketplace(t);

const noticesOf = (userId: string, consultationId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.consultationId, consultationId)));

describe('POST /api/consultations/:id/close (Mark as Resolved)', () => {
  it('closes the case for its professional, tells the user on the bell and by email', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const before = Date.now();
    const { status, body } = await postAction(t, professional, consultation.id, 'close');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: consultation.id, status: 'closed' });
    expect(Date.parse(body.closedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.abilities).toMatchObject({ chat: false, resolve: false, reopen: false });

    const ownerView = await m.jsonAs(owner, `/api/consultations/${consultation.id}`);
    expect(ownerView.body.abilities).toMatchObject({ reopen: true, chat: false });

    const [notice] = await noticesOf(owner.user.id, consultation.id);
    expect(notice).toMatchObject({ type: 'consultation_closed', title: 'Consultation Closed' });
    const mail = await waitForMail(t, owner.user.email, /was resolved/);
    expect(mail.subject).toBe(`Your consultation "${consultation.title}" was resolved`);
    expect(mail.text).toContain('within 24 hours');
  });

  it('closes an assigned or reopened case too, and nothing else', async () => {
    for (const status of ['assigned', 'reopened'] as const) {
      const { professional, consultation } = await createChatCase(t, status);
      expect((await postAction(t, professional, consultation.id, 'close')).status).toBe(200);
    }
    for (const status of ['closed', 'under_admin_review', 'completed'] as const) {
      const { professional, consultation } = await createChatCase(t, status);
      const { status: code, body } = await postAction(t, professional, consultation.id, 'close');
      expect(code).toBe(409);
      expect(body.message).toMatch(/^Cannot mark as resolved a consultation that is /);
    }
  });

  it('is for the assigned professional only', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    const admin = await m.createPerson({ role: 'admin' });
    const message = 'Only the professional assigned to this consultation can mark it as resolved';
    expect(await postAction(t, owner, consultation.id, 'close')).toMatchObject({
      status: 403,
      body: { message },
    });
    expect((await postAction(t, admin, consultation.id, 'close')).status).toBe(403);
    expect(
      (await postAction(t, await m.createProfessional(), consultation.id, 'close')).status,
    ).toBe(404);
    expect((await postAction(t, null, consultation.id, 'close')).status).toBe(401);
    expect((await m.reloadConsultation(consultation.id))!.status).toBe('in_progress');
  });

  it('ends the chat: no message after closing', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    await postAction(t, professional, consultation.id, 'close');
    expect((await postMessage(t, owner, consultation.id, 'Wait!')).status).toBe(409);
  });
});

describe('POST /api/consultations/:id/reopen', () => {
  it('sends a closed case to admin review and tells every admin', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const admins = [
      await m.createPerson({ role: 'admin' }),
      await m.createPerson({ role: 'admin' }),
    ];
    await postAction(t, professional, consultation.id, 'close');
    const { status, body } = await postAction(t, owner, consultation.id, 'reopen');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'under_admin_review' });
    expect(body.abilities).toMatchObject({ chat: false, reopen: false });
    const row = await m.reloadConsultation(consultation.id);
    expect(row!.reopenRequestedAt).not.toBeNull();
    for (const admin of admins) {
      expect(await noticesOf(admin.user.id, consultation.id)).toEqual([
        expect.objectContaining({ type: 'reopen_requested', title: 'Reopen Requested' }),
      ]);
    }
    // Asked once: the case is no longer closed.
    expect((await postAction(t, owner, consultation.id, 'reopen')).status).toBe(409);
  });

  it('is for the owner only', async () => {
    const { professional, consultation } = await createChatCase(t, 'closed');
    expect(await postAction(t, professional, consultation.id, 'reopen')).toMatchObject({
      status: 403,
      body: { message: 'Only the person who posted this request can ask to reopen it' },
    });
    expect((await postAction(t, await m.createPerson(), consultation.id, 'reopen')).status).toBe(
      404,
    );
  });

  it('refuses a case that is not closed, naming its status', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    expect(await postAction(t, owner, consultation.id, 'reopen')).toMatchObject({
      status: 409,
      body: { message: 'Cannot request a reopen of a consultation that is In Progress' },
    });
  });

  it('refuses once 24 hours have passed since closing (HTTP)', async () => {
    const { owner, consultation } = await createChatCase(t, 'closed');
    await t.database.db
      .update(consultations)
      .set({ closedAt: new Date(Date.now() - REOPEN_WINDOW_MS - 1000) })
      .where(eq(consultations.id, consultation.id));
    expect(await postAction(t, owner, consultation.id, 'reopen')).toMatchObject({
      status: 409,
      body: { message: REOPEN_WINDOW_EXPIRED },
    });
    const fresh = await createChatCase(t, 'closed');
    await t.database.db
      .update(consultations)
      .set({ closedAt: new Date(Date.now() - REOPEN_WINDOW_MS + 60_000) })
      .where(eq(consultations.id, fresh.consultation.id));
    expect((await postAction(t, fresh.owner, fresh.consultation.id, 'reopen')).status).toBe(200);
  });

  it('allows a reopen until exactly 24 hours after closedAt, not at 24 hours', async () => {
    const closedAt = new Date('2026-05-04T09:30:00.000Z');
    const justBefore = new Date(closedAt.getTime() + REOPEN_WINDOW_MS - 1);
    const atTheEnd = new Date(closedAt.getTime() + REOPEN_WINDOW_MS);

    // A case its professional closed at closedAt, and its owner asking to reopen it at `at`.
    const closedCase = async () => {
      const chatCase = await createChatCase(t, 'in_progress');
      const { professional, consultation } = chatCase;
      await takeParticipantStep(
        t.ctx,
        viewerOf(professional.user),
        consultation.id,
        'close',
        closedAt,
      );
      return chatCase;
    };
    const reopenAt = (chatCase: Awaited<ReturnType<typeof closedCase>>, at: Date) =>
      takeParticipantStep(
        t.ctx,
        viewerOf(chatCase.owner.user),
        chatCase.consultation.id,
        'reopen',
        at,
      );

    const early = await closedCase();
    const dto = await reopenAt(early, justBefore);
    expect(dto.status).toBe('under_admin_review');
    expect((await m.reloadConsultation(early.consultation.id))!.reopenRequestedAt).toEqual(
      justBefore,
    );

    const late = await closedCase();
    const refusal = await reopenAt(late, atTheEnd).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 409, message: REOPEN_WINDOW_EXPIRED });
    expect((await m.reloadConsultation(late.consultation.id))!.status).toBe('closed');
  });
});
