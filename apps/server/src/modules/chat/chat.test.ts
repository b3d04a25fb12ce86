import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LABELS, type ConsultationStatus } from '@salahkar/domain';
import { chatMessages, notifications, users } from '../../db/schema/index.ts';
import { closeLiveClients, connectLive, joinRoom } from '../../test/live.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { createChatCase, listMessages, postMessage } from '../../test/chat.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

describe('POST /api/consultations/:id/messages', () => {
  it('stores a message from either participant with the sender named', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const sent = await postMessage(t, owner, consultation.id, '  Hello, here is my question.  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      consultationId: consultation.id,
      senderId: owner.user.id,
      senderName: 'Test Person',
      senderRole: 'user',
      message: 'Hello, here is my question.',
      fileUrl: null,
      fileName: null,
      fileSize: null,
    });
    const reply = await postMessage(t, professional, consultation.id, 'Happy to help.');
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      senderId: professional.user.id,
      senderRole: 'professional',
    });
  });

  it('moves an assigned case to in progress with its first message, once', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'assigned');
    expect((await postMessage(t, professional, consultation.id, 'Hi, I am on it.')).status).toBe(
      201,
    );
    expect((await m.reloadConsultation(consultation.id))!.status).toBe('in_progress');
    expect((await postMessage(t, owner, consultation.id, 'Thanks')).status).toBe(201);
    expect((await m.reloadConsultation(consultation.id))!.status).toBe('in_progress');
  });

  it('allows chat again in a reopened case, which stays reopened', async () => {
    const { owner, consultation } = await createChatCase(t, 'reopened');
    expect((await postMessage(t, owner, consultation.id, 'One more thing…')).status).toBe(201);
    expect((await m.reloadConsultation(consultation.id))!.status).toBe('reopened');
  });

  const refused: ConsultationStatus[] = [
    'open',
    'pending_offers',
    'closed',
    'under_admin_review',
    'completed',
  ];
  for (const status of refused) {
    it(`refuses a message in a ${status} case with a 409 naming the status`, async () => {
      const { owner, professional, consultation } = await createChatCase(t, status);
      const { status: code, body } = await postMessage(t, owner, consultation.id, 'Hello?');
      expect(code).toBe(409);
      expect(body.message).toBe(
        `Chat is only available for assigned or active consultations. Current status: ${LABELS.en.status[status]}.`,
      );
      // Before payment the professional has no part in the case's chat (403); afterwards 409.
      const professionalCode = ['open', 'pending_offers'].includes(status) ? 403 : 409;
      expect((await postMessage(t, professional, consultation.id, 'Hello?')).status).toBe(
        professionalCode,
      );
      expect(
        await t.database.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.consultationId, consultation.id)),
      ).toEqual([]);
    });
  }

  it('lets only the two participants post: admins read only, others are refused', async () => {
    const { consultation } = await createChatCase(t, 'in_progress');
    const admin = await m.createPerson({ role: 'admin' });
    const stranger = await m.createPerson();
    const otherProfessional = await m.createProfessional();
    expect(await postMessage(t, admin, consultation.id, 'Admin here')).toMatchObject({
      status: 403,
      body: {
        message:
          'Only the user and the professional of this consultation can send messages in its chat',
      },
    });
    expect((await postMessage(t, stranger, consultation.id, 'Hi')).status).toBe(404);
    expect((await postMessage(t, otherProfessional, consultation.id, 'Hi')).status).toBe(404);
    expect((await postMessage(t, null, consultation.id, 'Hi')).status).toBe(401);
  });

  it('refuses a blank or overlong message and an unknown consultation', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    expect(await postMessage(t, owner, consultation.id, '   ')).toMatchObject({
      status: 400,
      body: { message: 'Please type a message' },
    });
    expect((await postMessage(t, owner, consultation.id, 'x'.repeat(5001))).status).toBe(400);
    expect((await postMessage(t, owner, '00000000-0000-4000-8000-000000000000', 'Hi')).status).toBe(
      404,
    );
    expect((await postMessage(t, owner, 'not-an-id', 'Hi')).status).toBe(404);
  });

  it('ignores a senderId in the body: the sender is the session’s user', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const { status, body } = await postMessage(t, owner, consultation.id, 'Mine');
    expect(status).toBe(201);
    expect(body.senderId).toBe(owner.user.id);
    expect(body.senderId).not.toBe(professional.user.id);
  });

  it('orders messages sent at once in the order they were stored, none lost', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'assigned');
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postMessage(t, i % 2 ? owner : professional, consultation.id, `message ${i}`),
      ),
    );
    expect(sent.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const { body } = await listMessages(t, owner, consultation.id);
    expect(body.items).toHaveLength(12);
    const times = body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await m.reloadConsultation(consultation.id))!.status).toBe('in_progress');
  });
});

describe('GET /api/consultations/:id/messages', () => {
  it('pages oldest to newest, with `before` loading earlier messages', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    for (let i = 1; i <= 7; i++) {
      await postMessage(t, i % 2 ? owner : professional, consultation.id, `message ${i}`);
    }
    const texts = (page: { items: { message: string }[] }) => page.items.map((m) => m.message);

    const latest = await listMessages(t, owner, consultation.id, '?limit=3');
    expect(latest.status).toBe(200);
    expect(texts(latest.body)).toEqual(['message 5', 'message 6', 'message 7']);
    expect(latest.body.hasMore).toBe(true);

    const earlier = await listMessages(
      t,
      professional,
      consultation.id,
      `?limit=3&before=${latest.body.items[0].id}`,
    );
    expect(texts(earlier.body)).toEqual(['message 2', 'message 3', 'message 4']);
    expect(earlier.body.hasMore).toBe(true);

    const first = await listMessages(
      t,
      owner,
      consultation.id,
      `?limit=3&before=${earlier.body.items[0].id}`,
    );
    expect(texts(first.body)).toEqual(['message 1']);
    expect(first.body.hasMore).toBe(false);

    const all = await listMessages(t, owner, consultation.id);
    expect(texts(all.body)).toHaveLength(7);
    expect(all.body.items[0]).toMatchObject({ senderName: 'Test Person', senderRole: 'user' });
  });

  it('reads a chat to its participants and admins only', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'completed');
    await t.database.db
      .insert(chatMessages)
      .values({ consultationId: consultation.id, senderId: owner.user.id, message: 'Old news' });
    const admin = await m.createPerson({ role: 'admin' });
    for (const person of [owner, professional, admin]) {
      const { status, body } = await listMessages(t, person, consultation.id);
      expect(status).toBe(200);
      expect(body.items.map((m: { message: string }) => m.message)).toEqual(['Old news']);
    }
    expect((await listMessages(t, await m.createPerson(), consultation.id)).status).toBe(404);
    expect((await listMessages(t, await m.createProfessional(), consultation.id)).status).toBe(404);
    expect((await listMessages(t, null, consultation.id)).status).toBe(401);
  });

  it('refuses the chat of an open request to the category’s professionals (403)', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const categoryProfessional = await m.createProfessional();
    expect(await listMessages(t, categoryProfessional, request.id)).toMatchObject({
      status: 403,
      body: { message: 'Only the people of this consultation can read its chat' },
    });
    expect((await listMessages(t, owner, request.id)).body).toEqual({ items: [], hasMore: false });
  });

  it('keeps a message readable after its sender’s account is gone', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    const leaving = await m.createPerson();
    await t.database.db
      .insert(chatMessages)
      .values({ consultationId: consultation.id, senderId: leaving.user.id, message: 'Bye' });
    await t.database.db.delete(users).where(eq(users.id, leaving.user.id));
    const { body } = await listMessages(t, owner, consultation.id);
    expect(body.items[0]).toMatchObject({
      senderId: null,
      senderName: 'Former member',
      senderRole: null,
      message: 'Bye',
    });
  });

  it('refuses a malformed cursor or limit', async () => {
    const { owner, consultation } = await createChatCase(t, 'in_progress');
    expect((await listMessages(t, owner, consultation.id, '?before=nope')).status).toBe(400);
    expect((await listMessages(t, owner, consultation.id, '?limit=101')).status).toBe(400);
  });
});

describe('message notifications', () => {
  const messageNotices = (userId: string, consultationId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.consultationId, consultationId),
          eq(notifications.type, 'new_message'),
        ),
      );

  it('puts one unread entry per case on the other participant’s bell, again once read', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    await postMessage(t, owner, consultation.id, 'First');
    await postMessage(t, owner, consultation.id, 'Second');
    const [notice, ...more] = await messageNotices(professional.user.id, consultation.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: 'New Message',
      body: `Test Person sent you a message in "${consultation.title}".`,
      link: `/consultation/${consultation.id}`,
      readAt: null,
    });
    expect(await messageNotices(owner.user.id, consultation.id)).toEqual([]);

    await t.database.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, notice!.id));
    await postMessage(t, owner, consultation.id, 'Third');
    expect(await messageNotices(professional.user.id, consultation.id)).toHaveLength(2);
  });
});

describe('messages sent at once to one case', () => {
  afterAll(() => closeLiveClients());

  it('chains each push to the line committed before it, with one bell entry for the recipient', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const listener = await connectLive(t, owner.cookie);
    await joinRoom(listener, consultation.id);
    const texts = Array.from({ length: 12 }, (_, index) => `At once ${index}`);
    const answers = await Promise.all(
      texts.map((text, index) =>
        postMessage(t, index % 2 === 0 ? owner : professional, consultation.id, text),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(texts.map(() => 201));
    for (const text of texts) {
      await listener.waitFor('message', { where: (push) => push.data.message === text });
    }
    const stored = (await listMessages(t, owner, consultation.id)).body.items.map(
      (item: { id: string }) => item.id,
    );
    const previousOf = new Map(
      listener.receivedOf('message').map((push) => [push.data.id, push.previousMessageId]),
    );
    expect(previousOf.size).toBe(texts.length);
    // The pushes name exactly the order the list reads: a client missing one would know.
    expect(stored.map((id: string) => previousOf.get(id))).toEqual([null, ...stored.slice(0, -1)]);
    for (const person of [owner, professional]) {
      const notices = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, person.user.id),
            eq(notifications.consultationId, consultation.id),
            eq(notifications.type, 'new_message'),
          ),
        );
      expect(notices).toHaveLength(1);
    }
  });
});
