import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { APPROVAL_CHECKS, CREDENTIAL_DOCUMENT, useProfessionalReview } from '../../test/admin.ts';
import { type Marketplace, type Person } from '../../test/marketplace.ts';
import { platformActivity } from './platform-activity.ts';

// What "verified" means (issue 29 §3, decision 216), over real HTTP: approving needs the confirmed
// checklist, records it with the acting admin and the moment; the badge facts reach the offers
// people compare; Recent Activity names the admin and collapses repeated exports.

const { t, m, admin, decide, rowOf, auditOf } = useProfessionalReview();

const approve = (id: string, json?: unknown, by?: Person) => decide('approve', id, json, by);
const applicant = (overrides: Parameters<Marketplace['createProfessional']>[0] = {}) =>
  m.createProfessional({
    isApproved: false,
    specialization: 'Lawyer',
    licenseNumber: 'MAH/2147/2008',
    credentialDocuments: [CREDENTIAL_DOCUMENT],
    ...overrides,
  });

describe('approving a professional', () => {
  it('refuses an approval without the confirmed checklist (400) and changes nothing', async () => {
    const person = await applicant();
    for (const json of [
      undefined,
      {},
      { notes: 'Looks fine' },
      { checks: {} },
      { checks: { licenceNumber: true } },
      { checks: { licenceNumber: true, credentials: false } },
      { checks: { licenceNumber: 'yes', credentials: true } },
    ]) {
      const refused = await approve(person.user.id, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.code, JSON.stringify(json)).toMatch(/^(VALIDATION_FAILED|BODY_EMPTY)$/);
    }
    const missing = await approve(person.user.id, { checks: { licenceNumber: true } });
    expect(missing.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Confirm the credential documents were reviewed',
    });
    const row = await rowOf(person.user.id);
    expect(row).toMatchObject({
      isApproved: false,
      verifiedAt: null,
      verifiedBy: null,
      verificationChecks: null,
    });
    expect(await auditOf(person.user.id)).toEqual([]);
  });

  it('records the checks, the acting admin and the moment with the approval', async () => {
    const person = await applicant();
    const before = Date.now();
    const approved = await approve(person.user.id, { checks: APPROVAL_CHECKS });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ isApproved: true, professionalApplication: 'approved' });

    const row = await rowOf(person.user.id);
    expect(row.verifiedBy).toBe(admin.user.id);
    expect(row.verificationChecks).toEqual(['licence_number', 'credentials']);
    expect(row.verifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.verifiedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(row.verifiedAt).toEqual(row.approvedAt);
    expect(await auditOf(person.user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'professional.approved',
        metadata: expect.objectContaining({
          licenseNumber: 'MAH/2147/2008',
          checks: ['licence_number', 'credentials'],
          credentialDocuments: 1,
        }),
      }),
    ]);
  });

  it('refuses (409) an applicant with no credential documents or no licence number', async () => {
    const noDocuments = await applicant({ credentialDocuments: [] });
    const noLicence = await applicant({ licenseNumber: null });
    const fine = await applicant();

    // The pending list says so before anyone tries.
    const pending = await m.jsonAs(admin, '/api/admin/pending-professionals');
    const blockerOf = (id: string) =>
      pending.body.find((item: { id: string }) => item.id === id)?.approvalBlocker;
    expect(blockerOf(noDocuments.user.id)).toBe('CREDENTIALS_MISSING');
    expect(blockerOf(noLicence.user.id)).toBe('LICENCE_NUMBER_MISSING');
    expect(blockerOf(fine.user.id)).toBeNull();

    const refused = await approve(noDocuments.user.id, { checks: APPROVAL_CHECKS });
    expect(refused).toEqual({
      status: 409,
      body: {
        code: 'CREDENTIALS_MISSING',
        message:
          'This applicant has uploaded no credential documents. Ask them to upload their certificates before approving.',
      },
    });
    const noNumber = await approve(noLicence.user.id, { checks: APPROVAL_CHECKS });
    expect(noNumber.status).toBe(409);
    expect(noNumber.body.code).toBe('LICENCE_NUMBER_MISSING');
    for (const person of [noDocuments, noLicence]) {
      expect(await rowOf(person.user.id)).toMatchObject({ isApproved: false, verifiedAt: null });
      expect(await auditOf(person.user.id)).toEqual([]);
    }
  });
});

describe('the badge facts people read', () => {
  it('carries what was verified and when (IST day) on offers; never "verified" without it', async () => {
    const owner = await m.createPerson();
    const request = await m.createConsultation(owner.user);
    const checked = await applicant({ specialization: 'CA' });
    expect((await approve(checked.user.id, { checks: APPROVAL_CHECKS })).status).toBe(200);
    // 20:00 UTC on 12 Nov is 01:30 on 13 Nov in India: the badge shows India's date.
    const verifiedAt = new Date('2026-11-12T20:00:00Z');
    await t.database.db.update(users).set({ verifiedAt }).where(eq(users.id, checked.user.id));
    // Approved before the checklist existed: no verification recorded.
    const legacy = await m.createProfessional({ verifiedAt: null, verificationChecks: null });
    await m.createOffer(request, checked.user, { offerAmount: '400.00' });
    await m.createOffer(request, legacy.user, { offerAmount: '600.00' });

    const { status, body } = await m.jsonAs(owner, `/api/consultations/${request.id}/offers`);
    expect(status).toBe(200);
    const offerOf = (id: string) =>
      body.find((offer: { professionalId: string }) => offer.professionalId === id);
    expect(offerOf(checked.user.id).professional).toMatchObject({
      isVerified: true,
      verification: {
        verified: true,
        checks: ['licence_number', 'credentials'],
        verifiedAt: '2026-11-12T20:00:00.000Z',
        verifiedOn: '2026-11-13',
      },
    });
    expect(offerOf(legacy.user.id).professional).toMatchObject({
      isVerified: false,
      verification: { verified: false, checks: [], verifiedAt: null, verifiedOn: null },
    });
    // The acting admin is recorded, but never shown to clients.
    expect(JSON.stringify(body)).not.toContain(admin.user.id);

    // The owner's dashboard list reads the same facts.
    const dashboard = await m.jsonAs(owner, '/api/consultations/with-offers');
    const mine = dashboard.body.items.find((item: { id: string }) => item.id === request.id);
    const flags = mine.offers.map((offer: { professional: { isVerified: boolean } }) => [
      offer.professional.isVerified,
    ]);
    expect(flags.sort()).toEqual([[false], [true]]);
  });
});

describe('Recent Activity', () => {
  it('names the acting admin and collapses repeated identical exports into one with a count', async () => {
    const named = await m.createPerson({ role: 'admin', firstName: 'Anjali', lastName: 'Verma' });
    const person = await applicant({ firstName: 'Vikram', lastName: 'Desai' });
    expect(
      (await approve(person.user.id, { checks: APPROVAL_CHECKS, notes: 'Bar Council' }, named))
        .status,
    ).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await m.callAs(named, '/api/admin/export/consultations')).status).toBe(200);
    }
    expect((await m.callAs(named, '/api/admin/export/users')).status).toBe(200);
    expect((await m.callAs(named, '/api/admin/export/users')).status).toBe(200);

    const { status, body } = await m.jsonAs(named, '/api/admin/overview');
    expect(status).toBe(200);
    const [users, consultations, approval] = body.recentActivity;
    expect(users).toMatchObject({
      kind: 'admin',
      type: 'export.downloaded',
      actor: 'Anjali Verma',
      description: 'Anjali Verma downloaded the users export (CSV)',
      count: 2,
    });
    expect(consultations).toMatchObject({
      description: 'Anjali Verma downloaded the consultations export (CSV)',
      count: 3,
    });
    expect(approval).toMatchObject({
      type: 'professional.approved',
      actor: 'Anjali Verma',
      description: 'Anjali Verma approved Vikram Desai: Bar Council',
      count: 1,
    });
    // Still ten lines: the collapsed repeats leave room for older events.
    expect(body.recentActivity).toHaveLength(10);
    expect(await platformActivity(t.database.db, 10)).toEqual(body.recentActivity);
  });
});
