import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { createRequestViewers, OPEN_REQUEST_STATUSES, statusesFor } from '../../test/viewers.ts';
import { transitionRefused } from '../../test/transition-refused.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

const post = (person: Person | null, body: unknown) =>
  m.jsonAs(person, '/api/consultations', { method: 'POST', json: body });

describe('POST /api/consultations: the fee range is the server’s', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await m.createPerson();
  });

  it('takes a normal request’s range from its specialization', async () => {
    const { status, body } = await post(owner, m.consultationInput());
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'open',
      category: 'CA',
      subcategory: 'ITR Filing',
      urgencyLevel: 'normal',
      baseFeeAmount: '300.00',
      maxFeeAmount: '1000.00',
      finalAmount: null,
      userId: owner.user.id,
      assignedTo: null,
      files: [],
      offerCount: 0,
      paymentStatus: 'pending',
      abilities: { edit: true, delete: true, uploadDocuments: true, offer: false, review: false },
    });
  });

  it('uses the catalog’s spelling of the specialization', async () => {
    const { body } = await post(owner, m.consultationInput({ subcategory: '  itr filing ' }));
    expect(body.subcategory).toBe('ITR Filing');
  });

  it.each([
    ['medium', '400.00', '1500.00'],
    ['urgent', '500.00', '2000.00'],
  ])('takes a %s request’s range from its urgency tier', async (urgencyLevel, min, max) => {
    const { status, body } = await post(
      owner,
      m.consultationInput({ urgencyLevel, category: 'Lawyer', subcategory: 'Corporate Law' }),
    );
    expect(status).toBe(201);
    expect([body.baseFeeAmount, body.maxFeeAmount]).toEqual([min, max]);
  });

  it('gives Other the custom budget B to 1.5 × B, whatever the urgency', async () => {
    const { status, body } = await post(
      owner,
      m.consultationInput({
        subcategory: 'Other',
        urgencyLevel: 'urgent',
        customBudget: '2000',
        baseFeeAmount: '2000',
        maxFeeAmount: '3000',
      }),
    );
    expect(status).toBe(201);
    expect([body.baseFeeAmount, body.maxFeeAmount]).toEqual(['2000.00', '3000.00']);
  });

  it.each([
    [
      { subcategory: 'Other' },
      'Custom budget must be a whole number of rupees between ₹500 and ₹10,000',
    ],
    [{ subcategory: 'Other', customBudget: 499 }, 'between ₹500 and ₹10,000'],
    [{ subcategory: 'Other', customBudget: 10001 }, 'between ₹500 and ₹10,000'],
    [{ subcategory: 'Other', customBudget: 700.5 }, 'whole number of rupees'],
    [{ baseFeeAmount: '200', maxFeeAmount: '1000' }, 'must be between ₹300 and ₹1,000'],
    [{ baseFeeAmount: '300', maxFeeAmount: '5000' }, 'must be between ₹300 and ₹1,000'],
    [{ baseFeeAmount: '900', maxFeeAmount: '400' }, 'minimum fee cannot be above the maximum'],
    [{ subcategory: 'Corporate Law' }, "'Corporate Law' is not a specialization offered for CA"],
    [{ category: 'Astrologer' }, 'Please select a professional type'],
    [{ title: 'Tax' }, 'Title must be at least 5 characters'],
    [{ description: 'Too short' }, 'Description must be at least 20 characters'],
  ])('refuses %o with a readable 400', async (overrides, message) => {
    const { status, body } = await post(owner, m.consultationInput(overrides));
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('accepts the old form’s “Career Consultant” and stores the enum', async () => {
    const { status, body } = await post(
      owner,
      m.consultationInput({ category: 'Career Consultant', subcategory: 'Resume Review' }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      category: 'Career_Consultant',
      baseFeeAmount: '200.00',
      maxFeeAmount: '600.00',
    });
  });

  it('is for signed-in users only', async () => {
    expect((await post(null, m.consultationInput())).status).toBe(401);
    const professional = await m.createProfessional();
    const refused = await post(professional, m.consultationInput());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only users can do this.');
  });
});

describe('GET /api/consultations and /api/stats/user', () => {
  it('lists only the owner’s requests, newest first, a page at a time and by tab', async () => {
    const owner = await m.createPerson();
    const stranger = await m.createPerson();
    const professional = await m.createProfessional();
    await m.createConsultation(stranger.user);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const open1 = await m.createConsultation(owner.user, {
      title: 'First open',
      createdAt: at(1),
    });
    const open2 = await m.createConsultation(owner.user, {
      title: 'Second open',
      createdAt: at(2),
    });
    const offered = await m.createConsultation(owner.user, { createdAt: at(3) });
    await m.createOffer(offered, professional.user);
    const active = await m.createConsultation(owner.user, {
      status: 'in_progress',
      assignedTo: professional.user.id,
      createdAt: at(4),
    });
    const done = await m.createConsultation(owner.user, {
      status: 'completed',
      assignedTo: professional.user.id,
      createdAt: at(5),
    });

    const first = await m.jsonAs(owner, '/api/consultations?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 5, hasMore: true });
    expect(first.body.items.map((c: { id: string }) => c.id)).toEqual([done.id, active.id]);
    const last = await m.jsonAs(owner, '/api/consultations?pageSize=2&page=3');
    expect(last.body).toMatchObject({ total: 5, hasMore: false });
    expect(last.body.items.map((c: { id: string }) => c.id)).toEqual([open1.id]);

    const submitted = await m.jsonAs(owner, '/api/consultations?tab=submitted');
    expect(submitted.body.items.map((c: { id: string }) => c.id)).toEqual([open2.id, open1.id]);
    const withOffers = await m.jsonAs(owner, '/api/consultations?tab=withOffers');
    expect(withOffers.body.items).toMatchObject([{ id: offered.id, offerCount: 1 }]);

    const stats = await m.jsonAs(owner, '/api/stats/user');
    expect(stats.body).toEqual({ submitted: 2, withOffers: 1, active: 1, history: 1 });

    const review = await m.jsonAs(owner, '/api/consultations?tab=history');
    expect(review.body.items[0].abilities.review).toBe(true);

    expect((await m.callAs(null, '/api/consultations')).status).toBe(401);
    expect((await m.callAs(owner, '/api/consultations?tab=archive')).status).toBe(400);
  });
});

describe('GET /api/consultations/:id', () => {
  it('shows a request to its owner, admins, its professional and its category while open', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const viewers = await createRequestViewers(t, owner, 'Lawyer');
    expect(await statusesFor(t, viewers, `/api/consultations/${request.id}`)).toEqual(
      OPEN_REQUEST_STATUSES,
    );

    const hidden = await m.jsonAs(viewers.otherUser, `/api/consultations/${request.id}`);
    expect(hidden.body).toEqual({
      code: 'CONSULTATION_NOT_FOUND',
      message: 'Consultation not found',
    });
    const offering = await m.jsonAs(
      viewers.categoryProfessional,
      `/api/consultations/${request.id}`,
    );
    expect(offering.body.abilities).toMatchObject({ offer: true, edit: false, delete: false });
  });

  it('hides an assigned case from the category but not from its professional', async () => {
    const owner = await m.createPerson();
    const assigned = await m.createProfessional();
    const colleague = await m.createProfessional();
    const request = await m.createConsultation(owner.user, {
      status: 'assigned',
      assignedTo: assigned.user.id,
    });
    expect((await m.callAs(assigned, `/api/consultations/${request.id}`)).status).toBe(200);
    expect((await m.callAs(colleague, `/api/consultations/${request.id}`)).status).toBe(404);
  });

  it('answers 404 for an id that does not exist or is not an id', async () => {
    const owner = await m.createPerson();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await m.jsonAs(owner, `/api/consultations/${id}`);
      expect(missing.status).toBe(404);
    }
  });

  it('refuses a suspended account everywhere', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const suspended = await m.createPerson();
    await t.database.db
      .update(users)
      .set({ isSuspended: true, suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    for (const path of [
      `/api/consultations/${request.id}`,
      '/api/consultations',
      '/api/stats/user',
    ]) {
      const refused = await m.jsonAs(suspended, path);
      expect(refused).toEqual({
        status: 403,
        body: { code: 'ACCOUNT_SUSPENDED', message: 'Account suspended' },
      });
    }
  });
});

describe('PUT /api/consultations/:id', () => {
  const edit = (overrides: Record<string, unknown> = {}) =>
    m.consultationInput({
      title: 'Help with my GST return',
      subcategory: 'GST Return',
      ...overrides,
    });

  it('edits an open request and recomputes its range', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const { status, body } = await m.jsonAs(owner, `/api/consultations/${request.id}`, {
      method: 'PUT',
      json: edit({ urgencyLevel: 'urgent' }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Help with my GST return',
      subcategory: 'GST Return',
      urgencyLevel: 'urgent',
      baseFeeAmount: '500.00',
      maxFeeAmount: '2000.00',
    });
  });

  it('refuses once an offer exists, naming the status (409)', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    await m.createOffer(request, (await m.createProfessional()).user);
    const refused = await m.jsonAs(owner, `/api/consultations/${request.id}`, {
      method: 'PUT',
      json: edit(),
    });
    expect(refused).toEqual(
      transitionRefused(
        'editRequest',
        'pending_offers',
        'Cannot edit a consultation that has counter offers',
      ),
    );
  });

  it('hides another user’s request (404) and refuses an admin (403)', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const other = await m.createPerson();
    const admin = await m.createPerson({ role: 'admin' });
    const path = `/api/consultations/${request.id}`;
    expect((await m.callAs(other, path, { method: 'PUT', json: edit() })).status).toBe(404);
    const refused = await m.jsonAs(admin, path, { method: 'PUT', json: edit() });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the person who posted this request can edit it');
    expect((await m.reloadConsultation(request.id))?.title).toBe('Help filing my ITR');
  });
});

describe('DELETE /api/consultations/:id', () => {
  it('deletes an open request of the owner (204)', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const other = await m.createPerson();
    const path = `/api/consultations/${request.id}`;
    expect((await m.callAs(other, path, { method: 'DELETE' })).status).toBe(404);
    const deleted = await m.callAs(owner, path, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await m.reloadConsultation(request.id)).toBeUndefined();
    expect((await m.callAs(owner, path, { method: 'DELETE' })).status).toBe(404);
  });

  it.each([
    ['pending_offers', 'Cannot delete a consultation that has counter offers'],
    ['in_progress', 'Cannot delete a consultation that is In Progress'],
    ['completed', 'Cannot delete a consultation that is Completed'],
  ] as const)('refuses a request that is %s (409)', async (status, message) => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const request = await m.createConsultation(owner.user, {
      status,
      assignedTo: status === 'pending_offers' ? null : professional.user.id,
    });
    const refused = await m.jsonAs(owner, `/api/consultations/${request.id}`, { method: 'DELETE' });
    expect(refused).toEqual(transitionRefused('deleteRequest', status, message));
    expect((await m.reloadConsultation(request.id))?.status).toBe(status);
  });
});
