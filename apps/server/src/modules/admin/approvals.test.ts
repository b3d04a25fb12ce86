import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { APPROVAL_CHECKS, CREDENTIAL_DOCUMENT, useProfessionalReview } from '../../test/admin.ts';
import { waitForMail } from '../../test/mailbox.ts';
import { type Person } from '../../test/marketplace.ts';

const { t, m, admin, decide, rowOf, auditOf } = useProfessionalReview();

const get = (person: Person | null, pathname: string) => m.jsonAs(person, pathname);

const REASON = 'The licence number does not match the certificate.';

/** Someone who registered as a professional and waits for review. */
const registeredApplicant = () =>
  m.createProfessional({ isApproved: false, credentialDocuments: [CREDENTIAL_DOCUMENT] });
/** A user who applied from their account. */
const userApplicant = () =>
  m.createPerson({
    specialization: 'Lawyer',
    experience: 8,
    bio: 'Property and family law in Pune courts.',
    licenseNumber: 'BCI-MH-2016-4411',
    credentialDocuments: [CREDENTIAL_DOCUMENT],
    professionalAppliedAt: new Date(),
  });

const noticesOf = (id: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, id));

describe('pending professionals', () => {
  it('lists registered and applying professionals with licence and credentials, nobody else', async () => {
    const registered = await registeredApplicant();
    const applying = await userApplicant();
    const approved = await m.createProfessional();
    const plain = await m.createPerson();
    const rejected = await m.createPerson({
      professionalAppliedAt: new Date(),
      rejectedAt: new Date(),
    });

    const { status, body } = await get(admin, '/api/admin/pending-professionals');
    expect(status).toBe(200);
    const ids = body.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([registered.user.id, applying.user.id]));
    for (const other of [approved, plain, rejected, admin])
      expect(ids).not.toContain(other.user.id);

    const first = body.find((item: { id: string }) => item.id === registered.user.id);
    expect(first).toMatchObject({
      role: 'professional',
      specialization: 'CA',
      experience: 5,
      licenseNumber: 'ICAI-123456',
      bio: expect.stringContaining('Chartered Accountant'),
      credentialDocuments: [
        { ...CREDENTIAL_DOCUMENT, url: `/api/uploads/${CREDENTIAL_DOCUMENT.name}` },
      ],
    });
    const second = body.find((item: { id: string }) => item.id === applying.user.id);
    expect(second).toMatchObject({
      role: 'user',
      specialization: 'Lawyer',
      licenseNumber: 'BCI-MH-2016-4411',
      credentialDocuments: [
        { ...CREDENTIAL_DOCUMENT, url: `/api/uploads/${CREDENTIAL_DOCUMENT.name}` },
      ],
    });
  });
});

describe('approving', () => {
  it('makes an applying user an approved professional, with audit row, notice and mail', async () => {
    const applicant = await userApplicant();
    const { status, body } = await decide('approve', applicant.user.id, {
      checks: APPROVAL_CHECKS,
      notes: '  Licence checked with the Bar Council.  ',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: applicant.user.id,
      role: 'professional',
      isApproved: true,
      professionalApplication: 'approved',
      message: 'Professional approved successfully',
    });
    const row = await rowOf(applicant.user.id);
    expect(row).toMatchObject({ role: 'professional', isApproved: true, rejectedAt: null });
    expect(row.approvedAt).toBeInstanceOf(Date);
    // The checks, the acting admin and the moment are recorded with the approval.
    expect(row).toMatchObject({
      verifiedBy: admin.user.id,
      verifiedAt: row.approvedAt,
      verificationChecks: ['licence_number', 'credentials'],
    });

    expect(await auditOf(applicant.user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'professional.approved',
        notes: 'Licence checked with the Bar Council.',
        metadata: expect.objectContaining({
          roleBefore: 'user',
          licenseNumber: 'BCI-MH-2016-4411',
          checks: ['licence_number', 'credentials'],
        }),
      }),
    ]);
    expect(await noticesOf(applicant.user.id)).toEqual([
      expect.objectContaining({ type: 'approval_decided', title: 'Application Approved' }),
    ]);
    const mail = await waitForMail(t, applicant.user.email, /approved/);
    expect(mail.text).toContain('Licence checked with the Bar Council.');
    // A button into the app, on the origin this server listens on (no PUBLIC_URL here).
    expect(mail.text).toContain(`Sign in to Salahkar ${t.url}/`);

    // The session they already hold now sees an approved professional.
    const me = await get(applicant, '/api/auth/user');
    expect(me.body).toMatchObject({ role: 'professional', isApproved: true });
    const pending = await get(admin, '/api/admin/pending-professionals');
    expect(pending.body.map((item: { id: string }) => item.id)).not.toContain(applicant.user.id);
  });

  it('refuses to approve twice (409) and leaves one audit row', async () => {
    const applicant = await registeredApplicant();
    expect((await decide('approve', applicant.user.id, { checks: APPROVAL_CHECKS })).status).toBe(
      200,
    );
    const again = await decide('approve', applicant.user.id, { checks: APPROVAL_CHECKS });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This professional is already approved.');
    expect((await decide('reject', applicant.user.id, { reason: REASON })).status).toBe(409);
    expect(await auditOf(applicant.user.id)).toHaveLength(1);
  });

  it('answers 404 for unknown ids and people who never applied, 400 for overlong notes', async () => {
    const unknown = await decide('approve', '3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41', {
      checks: APPROVAL_CHECKS,
    });
    expect(unknown.status).toBe(404);
    expect((await decide('approve', 'nope', { checks: APPROVAL_CHECKS })).status).toBe(404);
    expect(
      (await decide('reject', (await m.createPerson()).user.id, { reason: REASON })).status,
    ).toBe(404);
    expect((await decide('approve', admin.user.id, { checks: APPROVAL_CHECKS })).status).toBe(404);
    const applicant = await registeredApplicant();
    expect(
      (
        await decide('approve', applicant.user.id, {
          checks: APPROVAL_CHECKS,
          notes: 'x'.repeat(1001),
        })
      ).status,
    ).toBe(400);
    expect((await rowOf(applicant.user.id)).isApproved).toBe(false);
  });
});

describe('rejecting', () => {
  it('returns the applicant to a user with the rejection recorded, notified and mailed', async () => {
    const applicant = await registeredApplicant();
    const { status, body } = await decide('reject', applicant.user.id, { reason: REASON });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      role: 'user',
      isApproved: false,
      professionalApplication: 'rejected',
      message: 'Professional application rejected',
    });
    const row = await rowOf(applicant.user.id);
    expect(row).toMatchObject({ role: 'user', isApproved: false, approvedAt: null });
    expect(row.rejectedAt).toBeInstanceOf(Date);
    expect(await auditOf(applicant.user.id)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'professional.rejected',
        notes: 'The licence number does not match the certificate.',
      }),
    ]);
    const [notice] = await noticesOf(applicant.user.id);
    expect(notice).toMatchObject({ type: 'approval_decided', title: 'Application Not Approved' });
    expect(notice!.body).toContain('The licence number does not match the certificate.');
    const mail = await waitForMail(t, applicant.user.email, /professional application/);
    expect(mail.text).toContain('could not approve it');
    expect(mail.text).toContain(`Reason: ${REASON}`);

    const again = await decide('reject', applicant.user.id, { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application was already rejected.');
    expect((await decide('approve', applicant.user.id, { checks: APPROVAL_CHECKS })).status).toBe(
      409,
    );
  });

  it('needs a reason of 10 to 1000 characters, and changes nothing without one', async () => {
    const applicant = await userApplicant();
    for (const [json, message] of [
      [undefined, 'Please give a reason'],
      [{}, 'Please give a reason'],
      [{ reason: '   too short  ' }, 'Please give a reason of at least 10 characters'],
      [{ reason: 'x'.repeat(1001) }, 'The reason cannot exceed 1000 characters'],
    ] as const) {
      const refused = await decide('reject', applicant.user.id, json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect(await auditOf(applicant.user.id)).toEqual([]);
    expect((await rowOf(applicant.user.id)).rejectedAt).toBeNull();
  });
});
