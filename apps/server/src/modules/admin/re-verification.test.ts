import { describe, expect, it } from 'vitest';
import { APPROVAL_CHECKS, CREDENTIAL_DOCUMENT, useProfessionalReview } from '../../test/admin.ts';
import { type Marketplace, type Person } from '../../test/marketplace.ts';

// Verifying afterwards (issue 29 §3, decision 216), over real HTTP: a professional approved without
// the checklist (before migration 0017) is not called verified until an admin confirms the same
// checklist for them; the admin people list says who can be verified and what stops the others.

const { m, admin, decide, rowOf, auditOf } = useProfessionalReview();

const verify = (id: string, json?: unknown, by?: Person) => decide('verify', id, json, by);
/** Approved before the checklist existed: no verification recorded. */
const unverified = (overrides: Parameters<Marketplace['createProfessional']>[0] = {}) =>
  m.createProfessional({
    verifiedAt: null,
    verificationChecks: null,
    licenseNumber: 'ICAI-778812',
    credentialDocuments: [CREDENTIAL_DOCUMENT],
    ...overrides,
  });
async function listed(id: string) {
  const { body } = await m.jsonAs(admin, '/api/admin/users?role=professional&pageSize=100');
  return body.items.find((item: { id: string }) => item.id === id);
}

describe('POST /api/admin/professionals/{id}/verify', () => {
  it('records the checks, the admin and the moment; offers then show the professional verified', async () => {
    const pro = await unverified({ firstName: 'Meera', lastName: 'Iyer' });
    expect(await listed(pro.user.id)).toMatchObject({
      licenseNumber: 'ICAI-778812',
      verification: { verified: false, checks: [], verifiedAt: null },
      canVerify: true,
      verificationBlocker: null,
    });

    const before = Date.now();
    const done = await verify(pro.user.id, {
      checks: APPROVAL_CHECKS,
      notes: 'ICAI register checked',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id: pro.user.id,
      verification: { verified: true, checks: ['licence_number', 'credentials'] },
    });

    const row = await rowOf(pro.user.id);
    expect(row.verifiedBy).toBe(admin.user.id);
    expect(row.verificationChecks).toEqual(['licence_number', 'credentials']);
    expect(row.verifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.verifiedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await auditOf(pro.user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'professional.verified',
        notes: 'ICAI register checked',
        metadata: expect.objectContaining({
          licenseNumber: 'ICAI-778812',
          checks: ['licence_number', 'credentials'],
          credentialDocuments: 1,
        }),
      }),
    ]);
    expect(await listed(pro.user.id)).toMatchObject({
      verification: { verified: true, checks: ['licence_number', 'credentials'] },
      canVerify: false,
      verificationBlocker: null,
    });

    // The clients comparing offers now read the badge's facts.
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    await m.createOffer(request, pro.user, { offerAmount: '500.00' });
    const offers = await m.jsonAs(owner, `/api/consultations/${request.id}/offers`);
    expect(offers.status).toBe(200);
    expect(offers.body[0].professional).toMatchObject({
      isVerified: true,
      verification: { verified: true, checks: ['licence_number', 'credentials'] },
    });

    // Recent Activity names the admin and the professional.
    const overview = await m.jsonAs(admin, '/api/admin/overview');
    expect(JSON.stringify(overview.body)).toContain('verified Meera Iyer');
  });

  it('refuses (409) a professional who is already verified, and changes nothing', async () => {
    const pro = await m.createProfessional({ credentialDocuments: [CREDENTIAL_DOCUMENT] });
    const stored = await rowOf(pro.user.id);
    expect(await listed(pro.user.id)).toMatchObject({ canVerify: false });
    const refused = await verify(pro.user.id, { checks: APPROVAL_CHECKS });
    expect(refused).toEqual({
      status: 409,
      body: { code: 'ALREADY_VERIFIED', message: 'This professional is already verified.' },
    });
    expect(await rowOf(pro.user.id)).toEqual(stored);
    expect(await auditOf(pro.user.id)).toEqual([]);
  });

  it('refuses (409) one with no credential documents or no licence number, as approval does', async () => {
    const noDocuments = await unverified({ credentialDocuments: [] });
    const noLicence = await unverified({ licenseNumber: null });
    expect(await listed(noDocuments.user.id)).toMatchObject({
      canVerify: false,
      verificationBlocker: 'CREDENTIALS_MISSING',
    });
    expect(await listed(noLicence.user.id)).toMatchObject({
      canVerify: false,
      verificationBlocker: 'LICENCE_NUMBER_MISSING',
    });
    const refused = await verify(noDocuments.user.id, { checks: APPROVAL_CHECKS });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CREDENTIALS_MISSING');
    const noNumber = await verify(noLicence.user.id, { checks: APPROVAL_CHECKS });
    expect(noNumber.status).toBe(409);
    expect(noNumber.body.code).toBe('LICENCE_NUMBER_MISSING');
    for (const person of [noDocuments, noLicence]) {
      expect(await rowOf(person.user.id)).toMatchObject({
        verifiedAt: null,
        verifiedBy: null,
        verificationChecks: null,
      });
      expect(await auditOf(person.user.id)).toEqual([]);
    }
  });

  it('refuses (409) a professional whose application is still pending', async () => {
    const pending = await unverified({ isApproved: false });
    const refused = await verify(pending.user.id, { checks: APPROVAL_CHECKS });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PROFESSIONAL_NOT_APPROVED');
    expect(await rowOf(pending.user.id)).toMatchObject({ verifiedAt: null });
  });

  it('answers 404 for an unknown id, a malformed one, a user and an admin', async () => {
    const client = await m.createPerson();
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      client.user.id,
      admin.user.id,
    ]) {
      const missing = await verify(id, { checks: APPROVAL_CHECKS });
      expect(missing.status, id).toBe(404);
      expect(missing.body.code, id).toBe('USER_NOT_FOUND');
    }
    expect(await rowOf(client.user.id)).toMatchObject({ verifiedAt: null });
  });

  it('answers 400 without the confirmed checklist, and changes nothing', async () => {
    const pro = await unverified();
    for (const json of [
      undefined,
      {},
      { notes: 'Looks fine' },
      { checks: { licenceNumber: true } },
      { checks: { licenceNumber: true, credentials: false } },
    ]) {
      const refused = await verify(pro.user.id, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.code, JSON.stringify(json)).toMatch(/^(VALIDATION_FAILED|BODY_EMPTY)$/);
    }
    expect(await rowOf(pro.user.id)).toMatchObject({ verifiedAt: null, verificationChecks: null });
    expect(await auditOf(pro.user.id)).toEqual([]);
  });

  it('is for admins only (403 for a professional and a user, 401 signed out)', async () => {
    const pro = await unverified();
    const otherPro = await m.createProfessional();
    const client = await m.createPerson();
    for (const by of [otherPro, client, pro]) {
      const refused = await verify(pro.user.id, { checks: APPROVAL_CHECKS }, by);
      expect(refused.status).toBe(403);
    }
    const signedOut = await m.jsonAs(null, `/api/admin/professionals/${pro.user.id}/verify`, {
      method: 'POST',
      json: { checks: APPROVAL_CHECKS },
    });
    expect(signedOut.status).toBe(401);
    expect(await rowOf(pro.user.id)).toMatchObject({ verifiedAt: null, verifiedBy: null });
  });
});
