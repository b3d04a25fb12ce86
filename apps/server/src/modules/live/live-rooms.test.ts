import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, type Consultation } from '../../db/schema/index.ts';
import { newRequestToast } from '../notifications/notices.ts';
import {
  closeLiveClients,
  connectLive,
  joinRoom,
  roomProbe,
  settle,
  type LiveClient,
} from '../../test/live.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';

// Who may join which audience, and that each push reaches exactly its audience.

const t = useMarketplaceApp();
const m = marketplace(t);
const owner = m.usePerson();
const professional = m.usePerson({ role: 'professional' });
const admin = m.useAdmin();
const otherOwner = m.usePerson();
const caColleague = m.usePerson({ role: 'professional' });
const lawyer = m.usePerson({ role: 'professional', specialization: 'Lawyer' });
const applicant = m.usePerson({ role: 'professional', isApproved: false });
let active: Consultation;
let othersCase: Consultation;
let openRequest: Consultation;

beforeAll(async () => {
  active = await m.createConsultation(owner.user, {
    status: 'in_progress',
    assignedTo: professional.user.id,
  });
  othersCase = await m.createConsultation(otherOwner.user, {
    status: 'in_progress',
    assignedTo: professional.user.id,
  });
  openRequest = await m.createConsultation(otherOwner.user);
});
afterEach(closeLiveClients);

async function refusal(client: LiveClient, consultationId: string) {
  client.send({ type: 'register', consultationId });
  return client.waitFor('error');
}

describe('joining a consultation’s room', () => {
  it('admits the owner, the assigned professional and an admin', async () => {
    for (const person of [owner, professional, admin]) {
      const client = await connectLive(t, person.cookie);
      await joinRoom(client, active.id);
    }
  });

  it('refuses the owner of another case, other professionals and unknown ids', async () => {
    const stranger = await connectLive(t, otherOwner.cookie);
    expect(await refusal(stranger, active.id)).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Consultation not found',
    });
    for (const person of [caColleague, lawyer, applicant]) {
      const client = await connectLive(t, person.cookie);
      expect((await refusal(client, active.id)).code).toBe('NOT_FOUND');
    }
    const client = await connectLive(t, owner.cookie);
    expect((await refusal(client, '00000000-0000-4000-8000-000000000000')).code).toBe('NOT_FOUND');
  });

  it('refuses a professional who may read an open request but not its chat (403)', async () => {
    const client = await connectLive(t, caColleague.cookie);
    expect(await refusal(client, openRequest.id)).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('stops room pushes after unregister', async () => {
    const client = await connectLive(t, owner.cookie);
    await joinRoom(client, active.id);
    client.send({ type: 'unregister', consultationId: active.id });
    await settle([client]);
    await t.ctx.live.toRoom(active.id, roomProbe(active.id, 'after unregister'));
    await settle([client]);
    expect(client.receivedOf('message')).toEqual([]);
  });
});

describe('the professionals of a category', () => {
  it('admits approved professionals to their own field only', async () => {
    const ca = await connectLive(t, caColleague.cookie);
    ca.send({ type: 'register_professional', senderId: lawyer.user.id });
    expect(await ca.waitFor('registered_professional')).toEqual({
      type: 'registered_professional',
      category: 'CA',
    });
    for (const person of [owner, applicant, admin]) {
      const client = await connectLive(t, person.cookie);
      client.send({ type: 'register_professional' });
      expect(await client.waitFor('error')).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('each push reaches exactly its audience', () => {
  it('toUser, toRoom and toCategory', async () => {
    const ownerInRoom = await connectLive(t, owner.cookie);
    const ownerDashboard = await connectLive(t, owner.cookie);
    const professionalInRoom = await connectLive(t, professional.cookie);
    const adminInRoom = await connectLive(t, admin.cookie);
    const otherOwnerTab = await connectLive(t, otherOwner.cookie);
    const caListening = await connectLive(t, caColleague.cookie);
    const lawyerListening = await connectLive(t, lawyer.cookie);
    const everyone = [
      ownerInRoom,
      ownerDashboard,
      professionalInRoom,
      adminInRoom,
      otherOwnerTab,
      caListening,
      lawyerListening,
    ];
    for (const client of [ownerInRoom, professionalInRoom, adminInRoom]) {
      await joinRoom(client, active.id);
    }
    await joinRoom(otherOwnerTab, othersCase.id);
    for (const client of [caListening, lawyerListening]) {
      client.send({ type: 'register_professional' });
      await client.waitFor('registered_professional');
    }

    const live = {
      id: openRequest.id,
      title: openRequest.title,
      status: openRequest.status,
      category: openRequest.category,
      userId: openRequest.userId,
      assignedTo: null,
      closedAt: null,
    };
    await t.ctx.live.toUser(owner.user.id, {
      type: 'consultation_update',
      data: { consultation: live, updateType: 'consultation_started' },
    });
    await t.ctx.live.toRoom(active.id, roomProbe(active.id, 'to the room'));
    await t.ctx.live.toCategory('CA', {
      type: 'new_consultation',
      data: {
        category: 'CA',
        consultation: live,
        toasts: { en: newRequestToast(live, 'en'), hi: newRequestToast(live, 'hi') },
      },
    });
    await settle(everyone);

    const got = (client: LiveClient) =>
      client.received
        .map((message) => message.type)
        .filter((type) => ['consultation_update', 'message', 'new_consultation'].includes(type));
    expect(got(ownerInRoom)).toEqual(['consultation_update', 'message']);
    expect(got(ownerDashboard)).toEqual(['consultation_update']);
    expect(got(professionalInRoom)).toEqual(['message']);
    expect(got(adminInRoom)).toEqual(['message']);
    expect(got(otherOwnerTab)).toEqual([]);
    expect(got(caListening)).toEqual(['new_consultation']);
    expect(got(lawyerListening)).toEqual([]);
  });

  it('does not send a push that breaks the live-events union (logged instead)', async () => {
    const client = await connectLive(t, owner.cookie);
    await t.ctx.live.toUser(owner.user.id, {
      type: 'notification',
      data: { wrong: true },
    } as never);
    await settle([client]);
    expect(client.receivedOf('notification')).toEqual([]);
  });
});

describe('chat messages over the socket', () => {
  it('stores the message as the session’s user whatever senderId says, and pushes it to the room', async () => {
    const sender = await connectLive(t, owner.cookie);
    const peer = await connectLive(t, professional.cookie);
    const outsider = await connectLive(t, otherOwner.cookie);
    await joinRoom(sender, active.id);
    await joinRoom(peer, active.id);
    sender.send({
      type: 'message',
      consultationId: active.id,
      message: '  Here are my Form 16 details.  ',
      senderId: professional.user.id,
    });
    const pushed = await peer.waitFor('message');
    expect(pushed.data).toMatchObject({
      consultationId: active.id,
      senderId: owner.user.id,
      senderRole: 'user',
      message: 'Here are my Form 16 details.',
    });
    expect((await sender.waitFor('message')).data.id).toBe(pushed.data.id);
    const [row] = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, pushed.data.id));
    expect(row!.senderId).toBe(owner.user.id);
    await settle([outsider]);
    expect(outsider.receivedOf('message')).toEqual([]);
  });

  it('answers a message the chat rules refuse with an error frame', async () => {
    const stranger = await connectLive(t, otherOwner.cookie);
    stranger.send({ type: 'message', consultationId: active.id, message: 'hello' });
    expect((await stranger.waitFor('error')).code).toBe('NOT_FOUND');

    const watcher = await connectLive(t, admin.cookie);
    watcher.send({ type: 'message', consultationId: active.id, message: 'hello' });
    expect((await watcher.waitFor('error')).code).toBe('FORBIDDEN');

    const closed = await m.createConsultation(owner.user, {
      status: 'completed',
      assignedTo: professional.user.id,
    });
    const client = await connectLive(t, owner.cookie);
    client.send({ type: 'message', consultationId: closed.id, message: 'hello' });
    const refused = await client.waitFor('error');
    expect(refused.code).toBe('INVALID_STATE');
    expect(refused.message).toContain('Chat is only available');
    expect(client.isOpen()).toBe(true);
  });

  it('moves an assigned case to in_progress with its first message', async () => {
    const assigned = await m.createConsultation(owner.user, {
      status: 'assigned',
      assignedTo: professional.user.id,
    });
    const client = await connectLive(t, professional.cookie);
    client.send({ type: 'message', consultationId: assigned.id, message: 'Hello, I am on it.' });
    const update = await client.waitFor('consultation_update');
    expect(update.data).toMatchObject({ updateType: 'consultation_started' });
    expect((await m.reloadConsultation(assigned.id))!.status).toBe('in_progress');
  });
});
