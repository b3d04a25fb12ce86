import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultationSchema } from '@salahkar/domain';
import { users } from '../../db/schema/index.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';

const t = useMarketplaceApp();
const m = marketplace(t);

const readAs = async (viewer: Person | null, id: string) => {
  const response = await m.callAs(viewer, `/api/consultations/${id}`);
  expect(response.status).toBe(200);
  return consultationSchema.parse(await response.json());
};

describe('GET /api/consultations/:id names who the case is between', () => {
  it('names the client and the professional to both of them and to admins', async () => {
    const client = await m.createPerson({ firstName: 'Kavya', lastName: 'Menon' });
    const professional = await m.createProfessional({ firstName: 'Arjun', lastName: 'Shah' });
    const admin = await m.createPerson({ role: 'admin' });
    const request = await m.createConsultation(client.user, {
      status: 'in_progress',
      assignedTo: professional.user.id,
    });
    for (const viewer of [client, professional, admin]) {
      expect((await readAs(viewer, request.id)).parties).toEqual({
        client: { id: client.user.id, name: 'Kavya Menon' },
        professional: {
          id: professional.user.id,
          name: 'Arjun Shah',
          // Their public profile's page (decision 215), while they show it.
          publicProfilePath: `/professionals/arjun-shah-${professional.user.publicKey}`,
        },
      });
    }
    await t.database.db
      .update(users)
      .set({ showPublicProfile: false })
      .where(eq(users.id, professional.user.id));
    expect((await readAs(client, request.id)).parties?.professional?.publicProfilePath).toBeNull();
  });

  it('has no professional before one is chosen, and no client name for a professional weighing an offer', async () => {
    const client = await m.createPerson({ firstName: 'Kavya', lastName: '' });
    const request = await m.createConsultation(client.user);
    expect((await readAs(client, request.id)).parties).toEqual({
      client: { id: client.user.id, name: 'Kavya' },
      professional: null,
    });
    const offering = await m.createProfessional();
    expect((await readAs(offering, request.id)).parties).toBeUndefined();
  });

  it('leaves the lists alone', async () => {
    const client = await m.createPerson();
    await m.createConsultation(client.user);
    const response = await m.callAs(client, '/api/consultations');
    const page = (await response.json()) as { items: Record<string, unknown>[] };
    expect(page.items[0]).not.toHaveProperty('parties');
  });
});
