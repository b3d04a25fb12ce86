import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { closeLiveClients, connectLive, settle } from '../../test/live.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { consultationInput, marketplace, type Person } from '../../test/marketplace.ts';
import { createPaidConsultation } from '../../test/payments.ts';
import { useLedgerCheckedApp } from '../../test/checked-app.ts';
import { notify, type Notice } from './notify.ts';

const t = useLedgerCheckedApp(closeLiveClients);
const m = marketplace(t);

const get = (person: Person | null, path: string) => m.jsonAs(person, path);
const post = (person: Person | null, path: string) => m.jsonAs(person, path, { method: 'POST' });

async function noticesFor(person: Person, count: number) {
  const consultation = await m.createConsultation(person.user);
  const written = [];
  // One at a time, as events write them: each gets its own moment.
  for (let i = 1; i <= count; i++) {
    written.push(
      ...(await notify(t.database.db, [
        {
          userId: person.user.id,
          type: 'new_message',
          texts: inBoth(`Notice ${i}`, 'Something happened'),
          consultationId: consultation.id,
        },
      ])),
    );
  }
  return written;
}

/** The same words in every language, for entries whose language does not matter. */
const inBoth = (title: string, body: string) => ({ en: { title, body }, hi: { title, body } });

/** One unread bell entry, written as an event would write it. */
async function noticeOf(person: Person, type: Notice['type'], consultationId: string) {
  const [row] = await notify(t.database.db, [
    { userId: person.user.id, type, texts: inBoth(type, 'Something happened'), consultationId },
  ]);
  return row!;
}

const isRead = async (id: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.readAt !==
  null;

const ofType = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('the bell: GET /api/notifications and the mark-read calls', () => {
  it('lists a person’s own notifications newest first, a page at a time, with the unread count', async () => {
    const person = await m.createPerson();
    const other = await m.createPerson();
    await noticesFor(person, 3);
    await noticesFor(other, 1);

    const first = await get(person, '/api/notifications?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, hasMore: true, unreadCount: 3, page: 1 });
    expect(first.body.items.map((n: { title: string }) => n.title)).toEqual([
      'Notice 3',
      'Notice 2',
    ]);
    expect(first.body.items[0]).toMatchObject({
      type: 'new_message',
      readAt: null,
      link: expect.stringMatching(/^\/consultation\/[0-9a-f-]{36}$/),
    });
    const second = await get(person, '/api/notifications?page=2&pageSize=2');
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual(['Notice 1']);
    expect(second.body.hasMore).toBe(false);
    expect((await get(person, '/api/notifications/unread-count')).body).toEqual({
      unreadCount: 3,
    });
  });

  it('marks one read (own only) and all read', async () => {
    const person = await m.createPerson();
    const other = await m.createPerson();
    const [a, b] = await noticesFor(person, 3);
    const [foreign] = await noticesFor(other, 1);

    expect(await post(person, `/api/notifications/${a!.id}/read`)).toEqual({
      status: 200,
      body: { unreadCount: 2 },
    });
    // Again is harmless.
    expect((await post(person, `/api/notifications/${a!.id}/read`)).body).toEqual({
      unreadCount: 2,
    });
    expect(await post(person, `/api/notifications/${foreign!.id}/read`)).toMatchObject({
      status: 404,
      body: { message: 'Notification not found' },
    });
    expect((await post(person, '/api/notifications/not-an-id/read')).status).toBe(404);
    expect((await get(other, '/api/notifications/unread-count')).body.unreadCount).toBe(1);

    const list = await get(person, '/api/notifications');
    const readOne = list.body.items.find((n: { id: string }) => n.id === a!.id);
    expect(readOne.readAt).not.toBeNull();
    expect(list.body.items.find((n: { id: string }) => n.id === b!.id).readAt).toBeNull();

    expect(await post(person, '/api/notifications/read-all')).toEqual({
      status: 200,
      body: { unreadCount: 0 },
    });
    expect((await get(other, '/api/notifications/unread-count')).body.unreadCount).toBe(1);
  });

  it('opening a case’s chat reads only the caller’s own message entries of that case, and pushes the count', async () => {
    const person = await m.createPerson();
    const other = await m.createPerson();
    const chat = await m.createConsultation(person.user);
    const elsewhere = await m.createConsultation(person.user);
    const messages = [
      await noticeOf(person, 'new_message', chat.id),
      await noticeOf(person, 'new_message', chat.id),
    ];
    const offerOnChat = await noticeOf(person, 'new_offer', chat.id);
    const messageElsewhere = await noticeOf(person, 'new_message', elsewhere.id);
    const othersMessage = await noticeOf(other, 'new_message', chat.id);
    const tab = await connectLive(t, person.cookie);
    const otherTab = await connectLive(t, other.cookie);

    const read = (caller: Person | null, body: unknown) =>
      m.jsonAs(caller, '/api/notifications/read-messages', { method: 'POST', json: body });
    expect(await read(person, { consultationId: chat.id })).toEqual({
      status: 200,
      body: { unreadCount: 2 },
    });
    for (const row of messages) expect(await isRead(row.id)).toBe(true);
    expect(await isRead(offerOnChat.id)).toBe(false);
    expect(await isRead(messageElsewhere.id)).toBe(false);
    expect(await isRead(othersMessage.id)).toBe(false);

    // The caller's other tabs hear the new count; nobody else hears anything.
    const pushed = await tab.waitFor('notifications_read');
    expect(pushed.data).toEqual({ unreadCount: 2 });
    await settle([tab, otherTab]);
    expect(otherTab.receivedOf('notifications_read')).toEqual([]);

    // Again changes nothing, and pushes nothing.
    expect((await read(person, { consultationId: chat.id })).body).toEqual({ unreadCount: 2 });
    await settle([tab]);
    expect(tab.receivedOf('notifications_read')).toHaveLength(1);
    expect((await get(other, '/api/notifications/unread-count')).body.unreadCount).toBe(1);

    expect((await read(person, { consultationId: 'not-an-id' })).status).toBe(400);
    expect((await read(person, {})).status).toBe(400);
    expect((await read(null, { consultationId: chat.id })).status).toBe(401);
  });

  it('pushes the new count after mark one and mark all, to the person only', async () => {
    const person = await m.createPerson();
    const [a] = await noticesFor(person, 2);
    const tab = await connectLive(t, person.cookie);
    await post(person, `/api/notifications/${a!.id}/read`);
    expect((await tab.waitFor('notifications_read')).data).toEqual({ unreadCount: 1 });
    await post(person, '/api/notifications/read-all');
    expect((await tab.waitFor('notifications_read')).data).toEqual({ unreadCount: 0 });
    // Nothing left to mark: nothing pushed.
    await post(person, '/api/notifications/read-all');
    await settle([tab]);
    expect(tab.receivedOf('notifications_read')).toHaveLength(2);
  });

  it('is for signed-in people only', async () => {
    expect((await get(null, '/api/notifications')).status).toBe(401);
    expect((await get(null, '/api/notifications/unread-count')).status).toBe(401);
    expect((await post(null, '/api/notifications/read-all')).status).toBe(401);
  });
});

describe('notifications written with the events', () => {
  it('tells the owner of a new offer on the bell and by email', async () => {
    const owner = await m.createPerson({ firstName: 'Asha', lastName: 'Rao' });
    const professional = await m.createProfessional({ firstName: 'Vikram', lastName: 'Iyer' });
    const request = await m.createConsultation(owner.user, { title: 'Capital gains question' });
    const offered = await m.jsonAs(professional, `/api/consultations/${request.id}/offer`, {
      method: 'POST',
      json: { offerAmount: 750, message: 'I can help today.' },
    });
    expect(offered.status).toBe(201);
    expect(await ofType(owner.user.id, 'new_offer')).toEqual([
      expect.objectContaining({
        title: 'New Counter Offer Received',
        body: 'Vikram Iyer offered ₹750 for "Capital gains question".',
        consultationId: request.id,
        link: `/consultation/${request.id}`,
      }),
    ]);
    const mail = await waitForMail(t, owner.user.email, /New offer/);
    expect(mail.subject).toBe('New offer for "Capital gains question"');
    expect(mail.text).toContain('Hello Asha,');
    expect(mail.text).toContain('Vikram Iyer sent you an offer of ₹750');
    expect(mail.text).toContain('I can help today.');
  });

  it('tells both sides of a captured payment, and emails the professional', async () => {
    const { owner, professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '600.00',
    });
    expect(await ofType(professional.user.id, 'offer_accepted')).toEqual([
      expect.objectContaining({ title: 'Offer Accepted!', consultationId }),
    ]);
    expect(await ofType(owner.user.id, 'payment_captured')).toEqual([
      expect.objectContaining({ title: 'Payment Successful', consultationId }),
    ]);
    const mail = await waitForMail(t, professional.user.email, /accepted and paid/);
    expect(mail.text).toContain('paid ₹600');
  });

  it('reminds each professional of the category once per unread entry about new requests', async () => {
    const engineers = [
      await m.createProfessional({ specialization: 'Engineer' }),
      await m.createProfessional({ specialization: 'Engineer' }),
    ];
    const unapproved = await m.createProfessional({
      specialization: 'Engineer',
      isApproved: false,
    });
    const lawyer = await m.createProfessional({ specialization: 'Lawyer' });
    const owner = await m.createPerson();
    const postRequest = (title: string) =>
      m.jsonAs(owner, '/api/consultations', {
        method: 'POST',
        json: consultationInput({ title, category: 'Engineer', subcategory: 'Technical Review' }),
      });
    expect((await postRequest('Check my beam design')).status).toBe(201);
    expect((await postRequest('Second engineering request')).status).toBe(201);
    for (const engineer of engineers) {
      const rows = await ofType(engineer.user.id, 'new_consultation');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ title: 'New Consultation Available' });
      expect(rows[0]!.body).toContain('Check my beam design');
    }
    expect(await ofType(unapproved.user.id, 'new_consultation')).toEqual([]);
    expect(await ofType(lawyer.user.id, 'new_consultation')).toEqual([]);

    // Once read, the next request puts a new entry on the bell.
    await post(engineers[0]!, '/api/notifications/read-all');
    expect((await postRequest('Third engineering request')).status).toBe(201);
    expect(await ofType(engineers[0]!.user.id, 'new_consultation')).toHaveLength(2);
    expect(await ofType(engineers[1]!.user.id, 'new_consultation')).toHaveLength(1);
  });
});
