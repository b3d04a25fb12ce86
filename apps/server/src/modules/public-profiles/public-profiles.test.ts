import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicProfileSchema, publicProfileSlug } from '@salahkar/domain';
import { reviews, users, type User } from '../../db/schema/index.ts';
import { createAccount } from '../../test/accounts.ts';
import { JPEG_BYTES } from '../../test/files.ts';
import { buildMarketplaceApp, marketplace, useMarketplaceApp } from '../../test/marketplace.ts';
import { uploadPhoto } from '../../test/photos.ts';

// Public professional profiles over real HTTP (decision 215): the page is whole HTML before any
// script, in English and Hindi, with its title, description, Open Graph tags and absolute
// hreflang alternates; nothing private leaves the server; anything but a shown profile is a 404.

const t = useMarketplaceApp({ PUBLIC_URL: 'https://salahkar.example/' });
const m = marketplace(t);

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** The private fields of a professional, each distinctive enough to be found in any answer. */
const PRIVATE = {
  email: undefined as string | undefined,
  mobile: '+91 98100 55555',
  phone: '+919810066666',
  address: '14 Hidden Lane, Private Colony',
  licenseNumber: 'ICAI-SECRET-778899',
};

/** An approved professional with a full profile, one offer answered in 30 minutes, two reviews. */
async function plantProfessional(overrides: Partial<User> = {}) {
  const { user } = await createAccount(t, {
    role: 'professional',
    firstName: 'Priya',
    lastName: 'Sharma',
    specialization: 'CA',
    experience: 12,
    bio: 'I help salaried people and small traders with returns and notices.',
    city: 'Pune',
    languages: 'Hindi, English, Marathi',
    mobile: PRIVATE.mobile,
    phone: `+9198${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
    address: PRIVATE.address,
    licenseNumber: PRIVATE.licenseNumber,
    approvedAt: new Date('2026-11-10T06:00:00Z'),
    // Approved without the checklist unless a test says otherwise (decision 216).
    verifiedAt: null,
    verificationChecks: null,
    ...overrides,
  });
  const slug = publicProfileSlug(user, user.publicKey);
  return { user, slug };
}

async function addReviews(professional: User) {
  const owner = await m.createPerson({ firstName: 'Rahul', lastName: 'Verma', city: 'Nagpur' });
  const shown = await m.createConsultation(owner.user, {
    status: 'completed',
    assignedTo: professional.id,
    createdAt: ago(40 * MINUTE),
  });
  await m.createOffer(shown, professional, { createdAt: ago(10 * MINUTE) });
  const hidden = await m.createConsultation(owner.user, {
    status: 'completed',
    assignedTo: professional.id,
  });
  await t.database.db.insert(reviews).values([
    {
      consultationId: shown.id,
      userId: owner.user.id,
      professionalId: professional.id,
      rating: 5,
      comment: 'Explained the notice clearly and filed the reply on time.',
      showOnSite: true,
    },
    {
      consultationId: hidden.id,
      userId: owner.user.id,
      professionalId: professional.id,
      rating: 3,
      comment: 'A private remark that was never meant for the site.',
      showOnSite: false,
    },
  ]);
  return owner;
}

async function page(pathname: string) {
  const response = await t.request(pathname, { redirect: 'manual' });
  return { response, html: await response.text() };
}

function expectNothingPrivate(text: string, user: User) {
  for (const secret of [
    user.email,
    PRIVATE.mobile,
    user.phone!,
    PRIVATE.address,
    PRIVATE.licenseNumber,
  ]) {
    expect(text).not.toContain(secret);
  }
  expect(text).not.toContain('Hidden Lane');
  expect(text).not.toContain('private remark');
}

describe('GET /professionals/:slug', () => {
  it('is the whole profile as HTML before any script: facts, title, description, OG tags, hreflang', async () => {
    const { user, slug } = await plantProfessional();
    const owner = await addReviews(user);
    const { response, html } = await page(`/professionals/${slug}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-language')).toBe('en');
    // No script at all: what a crawler or a browser without JavaScript reads is all there is.
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<html lang="en"');
    expect(slug).toMatch(/^priya-sharma-[0-9a-f]{10}$/);

    const origin = 'https://salahkar.example';
    expect(html).toContain('<title>Priya Sharma, CA &#38; Finance · Salahkar</title>');
    expect(html).toMatch(
      /<meta name="description" content="Priya Sharma answers CA &#38; Finance questions on Salahkar with 12 years of experience from Pune\. Rated 4\.0 out of 5 from 2 reviews\.">/,
    );
    expect(html).toContain(
      `<meta property="og:title" content="Priya Sharma, CA &#38; Finance · Salahkar">`,
    );
    expect(html).toContain('<meta property="og:type" content="profile">');
    expect(html).toContain(`<meta property="og:url" content="${origin}/professionals/${slug}">`);
    expect(html).toContain(`<link rel="canonical" href="${origin}/professionals/${slug}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="en" href="${origin}/professionals/${slug}">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="hi" href="${origin}/hi/professionals/${slug}">`,
    );
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${origin}/professionals/${slug}">`,
    );

    // The facts the professional chose to show, and what the platform measured.
    expect(html).toContain('<h1 id="pp-name">Priya Sharma</h1>');
    for (const fact of [
      '12 years',
      'Pune',
      'Hindi, English, Marathi',
      'I help salaried people and small traders with returns and notices.',
      '4.0 out of 5, from 2 reviews',
      'Explained the notice clearly and filed the reply on time.',
      'Rahul, Nagpur',
      'Usually offers within 30 minutes of a request being posted (median of 1 offer in the last 90 days)',
      'Approved to answer requests on 10 Nov 2026',
      'Salahkar has not recorded a licence and credentials check for this professional.',
    ]) {
      expect(html).toContain(fact);
    }
    // The reviewer's last name is not shown.
    expect(html).not.toContain(owner.user.lastName);
    expectNothingPrivate(html, user);
  });

  it('is written in Hindi under /hi, naming the English page as its translation', async () => {
    const { slug } = await plantProfessional();
    const { response, html } = await page(`/hi/professionals/${slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('hi');
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<title>Priya Sharma, CA और वित्त · सलाहकार</title>');
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
    expect(html).toContain(
      `<link rel="canonical" href="https://salahkar.example/hi/professionals/${slug}">`,
    );
    expect(html).toContain('12 वर्ष');
    expect(html).toContain('नए: अभी कोई समीक्षा नहीं');
    // The language switch leads to the English page.
    expect(html).toContain(`<a href="/professionals/${slug}" hreflang="en" lang="en"`);
  });

  it('says what an admin verified and when', async () => {
    const { slug } = await plantProfessional({
      verifiedAt: new Date('2026-11-12T05:00:00Z'),
      verificationChecks: ['licence_number', 'credentials'],
    });
    const { html } = await page(`/professionals/${slug}`);
    expect(html).toContain('<p class="pp-badge">Verified by Salahkar on 12 Nov 2026</p>');
    expect(html).toContain('<li>Licence number checked against the register</li>');
    expect(html).toContain('<li>Credential documents reviewed</li>');
    const { body } = await m.jsonAs(null, `/api/professionals/${slug}`);
    expect(body.verification).toEqual({
      verified: true,
      checks: ['licence_number', 'credentials'],
      verifiedAt: '2026-11-12T05:00:00.000Z',
      verifiedOn: '2026-11-12',
    });
  });

  it('moves an address whose name words are stale to the current one, keeping the language', async () => {
    const { user, slug } = await plantProfessional();
    for (const [from, to] of [
      [`/professionals/old-name-${user.publicKey}`, `/professionals/${slug}`],
      [`/hi/professionals/${user.publicKey}`, `/hi/professionals/${slug}`],
    ] as const) {
      const { response } = await page(from);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it('answers a real 404 page for a hidden, unapproved, suspended, unknown or malformed address', async () => {
    const hidden = await plantProfessional({ showPublicProfile: false });
    const pending = await plantProfessional({ isApproved: false, approvedAt: null });
    const suspended = await plantProfessional({ isSuspended: true, suspendedAt: new Date() });
    const { user: client } = await createAccount(t, { firstName: 'Client', lastName: 'Only' });
    const slugs = [
      hidden.slug,
      pending.slug,
      suspended.slug,
      publicProfileSlug(client, client.publicKey),
      'priya-sharma-0000000000',
      'not-a-profile',
      '%E0%A4%95',
      `${'a'.repeat(85)}-0123456789`,
    ];
    for (const slug of slugs) {
      for (const prefix of ['', '/hi']) {
        const { response, html } = await page(`${prefix}/professionals/${slug}`);
        expect(response.status, `${prefix}/professionals/${slug}`).toBe(404);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(html).toContain(
          prefix
            ? 'इस पते पर कोई सार्वजनिक प्रोफ़ाइल नहीं है।'
            : 'There is no public profile at this address.',
        );
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).not.toContain('Priya');
      }
      const json = await m.jsonAs(null, `/api/professionals/${slug}`);
      expect(json.status).toBe(404);
      expect(json).toEqual({
        status: 404,
        body: {
          code: 'PUBLIC_PROFILE_NOT_FOUND',
          message: 'There is no public profile at this address.',
        },
      });
    }
    // Longer than a path segment the router takes, or deeper: the same page, not the app shell.
    for (const pathname of [
      `/professionals/${'a'.repeat(150)}-0123456789`,
      `/professionals/${pending.slug}/more`,
      '/hi/professionals/',
    ]) {
      const { response, html } = await page(pathname);
      expect(response.status, pathname).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe('GET /api/professionals/:slug', () => {
  it('answers the shared schema with exactly the public fields, and nothing private', async () => {
    const { user, slug } = await plantProfessional();
    await addReviews(user);
    const response = await m.callAs(null, `/api/professionals/${slug}`);
    const text = await response.text();
    expect(response.status).toBe(200);
    const body = publicProfileSchema.strict().parse(JSON.parse(text));
    expect(body).toMatchObject({
      slug,
      path: `/professionals/${slug}`,
      firstName: 'Priya',
      lastName: 'Sharma',
      photoUrl: null,
      specialization: 'CA',
      experience: 12,
      city: 'Pune',
      languages: 'Hindi, English, Marathi',
      approvedAt: '2026-11-10T06:00:00.000Z',
      verification: { verified: false, checks: [], verifiedAt: null, verifiedOn: null },
      rating: 4,
      reviewCount: 2,
      firstOffer: { medianMinutes: 30, offers: 1 },
    });
    expect(body.reviews).toHaveLength(1);
    expect(body.reviews[0]).toMatchObject({ rating: 5, firstName: 'Rahul', city: 'Nagpur' });
    expect(Object.keys(body.reviews[0]!).sort()).toEqual(
      ['city', 'comment', 'createdAt', 'firstName', 'id', 'rating'].sort(),
    );
    expectNothingPrivate(text, user);
    expect(text).not.toContain(user.id);
  });

  it('serves the profile photo publicly while the profile is shown, and 404 once hidden', async () => {
    const professional = await m.createProfessional({ firstName: 'Anil', lastName: 'Rao' });
    const { objectPath } = await uploadPhoto(t, professional.cookie, JPEG_BYTES);
    const saved = await m.callAs(professional, '/api/profile/photo', {
      method: 'PUT',
      json: { photoURL: objectPath },
    });
    expect(saved.status).toBe(200);
    const slug = publicProfileSlug(professional.user, professional.user.publicKey);

    const { body } = await m.jsonAs(null, `/api/professionals/${slug}`);
    expect(body.photoUrl).toBe(`/api/professionals/${slug}/photo`);
    const photo = await m.callAs(null, body.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(JPEG_BYTES);
    const { html } = await page(`/professionals/${slug}`);
    expect(html).toContain(
      `<meta property="og:image" content="https://salahkar.example/api/professionals/${slug}/photo">`,
    );
    expect(html).toContain(
      `<img class="pp-photo" src="/api/professionals/${slug}/photo" alt="Photo of Anil Rao"`,
    );

    await t.database.db
      .update(users)
      .set({ showPublicProfile: false })
      .where(eq(users.id, professional.user.id));
    const hidden = await m.callAs(null, `/api/professionals/${slug}/photo`);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).code).toBe('PUBLIC_PROFILE_NOT_FOUND');
  });
});

describe('offers link to the profile', () => {
  it("carries the profile's path in each offer while it is shown, and null once hidden", async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const { user, slug } = await plantProfessional();
    await m.createOffer(request, user);
    const offers = async () =>
      (await m.jsonAs(owner, `/api/consultations/${request.id}/offers`)).body;
    expect((await offers())[0].professional.publicProfilePath).toBe(`/professionals/${slug}`);
    await t.database.db
      .update(users)
      .set({ showPublicProfile: false })
      .where(eq(users.id, user.id));
    expect((await offers())[0].professional.publicProfilePath).toBeNull();
  });
});

describe('GET/PUT /api/profile/public', () => {
  it("is the professional's own switch: hiding the profile takes it off the web and the sitemap", async () => {
    const professional = await m.createProfessional({ firstName: 'Meera', lastName: 'Iyer' });
    const slug = publicProfileSlug(professional.user, professional.user.publicKey);
    const path = `/professionals/${slug}`;
    expect(await m.jsonAs(professional, '/api/profile/public')).toEqual({
      status: 200,
      body: { showPublicProfile: true, path },
    });
    const sitemap = async () => (await t.request('/sitemap.xml')).text();
    expect(await sitemap()).toContain(`<loc>https://salahkar.example${path}</loc>`);
    expect(await sitemap()).toContain(`<loc>https://salahkar.example/hi${path}</loc>`);

    expect(
      await m.jsonAs(professional, '/api/profile/public', {
        method: 'PUT',
        json: { showPublicProfile: false },
      }),
    ).toEqual({ status: 200, body: { showPublicProfile: false, path: null } });
    expect((await page(path)).response.status).toBe(404);
    expect(await sitemap()).not.toContain(slug);

    await m.callAs(professional, '/api/profile/public', {
      method: 'PUT',
      json: { showPublicProfile: true },
    });
    expect((await page(path)).response.status).toBe(200);
  });

  it('refuses people who are not professionals, and a body that is not a yes or no', async () => {
    const client = await m.createPerson();
    const refused = await m.jsonAs(client, '/api/profile/public');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('WRONG_ROLE');
    const professional = await m.createProfessional();
    const bad = await m.jsonAs(professional, '/api/profile/public', {
      method: 'PUT',
      json: { showPublicProfile: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('gives a pending professional no address until an admin approves them', async () => {
    const pending = await m.createProfessional({ isApproved: false, approvedAt: null });
    expect(await m.jsonAs(pending, '/api/profile/public')).toEqual({
      status: 200,
      body: { showPublicProfile: true, path: null },
    });
  });
});

describe('sitemap without PUBLIC_URL', () => {
  it('lists profiles at the listening origin', async () => {
    const other = await buildMarketplaceApp();
    try {
      const { user } = await createAccount(other, {
        role: 'professional',
        firstName: 'Ravi',
        lastName: 'K',
      });
      const xml = await (await other.request('/sitemap.xml')).text();
      // Their photos may be fetched for link previews; the rest of the API stays disallowed.
      const robots = await (await other.request('/robots.txt')).text();
      expect(robots).toContain('Allow: /api/professionals/\nDisallow: /api/\n');
      expect(xml).toContain(`<loc>${other.url}/professionals/ravi-k-${user.publicKey}</loc>`);
    } finally {
      await other.close();
    }
  });
});
