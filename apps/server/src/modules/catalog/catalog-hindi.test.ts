import { describe, expect, it } from 'vitest';
import { consultationInput, marketplace, useMarketplaceApp } from '../../test/marketplace.ts';

// Issue 29 §5 and §6 (decision 217), over real HTTP: the catalog's Hindi texts go in through the
// admin routes and come out of the public ones; the landing page quotes each tier by the pricing
// rule the server prices requests with; and it carries the configured support facts.

const t = useMarketplaceApp({ SUPPORT_PHONE: '+91 80 4567 8900' });
const m = marketplace(t);
const admin = m.useAdmin();

const asAdmin = (pathname: string, init: RequestInit & { json?: unknown } = {}) =>
  m.jsonAs(admin, pathname, init);
const publicJson = (pathname: string) => m.jsonOf(t.request(pathname));

async function landing() {
  // The answer is kept a few seconds; a test that just changed the catalog asks afresh.
  t.ctx.catalog.clear();
  return publicJson('/api/landing');
}

type Row = { id: string; name: string; nameHi: string | null; professionName: string };

async function specializationNamed(name: string): Promise<Row> {
  const { body } = await publicJson('/api/specializations?category=CA');
  return body.find((row: Row) => row.name === name);
}

describe('catalog Hindi texts', () => {
  it('seeds the Hindi names and tier texts, and serves them publicly', async () => {
    expect(await specializationNamed('Tax Notice Opinion')).toMatchObject({
      nameHi: 'टैक्स नोटिस पर राय',
    });
    const { body: tiers } = await publicJson('/api/urgency-pricing');
    expect(tiers[0]).toMatchObject({
      urgencyLevel: 'normal',
      displayNameHi: 'सामान्य',
      responseTime: 'Within 24 hours',
      responseTimeHi: '24 घंटों के भीतर',
      descriptionHi: expect.stringContaining('विशेषज्ञता'),
    });
  });

  it('round-trips a new specialization’s Hindi name, then an edit of it and its range', async () => {
    const { body: professions } = await asAdmin('/api/admin/professions');
    const ca = professions.find((row: { name: string }) => row.name === 'CA');
    const created = await asAdmin('/api/admin/specializations', {
      method: 'POST',
      json: { name: 'Crypto Tax', nameHi: '  क्रिप्टो टैक्स ', professionId: ca.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Crypto Tax', nameHi: 'क्रिप्टो टैक्स' });

    const edited = await asAdmin(`/api/admin/specializations/${created.body.id}`, {
      method: 'PUT',
      json: { nameHi: 'क्रिप्टो पर टैक्स', minPrice: 700, maxPrice: '1800' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ nameHi: 'क्रिप्टो पर टैक्स', minPrice: 700, maxPrice: 1800 });
    expect(await specializationNamed('Crypto Tax')).toMatchObject({
      nameHi: 'क्रिप्टो पर टैक्स',
      minPrice: 700,
      maxPrice: 1800,
    });

    // Leaving the Hindi name out keeps it; an empty one clears it (English shows instead).
    const kept = await asAdmin(`/api/admin/specializations/${created.body.id}`, {
      method: 'PUT',
      json: { minPrice: 700, maxPrice: 1900 },
    });
    expect(kept.body.nameHi).toBe('क्रिप्टो पर टैक्स');
    const cleared = await asAdmin(`/api/admin/specializations/${created.body.id}`, {
      method: 'PUT',
      json: { nameHi: '', minPrice: 700, maxPrice: 1900 },
    });
    expect(cleared.body.nameHi).toBeNull();
    expect((await specializationNamed('Crypto Tax')).nameHi).toBeNull();

    // A posted request is priced by the edited range.
    const owner = await m.createPerson();
    const posted = await m.jsonAs(owner, '/api/consultations', {
      method: 'POST',
      json: consultationInput({ subcategory: 'Crypto Tax' }),
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ baseFeeAmount: '700.00', maxFeeAmount: '1900.00' });
  });

  it('round-trips a tier’s Hindi texts; left out they stay, empty they clear', async () => {
    const { body: tiers } = await asAdmin('/api/admin/urgency-pricing');
    const urgent = tiers.find((row: { urgencyLevel: string }) => row.urgencyLevel === 'urgent');
    const put = (json: unknown) =>
      asAdmin(`/api/admin/urgency-pricing/${urgent.id}`, { method: 'PUT', json });
    const base = {
      displayName: urgent.displayName,
      responseTime: urgent.responseTime,
      minAmount: urgent.minAmount,
      maxAmount: urgent.maxAmount,
    };
    const saved = await put({
      ...base,
      displayNameHi: 'तुरंत',
      responseTimeHi: '2 से 4 घंटे',
      descriptionHi: 'जल्दी की समय-सीमा के लिए।',
    });
    expect(saved.status).toBe(200);
    const { body: publicTiers } = await publicJson('/api/urgency-pricing');
    expect(
      publicTiers.find((row: { urgencyLevel: string }) => row.urgencyLevel === 'urgent'),
    ).toMatchObject({
      displayNameHi: 'तुरंत',
      responseTimeHi: '2 से 4 घंटे',
      descriptionHi: 'जल्दी की समय-सीमा के लिए।',
    });
    expect((await put(base)).body).toMatchObject({ displayNameHi: 'तुरंत' });
    expect((await put({ ...base, responseTimeHi: '' })).body).toMatchObject({
      displayNameHi: 'तुरंत',
      responseTimeHi: null,
    });
    // The landing page's cached answer follows at once.
    const tier = (await publicJson('/api/landing')).body.priceRanges.find(
      (row: { urgencyLevel: string }) => row.urgencyLevel === 'urgent',
    );
    expect(tier).toMatchObject({ displayNameHi: 'तुरंत', responseTimeHi: null });
  });

  it('refuses a Hindi text that is too long or not text, with the field named (400)', async () => {
    const ca = await specializationNamed('ITR Filing');
    const tooLong = await asAdmin(`/api/admin/specializations/${ca.id}`, {
      method: 'PUT',
      json: { nameHi: 'क'.repeat(101), minPrice: 300, maxPrice: 1000 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'nameHi' });
    const notText = await asAdmin(`/api/admin/specializations/${ca.id}`, {
      method: 'PUT',
      json: { nameHi: 42, minPrice: 300, maxPrice: 1000 },
    });
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'nameHi' });
    const reversed = await asAdmin(`/api/admin/specializations/${ca.id}`, {
      method: 'PUT',
      json: { minPrice: 900, maxPrice: 800 },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'maxPrice' });
    const unknown = await asAdmin(
      '/api/admin/specializations/3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41',
      {
        method: 'PUT',
        json: { minPrice: 300, maxPrice: 1000 },
      },
    );
    expect(unknown.status).toBe(404);
    const { body: tiers } = await asAdmin('/api/admin/urgency-pricing');
    const longTier = await asAdmin(`/api/admin/urgency-pricing/${tiers[0].id}`, {
      method: 'PUT',
      json: {
        displayName: tiers[0].displayName,
        responseTime: tiers[0].responseTime,
        minAmount: tiers[0].minAmount,
        maxAmount: tiers[0].maxAmount,
        descriptionHi: 'क'.repeat(501),
      },
    });
    expect(longTier.status).toBe(400);
    expect(longTier.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'descriptionHi' });
    // Nothing was changed by the refusals.
    expect(await specializationNamed('ITR Filing')).toMatchObject({ nameHi: 'ITR फ़ाइलिंग' });
  });
});

describe('GET /api/landing: one price rule, one set of support facts', () => {
  it('quotes normal over the specializations’ ranges and medium/urgent by their tier', async () => {
    const { body } = await landing();
    const { body: specializations } = await publicJson('/api/specializations');
    const priced = specializations.filter((row: { name: string }) => row.name !== 'Other');
    const normal = body.priceRanges.find(
      (row: { urgencyLevel: string }) => row.urgencyLevel === 'normal',
    );
    // Not the normal tier's own ₹300–₹1,000: what a normal request really costs.
    expect(normal).toMatchObject({
      basis: 'specializations',
      minAmount: Math.min(...priced.map((row: { minPrice: number }) => row.minPrice)),
      maxAmount: Math.max(...priced.map((row: { maxPrice: number }) => row.maxPrice)),
    });
    const taxNotice = priced.find((row: { name: string }) => row.name === 'Tax Notice Opinion');
    expect(normal.minAmount).toBeLessThanOrEqual(taxNotice.minPrice);
    expect(normal.maxAmount).toBeGreaterThanOrEqual(taxNotice.maxPrice);

    const { body: tiers } = await publicJson('/api/urgency-pricing');
    const medium = tiers.find((row: { urgencyLevel: string }) => row.urgencyLevel === 'medium');
    expect(
      body.priceRanges.find((row: { urgencyLevel: string }) => row.urgencyLevel === 'medium'),
    ).toMatchObject({ basis: 'tier', minAmount: medium.minAmount, maxAmount: medium.maxAmount });
  });

  it('carries the configured support facts and the hours, never round the clock', async () => {
    const { body } = await landing();
    expect(body.support).toEqual({
      email: t.config.SUPPORT_EMAIL,
      phone: '+91 80 4567 8900',
      address: t.config.BUSINESS_ADDRESS,
      replyHours: 24,
      hours: [
        { days: 'weekdays', opens: '09:00', closes: '18:00' },
        { days: 'saturday', opens: '10:00', closes: '14:00' },
      ],
    });
  });
});
