import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import {
  chatMessages,
  consultations,
  notifications,
  pushSubscriptions,
  reachOutbox,
  users,
} from '../../db/schema/index.ts';
import { newMessageNotice } from '../notifications/notices.ts';
import { closeLiveClients, connectLive, joinRoom } from '../../test/live.ts';
import { createProfessional, useMarketplaceApp, type Person } from '../../test/marketplace.ts';
import { createChatCase, listMessages, postMessage } from '../../test/chat.ts';

// A message of a conversation under way is one statement, its own transaction (chat-at-once.ts):
// the same answers, order and bell entries as the full transaction, and a case changed since this
// instance last saw it is judged again as it is now.

const t = useMarketplaceApp();

afterEach(() => vi.restoreAllMocks());
afterAll(() => closeLiveClients());

/** A case in progress whose two people have each written once, so each has an unread entry. */
async function conversationUnderWay() {
  const chat = await createChatCase(t, 'in_progress');
  expect((await postMessage(t, chat.owner, chat.consultation.id, 'Hello')).status).toBe(201);
  expect((await postMessage(t, chat.professional, chat.consultation.id, 'Hi')).status).toBe(201);
  return chat;
}

/** The person reads their bell's "new message" entries about the case (as the Chat dialog does). */
const readBell = (person: Person, consultationId: string) =>
  t.database.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, person.user.id),
        eq(notifications.consultationId, consultationId),
      ),
    );

const transactions = () => vi.spyOn(t.ctx.db, 'transaction');

const stored = async (consultationId: string) =>
  t.database.db
    .select({ message: chatMessages.message })
    .from(chatMessages)
    .where(eq(chatMessages.consultationId, consultationId));

const unreadNotices = (person: Person, consultationId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, person.user.id),
        eq(notifications.consultationId, consultationId),
        eq(notifications.type, 'new_message'),
      ),
    );

it('takes messages sent at once without a transaction, each push chained to the line before it', async () => {
  const { owner, professional, consultation } = await conversationUnderWay();
  const listener = await connectLive(t, owner.cookie);
  await joinRoom(listener, consultation.id);
  const opened = transactions();
  const texts = Array.from({ length: 12 }, (_, index) => `At once ${index}`);
  const answers = await Promise.all(
    texts.map((text, index) =>
      postMessage(t, index % 2 === 0 ? owner : professional, consultation.id, text),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(texts.map(() => 201));
  expect(answers[1]!.body).toMatchObject({
    message: 'At once 1',
    senderId: professional.user.id,
    senderName: 'Test Person',
    senderRole: 'professional',
    fileUrl: null,
    videoCall: null,
  });
  expect(opened).not.toHaveBeenCalled();
  for (const text of texts) {
    await listener.waitFor('message', { where: (push) => push.data.message === text });
  }
  const ids = (await listMessages(t, owner, consultation.id)).body.items.map(
    (item: { id: string }) => item.id,
  );
  const previousOf = new Map(
    listener.receivedOf('message').map((push) => [push.data.id, push.previousMessageId]),
  );
  expect(ids).toHaveLength(14);
  // The two before them were pushed before the listener joined; the twelve chain on from them.
  expect(ids.slice(2).map((id: string) => previousOf.get(id))).toEqual(ids.slice(1, -1));
  expect(await unreadNotices(owner, consultation.id)).toHaveLength(1);
  expect(await unreadNotices(professional, consultation.id)).toHaveLength(1);
});

it('judges a case closed since its last message as it is now: 409, nothing written', async () => {
  const { owner, consultation } = await conversationUnderWay();
  await t.database.db
    .update(consultations)
    .set({ status: 'closed', closedAt: new Date() })
    .where(eq(consultations.id, consultation.id));
  const refused = await postMessage(t, owner, consultation.id, 'Still there?');
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'CHAT_NOT_AVAILABLE' });
  expect(await stored(consultation.id)).toHaveLength(2);

  await t.database.db
    .update(consultations)
    .set({ status: 'reopened' })
    .where(eq(consultations.id, consultation.id));
  expect((await postMessage(t, owner, consultation.id, 'Reopened')).status).toBe(201);
  const opened = transactions();
  expect((await postMessage(t, owner, consultation.id, 'And again')).status).toBe(201);
  expect(opened).not.toHaveBeenCalled();
});

it('refuses the professional a case handed to another since their last message', async () => {
  const { owner, professional, consultation } = await conversationUnderWay();
  const next = await createProfessional(t);
  await t.database.db
    .update(consultations)
    .set({ assignedTo: next.user.id })
    .where(eq(consultations.id, consultation.id));
  const refused = await postMessage(t, professional, consultation.id, 'Mine still?');
  expect(refused.status).toBe(404);
  expect(await stored(consultation.id)).toHaveLength(2);
  // The owner's next message goes to the new professional's bell, not the old one's.
  expect((await postMessage(t, owner, consultation.id, 'Welcome')).status).toBe(201);
  expect(await unreadNotices(next, consultation.id)).toHaveLength(1);
});

it('writes the bell entry in the recipient’s language, read by the message’s own statement', async () => {
  const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
  await t.database.db
    .update(users)
    .set({ preferredLanguage: 'hi' })
    .where(eq(users.id, professional.user.id));
  expect((await postMessage(t, owner, consultation.id, 'Namaste')).status).toBe(201);
  const { hi } = newMessageNotice(consultation, professional.user.id, 'Test Person').texts;
  expect(await unreadNotices(professional, consultation.id)).toMatchObject([
    { title: hi.title, body: hi.body },
  ]);
});

it('writes the bell entry of a live conversation in the same statement, and pushes it', async () => {
  const { owner, professional, consultation } = await conversationUnderWay();
  await readBell(professional, consultation.id);
  const bell = await connectLive(t, professional.cookie);
  const opened = transactions();
  expect((await postMessage(t, owner, consultation.id, 'Are you there?')).status).toBe(201);
  expect(opened).not.toHaveBeenCalled();
  const { en } = newMessageNotice(consultation, professional.user.id, 'Test Person').texts;
  const unread = (await unreadNotices(professional, consultation.id)).filter((row) => !row.readAt);
  expect(unread).toMatchObject([
    { title: en.title, body: en.body, link: `/consultation/${consultation.id}` },
  ]);
  const pushed = await bell.waitFor('notification');
  expect(pushed.data).toMatchObject({
    notification: { id: unread[0]!.id, title: en.title },
    unreadCount: 1,
  });
  // The next finds it unread and writes none.
  expect((await postMessage(t, owner, consultation.id, 'Hello?')).status).toBe(201);
  expect(await unreadNotices(professional, consultation.id)).toHaveLength(2);
});

it('leaves the bell entry to the full transaction when the name it gives changed or a phone is to be pushed', async () => {
  const { owner, professional, consultation } = await conversationUnderWay();
  await readBell(professional, consultation.id);
  await t.database.db
    .update(users)
    .set({ firstName: 'Renamed' })
    .where(eq(users.id, owner.user.id));
  const opened = transactions();
  expect((await postMessage(t, owner, consultation.id, 'New name')).status).toBe(201);
  expect(opened).toHaveBeenCalledTimes(1);
  const [entry] = (await unreadNotices(professional, consultation.id)).filter((row) => !row.readAt);
  expect(entry!.body).toContain('Renamed');

  await readBell(owner, consultation.id);
  await t.database.db.insert(pushSubscriptions).values({
    userId: owner.user.id,
    endpoint: 'https://push.example/owner-phone',
    p256dh:
      'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  });
  expect((await postMessage(t, professional, consultation.id, 'To your phone')).status).toBe(201);
  expect(opened).toHaveBeenCalledTimes(2);
  const queued = await t.database.db
    .select()
    .from(reachOutbox)
    .where(eq(reachOutbox.userId, owner.user.id));
  expect(queued).toHaveLength(1);
});
