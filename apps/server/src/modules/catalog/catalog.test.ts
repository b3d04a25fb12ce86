import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { specializations, urgencyPricing } from '../../db/schema/index.ts';
import { jsonOf, useMarketplaceApp } from '../../test/marketplace.ts';

describe('catalog', () => {
  const t = useMarketplaceApp();

  it('lists the five professions with their active specializations, Other last', async () => {
    const { status, body } = await jsonOf(t.request('/api/professions'));
    expect(status).toBe(200);
    expect(body.map((p: { name: string }) => p.name)).toEqual([
      'CA',
      'Lawyer',
      'Doctor',
      'Engineer',
      'Career_Consultant',
    ]);
    const ca = body[0];
    expect(ca).toMatchObject({ displayName: 'CA & Finance', isActive: true });
    expect(ca.specializations[0]).toBe('ITR Filing');
    expect(ca.specializations.at(-1)).toBe('Other');
  });

  it('lists specializations with their ranges, by category or profession id', async () => {
    const all = await jsonOf(t.request('/api/specializations'));
    expect(all.status).toBe(200);
    expect(all.body.length).toBeGreaterThan(25);

    const lawyer = await jsonOf(t.request('/api/specializations?category=Lawyer'));
    expect(
      lawyer.body.every((s: { professionName: string }) => s.professionName === 'Lawyer'),
    ).toBe(true);
    expect(lawyer.body.find((s: { name: string }) => s.name === 'Corporate Law')).toMatchObject({
      minPrice: 600,
      maxPrice: 2500,
      isActive: true,
    });

    const byId = await jsonOf(
      t.request(`/api/specializations?professionId=${lawyer.body[0].professionId}`),
    );
    expect(byId.body).toEqual(lawyer.body);

    const bad = await jsonOf(t.request('/api/specializations?category=Astrologer'));
    expect(bad.status).toBe(400);
  });

  it('hides rows an admin switched off', async () => {
    await t.database.db
      .update(specializations)
      .set({ isActive: false })
      .where(eq(specializations.name, 'GST Return'));
    await t.database.db
      .update(urgencyPricing)
      .set({ isActive: false })
      .where(eq(urgencyPricing.urgencyLevel, 'urgent'));
    // Written behind the server's back: an admin's edit through the API clears the cache itself.
    t.ctx.catalog.clear();

    const ca = await jsonOf(t.request('/api/specializations?category=CA'));
    expect(ca.body.map((s: { name: string }) => s.name)).not.toContain('GST Return');
    const professions = await jsonOf(t.request('/api/professions'));
    expect(professions.body[0].specializations).not.toContain('GST Return');

    const tiers = await jsonOf(t.request('/api/urgency-pricing'));
    expect(tiers.body.map((tier: { urgencyLevel: string }) => tier.urgencyLevel)).toEqual([
      'normal',
      'medium',
    ]);
  });

  it('answers a browser that already has the catalog with 304 and no body', async () => {
    const first = await t.request('/api/specializations?category=Doctor');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toContain('application/json');

    const again = await t.request('/api/specializations?category=Doctor', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.request('/api/specializations?category=Lawyer', {
      headers: { 'if-none-match': etag! },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('serves the urgency tiers with their ranges and response times, uncached', async () => {
    const response = await t.request('/api/urgency-pricing');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [normal, medium] = await response.json();
    expect(normal).toMatchObject({
      minAmount: 300,
      maxAmount: 1000,
      responseTime: 'Within 24 hours',
    });
    expect(medium).toMatchObject({ minAmount: 400, maxAmount: 1500, responseTime: '6–12 hours' });
  });
});
