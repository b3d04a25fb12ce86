import { z } from 'zod';
import { CATEGORIES, ROLES } from '../enums.ts';
import { keysetPageQuerySchema, pageSchemaOf } from '../pagination.ts';
import { attachmentSchema } from './consultations.ts';
import { PROFESSIONAL_APPLICATION_STATUSES } from './profile.ts';
import { nullableText } from './text.ts';
import { verificationSchema } from '../verification.ts';

// Admin console: professional approvals, the people list and suspension, the dashboard tiles.

/** Why an application cannot be approved yet: its error code (packages/domain/src/errors). */
export const APPROVAL_BLOCKERS = ['LICENCE_NUMBER_MISSING', 'CREDENTIALS_MISSING'] as const;
export type ApprovalBlocker = (typeof APPROVAL_BLOCKERS)[number];

/** GET /api/admin/pending-professionals: one application awaiting review, oldest first. */
export const pendingProfessionalSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'user' for someone who applied from their account, 'professional' for one who registered as one. */
  role: z.enum(ROLES),
  specialization: z.enum(CATEGORIES).nullable(),
  experience: z.number().int().nullable(),
  bio: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Each as an admin opens it (GET /api/uploads/{name}): a stored file, as an attachment is. */
  credentialDocuments: z.array(attachmentSchema),
  /**
   * Why the approval checklist cannot be confirmed yet (decision 216): the error code an approval
   * would be refused with, or null when it can be approved. Computed by the server.
   */
  approvalBlocker: z.enum(APPROVAL_BLOCKERS).nullable(),
  appliedAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PendingProfessional = z.infer<typeof pendingProfessionalSchema>;
export const pendingProfessionalListSchema = z.array(pendingProfessionalSchema);

/**
 * The approval checklist (decision 216): the admin confirms each check before approving, and the
 * server records them. Every check must be confirmed; an approval without them is refused (400).
 */
export const approvalChecksSchema = z.object(
  {
    licenceNumber: z.literal(true, 'Confirm the licence number was checked against the register'),
    credentials: z.literal(true, 'Confirm the credential documents were reviewed'),
  },
  'Confirm the approval checklist',
);
export type ApprovalChecks = z.infer<typeof approvalChecksSchema>;

/** POST /api/admin/professionals/{id}/approve: the confirmed checklist and optional notes. */
export const approvalDecisionSchema = z.object(
  {
    checks: approvalChecksSchema,
    notes: nullableText('Notes', 1000),
  },
  'Confirm the approval checklist',
);
export type ApprovalDecisionInput = z.input<typeof approvalDecisionSchema>;

/** Bounds of the reason an admin gives for rejecting an application or suspending someone. */
export const ADMIN_REASON_MIN = 10;
export const ADMIN_REASON_MAX = 1000;

/**
 * The reason behind a decision that goes against someone: it is mailed to them and kept in the
 * audit log, so it must say something (a few words at least) and fit in a mail.
 */
export const adminReasonSchema = z.object(
  {
    reason: z
      .string('Please give a reason')
      .trim()
      .min(ADMIN_REASON_MIN, `Please give a reason of at least ${ADMIN_REASON_MIN} characters`)
      .max(ADMIN_REASON_MAX, `The reason cannot exceed ${ADMIN_REASON_MAX} characters`),
  },
  'Please give a reason',
);
export type AdminReasonInput = z.input<typeof adminReasonSchema>;

/** POST /api/admin/professionals/{id}/verify: the verification now recorded. */
export const reVerificationResultSchema = z.object({
  id: z.uuid(),
  verification: verificationSchema,
  message: z.string(),
});
export type ReVerificationResult = z.infer<typeof reVerificationResultSchema>;

/** The answer to approve or reject: where the application stands now. */
export const approvalResultSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  professionalApplication: z.enum(PROFESSIONAL_APPLICATION_STATUSES),
  message: z.string(),
});
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** GET /api/admin/users?search=&role=&page=&pageSize=&cursor= */
export const adminUserQuerySchema = keysetPageQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(100, 'Search cannot exceed 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
  role: z.enum(ROLES).optional(),
});
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

/** One person in the admin list. */
export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name, or 'Name not provided'. */
  name: z.string(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  isEmailVerified: z.boolean(),
  professionalApplication: z.enum(PROFESSIONAL_APPLICATION_STATUSES),
  specialization: z.enum(CATEGORIES).nullable(),
  mobile: z.string().nullable(),
  city: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isSuspended: z.boolean(),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Consultations the person requested (as a user) or was assigned (as a professional). */
  totalConsultations: z.number().int(),
  /** Rupees paid for their requests less what was refunded, e.g. '1500.00'. */
  totalAmountSpent: z.string(),
  /** The licence number a professional gave, checked by the verification checklist. */
  licenseNumber: z.string().nullable(),
  /** A professional's verification facts (decision 216); null for users and admins. */
  verification: verificationSchema.nullable(),
  /**
   * True for an approved professional who is not verified and can be: the admin may confirm the
   * checklist now (POST /api/admin/professionals/{id}/verify). Computed by the server.
   */
  canVerify: z.boolean(),
  /** Why an approved, unverified professional cannot be verified yet; null otherwise. */
  verificationBlocker: z.enum(APPROVAL_BLOCKERS).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchemaOf(adminUserSchema);

/** PUT /api/admin/users/{id}/suspend (with `adminReasonSchema`'s body) and /unsuspend. */
export const suspensionResultSchema = z.object({
  id: z.uuid(),
  isSuspended: z.boolean(),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
  message: z.string(),
});
export type SuspensionResult = z.infer<typeof suspensionResultSchema>;

/** GET /api/stats/admin: the dashboard tiles. */
export const adminStatsSchema = z.object({
  users: z.number().int(),
  professionals: z.number().int(),
  consultations: z.number().int(),
  /** Platform commission earned (ledger platform_revenue), rupees, e.g. '250.00'. */
  revenue: z.string(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
