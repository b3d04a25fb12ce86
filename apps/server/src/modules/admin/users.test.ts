import { LIVE_CLOSE_CODES } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import { useAdminMarketplace, userAuditRows } from '../../test/admin.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import { closeLiveClients, connectLive } from '../../test/live.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { createPaidConsultation, paymentOfConsultation, postAs } from '../../test/payments.ts';

const { t, admin } = useAdminMarketplace(closeLiveClients);
const m = marketplace(t);

const get = (person: Person | null, pathname: string) => m.jsonAs(person, pathname);
const put = (person: Person | null, pathname: string, json?: unknown) =>
  m.jsonAs(person, pathname, { method: 'PUT', ...(json === undefined ? {} : { json }) });
const REASON = 'Repeated abusive messages to professionals.';
const suspend = (id: string, by: Person = admin) =>
  put(by, `/api/admin/users/${id}/suspend`, { reason: REASON });
const unsuspend = (id: string, by: Person = admin) => put(by, `/api/admin/users/${id}/unsuspend`);
const auditOf = (id: string) => userAuditRows(t, id);
const login = (email: string) =>
  m.jsonOf(
    t.request('/api/auth/login', { method: 'POST', json: { email, password: TEST_PASSWORD } }),
  );

// Runs first, on a database holding only the admin, so the figures are counted by hand.
describe('admin stats', () => {
  it('counts users, approved professionals, consultations and the commission earned', async () => {
    expect((await get(admin, '/api/stats/admin')).body).toEqual({
      users: 0,
      professionals: 0,
      consultations: 0,
      revenue: '0.00',
    });
    // A ₹1,000 case released (10% commission), a ₹500 one still in escrow, an open request,
    // one unapproved professional and one plain user.
    const released = await createPaidConsultation(t, { offerAmount: '1000.00' });
    await completeAndRelease(t, released.consultationId);
    await createPaidConsultation(t, { offerAmount: '500.00' });
    const plain = await m.createPerson();
    await m.createConsultation(plain.user);
    await m.createProfessional({ isApproved: false });

    const { status, body } = await get(admin, '/api/stats/admin');
    expect(status).toBe(200);
    expect(body).toEqual({ users: 3, professionals: 2, consultations: 3, revenue: '100.00' });
  });
});

describe('the people list', () => {
  it('searches name or email without case, filters by role and pages', async () => {
    const tag = `q${Date.now().toString(36)}`;
    const ana = await m.createPerson({ firstName: `Ana${tag}`, lastName: 'Kulkarni' });
    const ravi = await m.createProfessional({
      firstName: 'Ravi',
      lastName: `Iyer${tag}`,
      email: `ravi.${tag}@example.com`,
    });
    const nameless = await m.createPerson({
      firstName: '',
      lastName: '',
      email: `x.${tag}@example.com`,
    });

    const all = await get(admin, `/api/admin/users?search=${tag.toUpperCase()}&pageSize=10`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([
      nameless.user.id,
      ravi.user.id,
      ana.user.id,
    ]);
    expect(all.body.items[0]).toMatchObject({ name: 'Name not provided', role: 'user' });
    expect(all.body.items[1]).toMatchObject({
      name: `Ravi Iyer${tag}`,
      role: 'professional',
      professionalApplication: 'approved',
      isSuspended: false,
      totalConsultations: 0,
      totalAmountSpent: '0.00',
    });

    const byFullName = await get(
      admin,
      `/api/admin/users?search=${encodeURIComponent(`ravi iyer${tag}`)}`,
    );
    expect(byFullName.body.items.map((item: { id: string }) => item.id)).toEqual([ravi.user.id]);
    const byEmail = await get(admin, `/api/admin/users?search=RAVI.${tag}@`);
    expect(byEmail.body.items.map((item: { id: string }) => item.id)).toEqual([ravi.user.id]);
    const professionals = await get(admin, `/api/admin/users?search=${tag}&role=professional`);
    expect(professionals.body.total).toBe(1);

    const page2 = await get(admin, `/api/admin/users?search=${tag}&pageSize=2&page=2`);
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 3, hasMore: false });
    expect(page2.body.items.map((item: { id: string }) => item.id)).toEqual([ana.user.id]);
    const page1 = await get(admin, `/api/admin/users?search=${tag}&pageSize=2`);
    expect(page1.body.hasMore).toBe(true);

    // Pattern characters are taken literally.
    expect((await get(admin, '/api/admin/users?search=%25%25')).body.total).toBe(0);
    expect((await get(admin, '/api/admin/users?role=owner')).status).toBe(400);
  });

  it('adds each person’s consultations and what they paid less refunds', async () => {
    const first = await createPaidConsultation(t, { offerAmount: '1000.00' });
    const payment = await paymentOfConsultation(t, first.consultationId);
    const refunded = await postAs(t, admin, `/api/admin/payments/${payment.id}/refund`, {
      amount: 200,
      reason: 'Late first reply',
    });
    expect(refunded.status).toBe(201);
    await m.createConsultation(first.owner.user);

    const owner = await get(admin, `/api/admin/users?search=${first.owner.user.email}`);
    expect(owner.body.items).toEqual([
      expect.objectContaining({ totalConsultations: 2, totalAmountSpent: '800.00' }),
    ]);
    const professional = await get(
      admin,
      `/api/admin/users?search=${first.professional.user.email}`,
    );
    expect(professional.body.items).toEqual([
      expect.objectContaining({ totalConsultations: 1, totalAmountSpent: '0.00' }),
    ]);
  });
});

describe('suspension', () => {
  it('ends the person’s sessions and sockets at once, and they cannot sign in', async () => {
    const person = await m.createPerson();
    const socket = await connectLive(t, person.cookie);
    expect(socket.isOpen()).toBe(true);

    const { status, body } = await suspend(person.user.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: person.user.id,
      isSuspended: true,
      message: 'User suspended successfully',
    });
    expect(await socket.closed).toEqual({
      code: LIVE_CLOSE_CODES.suspended,
      reason: expect.stringContaining('suspended'),
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ isSuspended: true });
    expect(row!.suspendedAt).toBeInstanceOf(Date);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, person.user.id)),
    ).toEqual([]);

    // The old cookie is dead; signing in again says why.
    expect((await get(person, '/api/auth/user')).status).toBe(401);
    const again = await login(person.user.email);
    expect(again).toMatchObject({ status: 403, body: { message: 'Account suspended' } });

    expect(await auditOf(person.user.id)).toEqual([
      expect.objectContaining({ actorId: admin.user.id, action: 'user.suspended', notes: REASON }),
    ]);
    const mail = await waitForMail(t, person.user.email, /account is suspended/);
    expect(mail.text).toContain(`Reason: ${REASON}`);
    const listed = await get(admin, `/api/admin/users?search=${person.user.email}`);
    expect(listed.body.items[0]).toMatchObject({ isSuspended: true });

    const twice = await suspend(person.user.id);
    expect(twice).toMatchObject({
      status: 409,
      body: { message: 'This account is already suspended.' },
    });
  });

  it('refuses a session that is still live on a suspended account with 403', async () => {
    const person = await m.createPerson();
    // Marked suspended without the verb, as a second instance's stale session would be.
    await t.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, person.user.id));
    expect(await get(person, '/api/consultations')).toMatchObject({
      status: 403,
      body: { message: 'Account suspended' },
    });
  });

  it('unsuspends, with its audit row, and the person can sign in again', async () => {
    const person = await m.createProfessional();
    expect((await suspend(person.user.id)).status).toBe(200);
    const { status, body } = await unsuspend(person.user.id);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: person.user.id,
      isSuspended: false,
      suspendedAt: null,
      message: 'User unsuspended successfully',
    });
    expect((await login(person.user.email)).status).toBe(200);
    expect((await auditOf(person.user.id)).map((row) => row.action)).toEqual([
      'user.suspended',
      'user.unsuspended',
    ]);
    expect((await unsuspend(person.user.id)).status).toBe(409);
  });

  it('refuses to suspend oneself or another admin, and unknown ids', async () => {
    const self = await suspend(admin.user.id);
    expect(self).toMatchObject({
      status: 409,
      body: { message: 'You cannot suspend your own account.' },
    });
    const other = await m.createPerson({ role: 'admin' });
    expect(await suspend(other.user.id)).toMatchObject({
      status: 409,
      body: { message: 'An admin account cannot be suspended.' },
    });
    expect((await get(other, '/api/admin/users')).status).toBe(200);
    expect((await suspend('3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41')).status).toBe(404);
    expect((await unsuspend('nope')).status).toBe(404);
    expect(await auditOf(admin.user.id)).toEqual([]);
    expect(await auditOf(other.user.id)).toEqual([]);
  });

  it('needs a reason to suspend, and suspends nobody without one', async () => {
    const person = await m.createPerson();
    for (const json of [undefined, { reason: 'no' }, { reason: 'x'.repeat(1001) }]) {
      const refused = await put(admin, `/api/admin/users/${person.user.id}/suspend`, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.message).toMatch(/reason/i);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row!.isSuspended).toBe(false);
    expect(await auditOf(person.user.id)).toEqual([]);
  });
});
