import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '@salahkar/domain';
import { consultationCompletionJob } from '../case-closing/consultation-completion.job.ts';
import {
  closeLiveClients,
  connectLive,
  joinRoom,
  settle,
  type LiveClient,
} from '../../test/live.ts';
import { consultationInput, marketplace, type Person } from '../../test/marketplace.ts';
import { payForOffer, postAs } from '../../test/payments.ts';
import { useLedgerCheckedApp } from '../../test/checked-app.ts';
import { createChatCase, postAction, postMessage } from '../../test/chat.ts';

// Every push the services publish after commit, and who receives it: each test connects the
// people concerned and some who are not, then checks the exact pushes each socket received.

const t = useLedgerCheckedApp(closeLiveClients);
const m = marketplace(t);

/** A socket's pushes of the types a test is about, as `type:detail` strings in arrival order. */
function pushesOf(client: LiveClient): string[] {
  return client.received.flatMap((message: ServerMessage) => {
    switch (message.type) {
      case 'message':
        return [`message:${message.data.message}`];
      case 'consultation_update':
        return [`update:${message.data.updateType}`];
      case 'notification':
        return [`notification:${message.data.notification.type}`];
      case 'new_offer':
      case 'offer_accepted':
      case 'new_consultation':
        return [message.type];
      default:
        return [];
    }
  });
}

async function connect(person: Person, room?: string): Promise<LiveClient> {
  const client = await connectLive(t, person.cookie);
  if (room) await joinRoom(client, room);
  return client;
}

describe('chat pushes', () => {
  it('a message to the room; the start to both people; the bell to the other one', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'assigned');
    const admin = await m.createPerson({ role: 'admin' });
    const ownerInRoom = await connect(owner, consultation.id);
    const ownerDashboard = await connect(owner);
    const professionalInRoom = await connect(professional, consultation.id);
    const adminInRoom = await connect(admin, consultation.id);
    const outsider = await connect(await m.createPerson());

    expect((await postMessage(t, owner, consultation.id, 'Hello')).status).toBe(201);
    const note = await professionalInRoom.waitFor('notification');
    expect(note.data).toMatchObject({
      notification: { type: 'new_message', consultationId: consultation.id },
      unreadCount: 1,
    });
    await settle([ownerInRoom, ownerDashboard, professionalInRoom, adminInRoom, outsider]);

    expect(pushesOf(ownerInRoom)).toEqual(['message:Hello', 'update:consultation_started']);
    expect(pushesOf(ownerDashboard)).toEqual(['update:consultation_started']);
    expect(pushesOf(professionalInRoom)).toEqual([
      'message:Hello',
      'update:consultation_started',
      'notification:new_message',
    ]);
    expect(pushesOf(adminInRoom)).toEqual(['message:Hello']);
    expect(pushesOf(outsider)).toEqual([]);

    const [pushed] = ownerInRoom.receivedOf('message');
    expect(pushed!.data).toMatchObject({ senderId: owner.user.id, senderName: 'Test Person' });
  });

  it('resolve and reopen: the status to both people, the bell to the user, then to admins', async () => {
    const { owner, professional, consultation } = await createChatCase(t, 'in_progress');
    const admin = await m.createPerson({ role: 'admin' });
    const ownerTab = await connect(owner);
    const professionalTab = await connect(professional);
    const adminTab = await connect(admin);
    const outsider = await connect(await m.createPerson());

    expect((await postAction(t, professional, consultation.id, 'close')).status).toBe(200);
    await ownerTab.waitFor('notification');
    expect((await postAction(t, owner, consultation.id, 'reopen')).status).toBe(200);
    await adminTab.waitFor('notification');
    await settle([ownerTab, professionalTab, adminTab, outsider]);

    expect(pushesOf(ownerTab)).toEqual([
      'update:consultation_closed',
      'notification:consultation_closed',
      'update:consultation_reopen_requested',
    ]);
    expect(pushesOf(professionalTab)).toEqual([
      'update:consultation_closed',
      'update:consultation_reopen_requested',
    ]);
    expect(pushesOf(adminTab)).toEqual(['notification:reopen_requested']);
    expect(pushesOf(outsider)).toEqual([]);
    const [closed] = ownerTab.receivedOf('consultation_update');
    expect(closed!.data.consultation).toMatchObject({ id: consultation.id, status: 'closed' });
    expect(closed!.data.consultation.closedAt).not.toBeNull();
  });

  it('completion: the status and the bell to both people', async () => {
    const closedAt = new Date('2026-01-10T08:00:00Z');
    const { owner, professional } = await createChatCase(t, 'closed', { closedAt });
    const ownerTab = await connect(owner);
    const professionalTab = await connect(professional);
    const outsider = await connect(await m.createPerson());
    await consultationCompletionJob.runOnce(t.ctx, new Date(Date.now() + 400 * 24 * 3600_000));
    await professionalTab.waitFor('notification');
    await settle([ownerTab, professionalTab, outsider]);
    for (const tab of [ownerTab, professionalTab]) {
      expect(pushesOf(tab)).toEqual([
        'update:consultation_completed',
        'notification:consultation_completed',
      ]);
    }
    expect(pushesOf(outsider)).toEqual([]);
  });
});

describe('marketplace pushes', () => {
  it('a new request to the category’s listening professionals', async () => {
    const doctor = await m.createProfessional({ specialization: 'Doctor' });
    const otherField = await m.createProfessional({ specialization: 'Lawyer' });
    const owner = await m.createPerson();
    const listening = await connect(doctor);
    listening.send({ type: 'register_professional' });
    await listening.waitFor('registered_professional');
    const notListening = await connect(otherField);
    notListening.send({ type: 'register_professional' });
    await notListening.waitFor('registered_professional');
    const ownerTab = await connect(owner);

    const posted = await m.jsonAs(owner, '/api/consultations', {
      method: 'POST',
      json: consultationInput({ category: 'Doctor', subcategory: 'Second Opinion' }),
    });
    expect(posted.status).toBe(201);
    const pushed = await listening.waitFor('new_consultation');
    expect(pushed.data).toMatchObject({
      category: 'Doctor',
      consultation: { id: posted.body.id, status: 'open', userId: owner.user.id },
      // One push to the whole room: the toast in both languages, each screen shows its own.
      toasts: {
        en: { title: 'New Consultation Available' },
        hi: { title: 'नया परामर्श उपलब्ध है' },
      },
    });
    await listening.waitFor('notification');
    await settle([listening, notListening, ownerTab]);
    expect(pushesOf(listening)).toEqual(['new_consultation', 'notification:new_consultation']);
    expect(pushesOf(notListening)).toEqual([]);
    expect(pushesOf(ownerTab)).toEqual([]);
  });

  it('a toast in the language of the person it goes to', async () => {
    const owner = await m.createPerson({ preferredLanguage: 'hi' });
    const professional = await m.createProfessional({ firstName: 'Vikram', lastName: 'Mehta' });
    const request = await m.createConsultation(owner.user, { title: 'GST रिटर्न' });
    const ownerTab = await connect(owner);
    const offered = await postAs(t, professional, `/api/consultations/${request.id}/offer`, {
      offerAmount: 650,
      message: 'Can do',
    });
    expect(offered.status).toBe(201);
    expect((await ownerTab.waitFor('new_offer')).data.toast).toEqual({
      title: 'नया काउंटर ऑफ़र मिला',
      description: 'Vikram Mehta ने "GST रिटर्न" के लिए ₹650 का ऑफ़र दिया है।',
    });
    const bell = await ownerTab.waitFor('notification');
    expect(bell.data.notification).toMatchObject({ title: 'नया काउंटर ऑफ़र मिला' });
  });

  it('a new offer to the request’s owner only', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const request = await m.createConsultation(owner.user, { title: 'GST return help' });
    const ownerTab = await connect(owner);
    const professionalTab = await connect(professional);
    const outsider = await connect(await m.createPerson());

    const offered = await postAs(t, professional, `/api/consultations/${request.id}/offer`, {
      offerAmount: 650,
      message: 'Can do',
    });
    expect(offered.status).toBe(201);
    const pushed = await ownerTab.waitFor('new_offer');
    expect(pushed.data).toEqual({
      offer: {
        id: offered.body.id,
        offerAmount: '650.00',
        professionalId: professional.user.id,
        professionalName: 'Test Person',
      },
      consultation: { id: request.id, userId: owner.user.id, title: 'GST return help' },
      toast: {
        title: 'New Counter Offer Received',
        description: 'Test Person offered ₹650 for "GST return help".',
      },
    });
    await ownerTab.waitFor('notification');
    await settle([ownerTab, professionalTab, outsider]);
    expect(pushesOf(ownerTab)).toEqual([
      'new_offer',
      'update:counter_offer_submitted',
      'notification:new_offer',
    ]);
    expect(ownerTab.receivedOf('consultation_update')[0]!.data.consultation.status).toBe(
      'pending_offers',
    );
    expect(pushesOf(professionalTab)).toEqual([]);
    expect(pushesOf(outsider)).toEqual([]);
  });

  it('a captured payment: offer_accepted to the professional, the assignment to both', async () => {
    const owner = await m.createPerson();
    const chosen = await m.createProfessional();
    const other = await m.createProfessional();
    const request = await m.createConsultation(owner.user);
    const offer = await m.createOffer(request, chosen.user);
    await m.createOffer({ ...request, status: 'pending_offers' }, other.user, {
      offerAmount: '450.00',
    });
    const ownerTab = await connect(owner);
    const chosenTab = await connect(chosen);
    const otherTab = await connect(other);

    await payForOffer(t, owner.cookie, offer.id);
    const accepted = await chosenTab.waitFor('offer_accepted');
    expect(accepted.data).toMatchObject({
      professionalId: chosen.user.id,
      consultation: { id: request.id, status: 'assigned', assignedTo: chosen.user.id },
    });
    await ownerTab.waitFor('notification');
    await chosenTab.waitFor('notification');
    await settle([ownerTab, chosenTab, otherTab]);
    expect(pushesOf(chosenTab)).toEqual([
      'offer_accepted',
      'update:consultation_assigned',
      'notification:offer_accepted',
    ]);
    expect(pushesOf(ownerTab)).toEqual([
      'update:consultation_assigned',
      'notification:payment_captured',
    ]);
    // Verify and the gateway's webhook both saw the capture; only the first one announced it.
    expect(pushesOf(otherTab)).toEqual([]);
  });

  it('a cancellation to both sides, the professional it was taken from included', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const request = await m.createConsultation(owner.user);
    const offer = await m.createOffer(request, professional.user);
    await payForOffer(t, owner.cookie, offer.id);
    const ownerTab = await connect(owner);
    const professionalTab = await connect(professional);

    expect((await postAs(t, owner, `/api/consultations/${request.id}/cancel`, {})).status).toBe(
      200,
    );
    await professionalTab.waitFor('notification');
    await settle([ownerTab, professionalTab]);
    expect(pushesOf(ownerTab)).toEqual(['update:consultation_cancelled']);
    expect(pushesOf(professionalTab)).toEqual([
      'update:consultation_cancelled',
      'notification:consultation_cancelled',
    ]);
    const [update] = professionalTab.receivedOf('consultation_update');
    expect(update!.data.consultation).toMatchObject({ status: 'open', assignedTo: null });
  });
});
