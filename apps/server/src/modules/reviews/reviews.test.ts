import { describe, expect, it } from 'vitest';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { transitionRefused } from '../../test/transition-refused.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

const review = (person: Person | null, id: string, json: unknown) =>
  m.jsonAs(person, `/api/consultations/${id}/review`, { method: 'POST', json });

describe('POST /api/consultations/:id/review', () => {
  it('lets the owner rate a completed consultation once; the rating is the professional’s', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const done = await m.createConsultation(owner.user, {
      status: 'completed',
      assignedTo: professional.user.id,
    });

    const left = await review(owner, done.id, { rating: 5, comment: '  Very clear advice.  ' });
    expect(left.status).toBe(201);
    expect(left.body).toMatchObject({
      consultationId: done.id,
      professionalId: professional.user.id,
      rating: 5,
      comment: 'Very clear advice.',
    });

    expect(await review(owner, done.id, { rating: 1 })).toEqual({
      status: 409,
      body: { code: 'ALREADY_REVIEWED', message: 'You have already reviewed this consultation' },
    });
    const detail = await m.jsonAs(owner, `/api/consultations/${done.id}`);
    expect(detail.body.abilities.review).toBe(false);

    const stats = await m.jsonAs(professional, '/api/professional/stats');
    expect(stats.body).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it('waits for completion (409) and is for the owner only', async () => {
    const owner = await m.createPerson();
    const professional = await m.createProfessional();
    const ongoing = await m.createConsultation(owner.user, {
      status: 'in_progress',
      assignedTo: professional.user.id,
    });
    expect(await review(owner, ongoing.id, { rating: 4 })).toEqual(
      transitionRefused(
        'leaveReview',
        'in_progress',
        'Cannot review a consultation that is In Progress',
      ),
    );

    const done = await m.createConsultation(owner.user, {
      status: 'completed',
      assignedTo: professional.user.id,
    });
    expect((await review(await m.createPerson(), done.id, { rating: 4 })).status).toBe(404);
    expect((await review(professional, done.id, { rating: 5 })).status).toBe(403);
    expect((await review(null, done.id, { rating: 5 })).status).toBe(401);
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'Please choose a rating from 1 to 5'],
    ['a rating of 6', { rating: 6 }, 'Please choose a rating from 1 to 5'],
    ['half stars', { rating: 3.5 }, 'Please choose a rating from 1 to 5'],
    [
      'a long comment',
      { rating: 4, comment: 'x'.repeat(1001) },
      'Comment cannot exceed 1000 characters',
    ],
  ])('refuses %s with a readable 400', async (_case, body, message) => {
    const owner = await m.createPerson();
    const done = await m.createConsultation(owner.user, {
      status: 'completed',
      assignedTo: (await m.createProfessional()).user.id,
    });
    const refused = await review(owner, done.id, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
  });
});
