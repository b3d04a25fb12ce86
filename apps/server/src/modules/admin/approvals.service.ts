import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  type ApprovalBlocker,
  type ApprovalChecks,
  type ApprovalResult,
  type PendingProfessional,
  type ReVerificationResult,
  type VerificationCheck,
  verificationOf,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { users, type User } from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { conflict, notFound } from '../../errors.ts';
import { approvalDecisionMail } from '../mail/templates/auth-mails.ts';
import { presentAttachment } from '../files/stored-files.ts';
import { mailLink } from '../mail/mail-links.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { approvalDecidedNotice } from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { professionalApplicationOf } from '../users/user-presenter.ts';
import { recordAdminAction } from './audit-trail.ts';

// Professional applications come two ways: someone registers as a professional (role
// 'professional', isApproved false) or a user applies from their account (role 'user',
// professionalAppliedAt set). Either is pending until an admin decides, unless rejectedAt is set.
//
// Approving makes the person an approved professional (role 'professional', isApproved true).
// Rejecting sets rejectedAt and returns the person to role 'user' with isApproved false: they keep
// using Salahkar as a client and may apply again from their profile (the application service
// clears rejectedAt then). The decision and the admin's notes are in the audit log.
//
// Approving needs the confirmed checklist (decision 216): the licence number was checked against
// the register and the credential documents were reviewed. An applicant without a licence number
// or without any credential document cannot be checked, so the approval is refused (409) until
// they add them. The checks, the acting admin and the moment are stored as verified_at,
// verified_by and verification_checks: the badge every other person sees is made from them.

/** The SQL condition of a pending application (served by users_role_approval_idx). */
const isPending = and(
  eq(users.isApproved, false),
  isNull(users.rejectedAt),
  or(
    eq(users.role, 'professional'),
    and(eq(users.role, 'user'), isNotNull(users.professionalAppliedAt)),
  ),
);

/** GET /api/admin/pending-professionals: every pending application, oldest first. */
export async function listPendingProfessionals(ctx: AppContext): Promise<PendingProfessional[]> {
  const rows = await ctx.db
    .select()
    .from(users)
    .where(isPending)
    .orderBy(asc(sql`coalesce(${users.professionalAppliedAt}, ${users.createdAt})`), asc(users.id));
  return rows.map(presentPending);
}

function presentPending(user: User): PendingProfessional {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    specialization: user.specialization,
    experience: user.experience,
    bio: user.bio,
    licenseNumber: user.licenseNumber,
    profileImageUrl: user.profileImageUrl,
    credentialDocuments: user.credentialDocuments.map(presentAttachment),
    approvalBlocker: approvalBlockerOf(user),
    appliedAt: (user.professionalAppliedAt ?? user.createdAt).toISOString(),
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * POST /api/admin/professionals/{id}/approve or /reject. `notes` are the admin's optional notes
 * on an approval, the required reason of a rejection. One transaction locks the applicant,
 * checks the application is pending, records the decision, the audit row, the bell entry and the
 * applicant's mail; the push follows the commit, the mail is delivered from the outbox.
 */
export async function decideApplication(
  ctx: AppContext,
  adminId: string,
  applicantId: string,
  decision:
    | { approve: true; checks: ApprovalChecks; notes: string | null }
    | { approve: false; notes: string },
): Promise<ApprovalResult> {
  const { approve, notes } = decision;
  const user = await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const [before] = await tx.select().from(users).where(eq(users.id, applicantId)).for('update');
    if (!before) throw notFound('APPLICATION_NOT_FOUND');
    assertPending(before);
    if (approve) assertCheckable(before);
    const now = new Date();
    const [after] = await tx
      .update(users)
      .set(
        decision.approve
          ? {
              role: 'professional',
              isApproved: true,
              approvedAt: now,
              rejectedAt: null,
              verifiedAt: now,
              verifiedBy: adminId,
              verificationChecks: confirmedChecks(decision.checks),
            }
          : { role: 'user', isApproved: false, approvedAt: null, rejectedAt: now },
      )
      .where(eq(users.id, applicantId))
      .returning();
    await recordAdminAction(tx, {
      actorId: adminId,
      action: approve ? 'professional.approved' : 'professional.rejected',
      targetType: 'user',
      targetId: applicantId,
      notes,
      metadata: {
        email: before.email,
        specialization: before.specialization,
        licenseNumber: before.licenseNumber,
        roleBefore: before.role,
        ...(decision.approve ? { checks: confirmedChecks(decision.checks) } : {}),
        credentialDocuments: before.credentialDocuments.length,
      },
    });
    await notifyLive(ctx, tx, afterCommit, [approvalDecidedNotice(applicantId, approve, notes)]);
    await enqueueMail(tx, await approvalDecisionMail(after!, approve, notes, mailLink(ctx, '/')), {
      kind: 'approval_decision',
    });
    return after!;
  });
  return {
    id: user.id,
    role: user.role,
    isApproved: user.isApproved,
    professionalApplication: professionalApplicationOf(user),
    message: approve ? 'Professional approved successfully' : 'Professional application rejected',
  };
}

function assertPending(user: User): void {
  const status = professionalApplicationOf(user);
  if (status === 'pending') return;
  if (status === 'approved') throw conflict('ALREADY_APPROVED');
  if (status === 'rejected') throw conflict('ALREADY_REJECTED');
  throw notFound('APPLICATION_NOT_FOUND');
}

/**
 * The checklist can only be confirmed for an applicant who gave a licence number to check against
 * the register and credential documents to review: otherwise the code the approval is refused with.
 */
export function approvalBlockerOf(user: User): ApprovalBlocker | null {
  if (!user.licenseNumber?.trim()) return 'LICENCE_NUMBER_MISSING';
  if (user.credentialDocuments.length === 0) return 'CREDENTIALS_MISSING';
  return null;
}

/**
 * Whether a person is an approved professional without a complete verification (approved before
 * migration 0017, or otherwise without the checklist): the ones an admin may verify afterwards.
 */
export function awaitsVerification(user: User): boolean {
  if (user.role !== 'professional' || !user.isApproved) return false;
  return !verificationOf(user.verifiedAt, user.verificationChecks).verified;
}

/**
 * POST /api/admin/professionals/{id}/verify: the admin confirms the approval checklist for a
 * professional approved without it (decision 216). One transaction locks the person, refuses an
 * unknown or non-professional id (404), an unapproved one or one already verified (409), one who
 * cannot be checked (no licence number, no documents: the approval's 409 codes), and records the
 * checks, the admin and the moment with the audit row.
 */
export async function verifyProfessional(
  ctx: AppContext,
  adminId: string,
  professionalId: string,
  decision: { checks: ApprovalChecks; notes: string | null },
): Promise<ReVerificationResult> {
  const user = await inUnitOfWork(ctx, async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(eq(users.id, professionalId))
      .for('update');
    if (!before || before.role !== 'professional') throw notFound('USER_NOT_FOUND');
    if (!before.isApproved) throw conflict('PROFESSIONAL_NOT_APPROVED');
    if (!awaitsVerification(before)) throw conflict('ALREADY_VERIFIED');
    assertCheckable(before);
    const checks = confirmedChecks(decision.checks);
    const [after] = await tx
      .update(users)
      .set({ verifiedAt: new Date(), verifiedBy: adminId, verificationChecks: checks })
      .where(eq(users.id, professionalId))
      .returning();
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'professional.verified',
      targetType: 'user',
      targetId: professionalId,
      notes: decision.notes,
      metadata: {
        email: before.email,
        specialization: before.specialization,
        licenseNumber: before.licenseNumber,
        checks,
        checksBefore: before.verificationChecks ?? [],
        credentialDocuments: before.credentialDocuments.length,
      },
    });
    return after!;
  });
  return {
    id: user.id,
    verification: verificationOf(user.verifiedAt, user.verificationChecks),
    message: 'Professional verified',
  };
}

function assertCheckable(user: User): void {
  const blocker = approvalBlockerOf(user);
  if (blocker) throw conflict(blocker);
}

/** The stored names of the checks the admin confirmed (the schema lets only confirmed ones in). */
function confirmedChecks(checks: ApprovalChecks): VerificationCheck[] {
  const confirmed: VerificationCheck[] = [];
  if (checks.licenceNumber) confirmed.push('licence_number');
  if (checks.credentials) confirmed.push('credentials');
  return confirmed;
}
