import { useQuery } from '@tanstack/react-query';
import type {
  ApprovalChecks,
  ApprovalResult,
  PendingProfessional,
  ReVerificationResult,
} from '@salahkar/domain/schemas/admin-people';
import { msg } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import {
  ADMIN_OVERVIEW_URL,
  ADMIN_PROFESSIONALS_URL,
  ADMIN_STATS_URL,
  ADMIN_USERS_URL,
  PENDING_PROFESSIONALS_URL,
} from './admin-urls.ts';
import { useAdminAction, type AdminActionTexts } from './use-admin-action.ts';

/** An admin's decision on a professional's application. */
export type ApprovalVerb = 'approve' | 'reject';

const TEXTS: Record<ApprovalVerb, AdminActionTexts> = {
  approve: {
    success: { title: msg('admin.toast.professionalApproved') },
    failure: msg('admin.toast.professionalApproveFailed'),
  },
  reject: {
    success: { title: msg('admin.toast.professionalRejected') },
    failure: msg('admin.toast.professionalRejectFailed'),
  },
};

/** GET /api/admin/pending-professionals: applications awaiting review, oldest first. */
export function usePendingProfessionals() {
  return useQuery<PendingProfessional[]>({ queryKey: [PENDING_PROFESSIONALS_URL], staleTime: 0 });
}

/**
 * An approval with the confirmed checklist and the admin's optional notes, or a rejection with
 * its required reason.
 */
export type ApplicationDecision = {
  id: string;
  notes?: string;
  checks?: ApprovalChecks;
  reason?: string;
};

/**
 * POST /api/admin/professionals/{id}/approve (the checklist, optional notes) or /reject (the reason, mailed to
 * the applicant); both are saved with the decision in the audit log. The figures and people lists
 * the decision changes reload.
 */
export function useDecideApplication(verb: ApprovalVerb) {
  return useAdminAction(
    ({ id, notes, checks, reason }: ApplicationDecision) =>
      apiRequest<ApprovalResult>(
        'POST',
        `${ADMIN_PROFESSIONALS_URL}/${id}/${verb}`,
        verb === 'approve' ? { checks, notes: notes?.trim() || null } : { reason },
      ),
    TEXTS[verb],
    [PENDING_PROFESSIONALS_URL, ADMIN_STATS_URL, ADMIN_OVERVIEW_URL, ADMIN_USERS_URL],
  );
}

/**
 * POST /api/admin/professionals/{id}/verify: the same checklist, confirmed for a professional
 * approved without it (decision 216), with optional notes kept in the audit log. The people list,
 * figures and Recent Activity reload.
 */
export function useVerifyProfessional() {
  return useAdminAction(
    ({ id, notes }: { id: string; notes?: string }) =>
      apiRequest<ReVerificationResult>('POST', `${ADMIN_PROFESSIONALS_URL}/${id}/verify`, {
        checks: { licenceNumber: true, credentials: true },
        notes: notes?.trim() || null,
      }),
    {
      success: { title: msg('admin.toast.professionalVerified') },
      failure: msg('admin.toast.professionalVerifyFailed'),
    },
    [ADMIN_USERS_URL, ADMIN_STATS_URL, ADMIN_OVERVIEW_URL],
  );
}
