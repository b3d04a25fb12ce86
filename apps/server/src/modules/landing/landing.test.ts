import { describe, expect, it } from 'vitest';
import { CATEGORIES, URGENCY_LEVELS, type Category } from '@salahkar/domain';
import { createAccount } from '../../test/accounts.ts';
import { buildMarketplaceApp, marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { reviews } from '../../db/schema/index.ts';

// Every figure is planted through the tables and read back through the public endpoint, on one
// app whose figures start empty: first the honest empty answer, then each block filled in.

const t = useMarketplaceApp();
const m = marketplace(t);

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** The landing's count per field, every field in the catalog's order; a field not named has 0. */
const professionalsPerField = (counts: Partial<Record<Category, number>>) =>
  CATEGORIES.map((category) => ({ category, count: counts[category] ?? 0 }));

async function figures() {
  // The answer is kept for a few seconds: a test that just planted data asks afresh.
  t.ctx.catalog.clear();
  return m.jsonAs(null, '/api/landing');
}

describe('GET /api/landing', () => {
  it('answers a platform with no one on it honestly: zero counts, no median, no reviews', async () => {
    const { status, body } = await figures();
    expect(status).toBe(200);
    expect(body.professionals).toEqual(professionalsPerField({}));
    expect(body.firstOffer).toBeNull();
    expect(body.reviews).toEqual([]);
    // The urgency tiers are the seeded catalog's, in whole rupees, normal → urgent.
    expect(body.priceRanges.map((tier: { urgencyLevel: string }) => tier.urgencyLevel)).toEqual(
      URGENCY_LEVELS,
    );
    for (const tier of body.priceRanges) {
      expect(tier.minAmount).toBeGreaterThan(0);
      expect(tier.maxAmount).toBeGreaterThanOrEqual(tier.minAmount);
    }
  });

  it('counts verified professionals per field, never pending, rejected, suspended or unverified ones', async () => {
    await createAccount(t, { role: 'professional', specialization: 'CA' });
    await createAccount(t, { role: 'professional', specialization: 'CA' });
    await createAccount(t, { role: 'professional', specialization: 'Doctor' });
    await createAccount(t, { role: 'professional', specialization: 'Lawyer', isApproved: false });
    await createAccount(t, {
      role: 'professional',
      specialization: 'Lawyer',
      isApproved: false,
      rejectedAt: new Date(),
    });
    await createAccount(t, { role: 'professional', specialization: 'Engineer', isSuspended: true });
    // Approved before the checklist (decision 216): not verified, not counted.
    await createAccount(t, {
      role: 'professional',
      specialization: 'Doctor',
      verifiedAt: null,
      verificationChecks: null,
    });
    // Only part of the checklist recorded: not verified either.
    await createAccount(t, {
      role: 'professional',
      specialization: 'Career_Consultant',
      verifiedAt: new Date(),
      verificationChecks: ['licence_number'],
    });
    const { body } = await figures();
    expect(body.professionals).toEqual(professionalsPerField({ CA: 2, Doctor: 1 }));
  });

  it('takes the median time to the first offer over recent requests that got one', async () => {
    const owner = await m.createPerson();
    const { user: pro } = await createAccount(t, { role: 'professional' });
    const { user: other } = await createAccount(t, { role: 'professional' });
    // First offers after 10, 30 and 50 minutes: the median is 30. A later second offer on the
    // first request does not count, nor a request without offers, nor one older than 90 days.
    for (const minutes of [10, 30, 50]) {
      const posted = ago(5 * 60 * MINUTE);
      const request = await m.createConsultation(owner.user, { createdAt: posted });
      await m.createOffer(request, pro, {
        createdAt: new Date(posted.getTime() + minutes * MINUTE),
      });
      if (minutes === 10) {
        await m.createOffer(request, other, {
          createdAt: new Date(posted.getTime() + 200 * MINUTE),
        });
      }
    }
    await m.createConsultation(owner.user, { createdAt: ago(60 * MINUTE) });
    const old = await m.createConsultation(owner.user, {
      createdAt: ago(100 * 24 * 60 * MINUTE),
    });
    await m.createOffer(old, pro, { createdAt: ago(99 * 24 * 60 * MINUTE) });

    const { body } = await figures();
    expect(body.firstOffer).toEqual({ medianMinutes: 30, consultations: 3 });
  });

  it('shows only reviews whose authors agreed, with first name and city and nothing more', async () => {
    const pro = await m.createPerson({ role: 'professional', specialization: 'Lawyer' });
    const consenting = await m.createPerson({
      firstName: 'Meera',
      lastName: 'Kulkarni',
      city: 'Nagpur',
      mobile: '9876543210',
      address: '12 Civil Lines',
    });
    const noCity = await m.createPerson({ firstName: 'Arjun', lastName: 'Menon' });
    const declining = await m.createPerson({ firstName: 'Secret', lastName: 'Shah' });

    const done = (owner: typeof consenting) =>
      m.createConsultation(owner.user, {
        category: 'Lawyer',
        subcategory: 'Property Law',
        status: 'completed',
        assignedTo: pro.user.id,
      });
    // Through the real review form's endpoint: the box ticked, left out, and ticked.
    const leave = async (owner: typeof consenting, json: Record<string, unknown>) => {
      const consultation = await done(owner);
      const left = await m.jsonAs(owner, `/api/consultations/${consultation.id}/review`, {
        method: 'POST',
        json,
      });
      expect(left.status).toBe(201);
      return left.body;
    };
    const shown = await leave(consenting, {
      rating: 5,
      comment: 'Clear and quick.',
      showOnSite: true,
    });
    expect(shown.showOnSite).toBe(true);
    const hidden = await leave(declining, { rating: 2, comment: 'Not for the website.' });
    expect(hidden.showOnSite).toBe(false);
    await leave(noCity, { rating: 4, showOnSite: true });

    const { body } = await figures();
    expect(body.reviews).toHaveLength(2);
    const [newest, older] = body.reviews;
    expect(newest).toEqual({
      id: expect.any(String),
      rating: 4,
      comment: null,
      firstName: 'Arjun',
      city: null,
      category: 'Lawyer',
      createdAt: expect.any(String),
    });
    expect(older).toMatchObject({
      id: shown.id,
      rating: 5,
      comment: 'Clear and quick.',
      firstName: 'Meera',
      city: 'Nagpur',
    });
    const text = JSON.stringify(body);
    for (const secret of ['Kulkarni', 'Menon', '9876543210', 'Civil Lines', '@example.com']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('Not for the website');
    expect(text).not.toContain(consenting.user.id);
  });

  it('is cached briefly: a review consented a moment ago shows once the cache turns over', async () => {
    const before = await figures();
    const owner = await m.createPerson({ firstName: 'Kavya', city: 'Mysuru' });
    const pro = await m.createPerson({ role: 'professional' });
    const consultation = await m.createConsultation(owner.user, {
      status: 'completed',
      assignedTo: pro.user.id,
    });
    await t.database.db.insert(reviews).values({
      consultationId: consultation.id,
      userId: owner.user.id,
      professionalId: pro.user.id,
      rating: 5,
      showOnSite: true,
    });
    const cached = await m.jsonAs(null, '/api/landing');
    expect(cached.body).toEqual(before.body);
    const fresh = await figures();
    expect(fresh.body.reviews[0]).toMatchObject({ firstName: 'Kavya', city: 'Mysuru' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('asks crawlers to stay out of the API and signed-in screens, and points at the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    for (const pathname of ['/api/', '/wallet', '/admin', '/consultation/', '/checkout/']) {
      expect(text).toContain(`Disallow: ${pathname}\n`);
    }
    expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  });

  it('lists the public pages at absolute addresses of the configured public origin, in both languages', async () => {
    const other = await buildMarketplaceApp({ PUBLIC_URL: 'https://salahkar.example/' });
    try {
      const response = await other.request('/sitemap.xml', {
        headers: { host: 'attacker.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const xml = await response.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual([
        'https://salahkar.example/',
        'https://salahkar.example/hi',
        'https://salahkar.example/register',
        'https://salahkar.example/contact',
        'https://salahkar.example/terms',
        'https://salahkar.example/hi/terms',
        'https://salahkar.example/privacy',
        'https://salahkar.example/hi/privacy',
        'https://salahkar.example/cancellation-refund',
        'https://salahkar.example/hi/cancellation-refund',
      ]);
      // Each page written in both languages names its translations, English by default.
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const terms = xml.match(
        /<url><loc>https:\/\/salahkar\.example\/hi\/terms<\/loc>.*<\/url>/,
      )![0];
      expect(terms).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://salahkar.example/terms"/>',
      );
      expect(terms).toContain(
        '<xhtml:link rel="alternate" hreflang="hi" href="https://salahkar.example/hi/terms"/>',
      );
      expect(terms).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://salahkar.example/terms"/>',
      );
      expect(xml).toMatch(/<url><loc>https:\/\/salahkar\.example\/contact<\/loc><\/url>/);
      const robots = await (await other.request('/robots.txt')).text();
      expect(robots).toContain('Sitemap: https://salahkar.example/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});
