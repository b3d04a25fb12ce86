import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, professionTypes } from '../../db/schema/index.ts';
import { marketplace, useMarketplaceApp } from '../../test/marketplace.ts';

const t = useMarketplaceApp();
const m = marketplace(t);
const admin = m.useAdmin();

const asAdmin = (pathname: string, init: RequestInit & { json?: unknown } = {}) =>
  m.jsonAs(admin, pathname, init);

async function auditRows(action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

async function professionId(name: string): Promise<string> {
  const { body } = await asAdmin('/api/admin/professions');
  return body.find((row: { name: string }) => row.name === name).id;
}

describe('admin catalog: professions', () => {
  it('lists all five with their specializations and counts', async () => {
    const { status, body } = await asAdmin('/api/admin/professions');
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(body[0]).toMatchObject({
      name: 'CA',
      displayName: 'CA & Finance',
      isActive: true,
      totalProfessionals: expect.any(Number),
      totalConsultations: expect.any(Number),
    });
    expect(body[0].specializations).toContain('ITR Filing');
  });

  it('refuses an active profession again (409) and switches a switched-off one back on', async () => {
    const dup = await asAdmin('/api/admin/professions', {
      method: 'POST',
      json: { name: 'CA', displayName: 'Finance' },
    });
    expect(dup.status).toBe(409);

    await t.database.db
      .update(professionTypes)
      .set({ isActive: false })
      .where(eq(professionTypes.name, 'Engineer'));
    const hidden = await m.jsonOf(t.request('/api/professions'));
    expect(hidden.body.map((row: { name: string }) => row.name)).not.toContain('Engineer');

    const created = await asAdmin('/api/admin/professions', {
      method: 'POST',
      json: { name: 'Engineer', displayName: 'Engineering Experts' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Engineer',
      displayName: 'Engineering Experts',
      isActive: true,
    });
    const shown = await m.jsonOf(t.request('/api/professions'));
    expect(shown.body.find((row: { name: string }) => row.name === 'Engineer')).toMatchObject({
      displayName: 'Engineering Experts',
    });
    expect(await auditRows('profession.created', created.body.id)).toHaveLength(1);

    const unknown = await asAdmin('/api/admin/professions', {
      method: 'POST',
      json: { name: 'Astrologer', displayName: 'Stars' },
    });
    expect(unknown.status).toBe(400);
  });
});

describe('admin catalog: specializations', () => {
  it('adds one with a price range that the public catalog shows at once, then deletes it', async () => {
    const caId = await professionId('CA');
    const created = await asAdmin('/api/admin/specializations', {
      method: 'POST',
      json: { name: '  Audit Support ', professionId: caId, minPrice: 700, maxPrice: '1800' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Audit Support',
      professionId: caId,
      professionName: 'CA',
      minPrice: 700,
      maxPrice: 1800,
      isActive: true,
    });
    const id = created.body.id;
    const audit = await auditRows('specialization.created', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, targetType: 'specialization' });

    const publicList = await m.jsonOf(t.request('/api/specializations?category=CA'));
    expect(publicList.body.find((row: { id: string }) => row.id === id)).toMatchObject({
      minPrice: 700,
      maxPrice: 1800,
    });

    const dup = await asAdmin('/api/admin/specializations', {
      method: 'POST',
      json: { name: 'audit support', professionId: caId },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('already exists');

    const removed = await m.callAs(admin, `/api/admin/specializations/${id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await auditRows('specialization.deleted', id)).toHaveLength(1);
    const after = await m.jsonOf(t.request('/api/specializations?category=CA'));
    expect(after.body.find((row: { id: string }) => row.id === id)).toBeUndefined();
    const adminList = await asAdmin('/api/admin/specializations');
    expect(adminList.body.find((row: { id: string }) => row.id === id)).toMatchObject({
      isActive: false,
    });
    const again = await m.callAs(admin, `/api/admin/specializations/${id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);

    // Adding the name again brings the row back with the new prices (defaults ₹500–₹2,000).
    const readded = await asAdmin('/api/admin/specializations', {
      method: 'POST',
      json: { name: 'Audit Support', professionId: caId },
    });
    expect(readded.status).toBe(201);
    expect(readded.body).toMatchObject({ id, minPrice: 500, maxPrice: 2000, isActive: true });
  });

  it('refuses a bad range, fractional rupees, a missing name and an unknown profession', async () => {
    const caId = await professionId('CA');
    const post = (json: unknown) => asAdmin('/api/admin/specializations', { method: 'POST', json });
    const reversed = await post({ name: 'X', professionId: caId, minPrice: 900, maxPrice: 800 });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('Minimum price cannot be more than the maximum price');
    expect((await post({ name: 'X', professionId: caId, minPrice: 500.5 })).status).toBe(400);
    const blank = await post({ name: '   ', professionId: caId });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Please enter a specialization name');
    const unknown = await post({ name: 'X', professionId: '3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41' });
    expect(unknown.status).toBe(404);
  });
});

describe('admin catalog: urgency pricing', () => {
  it('edits a tier in whole rupees and the public list shows the new range at once', async () => {
    const list = await asAdmin('/api/admin/urgency-pricing');
    expect(list.status).toBe(200);
    expect(list.body.map((row: { urgencyLevel: string }) => row.urgencyLevel)).toEqual([
      'normal',
      'medium',
      'urgent',
    ]);
    const medium = list.body[1];
    const put = (json: unknown, id = medium.id) =>
      asAdmin(`/api/admin/urgency-pricing/${id}`, { method: 'PUT', json });

    const updated = await put({
      id: medium.id,
      displayName: 'Priority',
      responseTime: 'Within 8 hours',
      description: 'Faster answers',
      minAmount: 450,
      maxAmount: '1600',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      displayName: 'Priority',
      responseTime: 'Within 8 hours',
      description: 'Faster answers',
      minAmount: 450,
      maxAmount: 1600,
    });
    const publicList = await m.jsonOf(t.request('/api/urgency-pricing'));
    expect(
      publicList.body.find((row: { urgencyLevel: string }) => row.urgencyLevel === 'medium'),
    ).toMatchObject({ displayName: 'Priority', minAmount: 450, maxAmount: 1600 });
    const audit = await auditRows('urgency_pricing.updated', medium.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.metadata).toMatchObject({
      urgencyLevel: 'medium',
      after: { minAmount: 450, maxAmount: 1600 },
    });

    const base = { displayName: 'Priority', responseTime: 'Within 8 hours' };
    expect((await put({ ...base, minAmount: 900, maxAmount: 800 })).status).toBe(400);
    expect((await put({ ...base, minAmount: 400.5, maxAmount: 800 })).status).toBe(400);
    expect((await put({ ...base, minAmount: 0, maxAmount: 800 })).status).toBe(400);
    expect(
      (
        await put(
          { ...base, minAmount: 100, maxAmount: 800 },
          '3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41',
        )
      ).status,
    ).toBe(404);
    expect(await auditRows('urgency_pricing.updated', medium.id)).toHaveLength(1);
  });
});
