import { useQuery } from '@tanstack/react-query';
import type {
  AdminConsultation,
  AdminConsultationDetail,
  AvailableProfessional,
  ResolveComplaintInput,
  ResolveComplaintResult,
} from '@salahkar/domain/schemas/admin-consultations';
import { msg } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import {
  ADMIN_CONSULTATIONS_URL,
  ADMIN_OVERVIEW_URL,
  ADMIN_PROFESSIONALS_URL,
  ADMIN_STATS_URL,
  ALL_CONSULTATIONS_URL,
  FINANCIAL_URL,
  OPEN_COMPLAINTS_URL,
} from './admin-urls.ts';
import { useAdminAction } from './use-admin-action.ts';

// A resolve (maybe with a refund) or a reroute changes the queue, the consultation lists, the
// money figures and the overview's pending-queries alert.
const AFTER_COMPLAINT_ACTION = [
  ADMIN_CONSULTATIONS_URL,
  ALL_CONSULTATIONS_URL,
  FINANCIAL_URL,
  ADMIN_OVERVIEW_URL,
  ADMIN_STATS_URL,
] as const;

/** GET /api/admin/consultations/queries: raised and unresolved queries, oldest first. */
export function useOpenComplaints() {
  return usePagedList<AdminConsultation>(OPEN_COMPLAINTS_URL);
}

/**
 * GET /api/admin/consultations/{id}/view, read here for what is left to refund of the payment a
 * refund would go to (the server picks it: the latest captured one).
 */
export function useConsultationPayments(consultationId: string, enabled: boolean) {
  return useQuery<AdminConsultationDetail, Error, AdminConsultationDetail['refundableAmount']>({
    queryKey: [`${ADMIN_CONSULTATIONS_URL}/${consultationId}/view`],
    select: (detail) => detail.refundableAmount,
    enabled,
  });
}

/** GET /api/admin/professionals/available: who of the case's category could take it over. */
export function useAvailableProfessionals(consultationId: string, enabled: boolean) {
  return useQuery<AvailableProfessional[]>({
    queryKey: [`${ADMIN_PROFESSIONALS_URL}/available?consultationId=${consultationId}`],
    enabled,
  });
}

/** What a resolution sends, with the Idempotency-Key of the click (it may carry a refund). */
export type ResolveComplaintVariables = { body: ResolveComplaintInput; idempotencyKey: string };

/** POST /api/admin/consultations/{id}/resolve-query: optional notes and refund, at most once. */
export function useResolveComplaint(consultationId: string) {
  return useAdminAction(
    ({ body, idempotencyKey }: ResolveComplaintVariables) =>
      apiRequest<ResolveComplaintResult>(
        'POST',
        `${ADMIN_CONSULTATIONS_URL}/${consultationId}/resolve-query`,
        body,
        { idempotencyKey },
      ),
    {
      success: {
        title: msg('admin.toast.complaintResolved'),
        description: msg('admin.toast.complaintResolvedDescription'),
      },
      failure: msg('admin.toast.queryResolveFailed'),
    },
    AFTER_COMPLAINT_ACTION,
  );
}

/** What a reroute sends: the professional taking the case over, and why. */
export type RerouteVariables = { newProfessionalId: string; reason: string };

/** POST /api/admin/consultations/{id}/reroute: back to assigned with another professional. */
export function useRerouteConsultation(consultationId: string) {
  return useAdminAction(
    (body: RerouteVariables) =>
      apiRequest<AdminConsultation>(
        'POST',
        `${ADMIN_CONSULTATIONS_URL}/${consultationId}/reroute`,
        body,
      ),
    {
      success: {
        title: msg('admin.toast.consultationRerouted'),
        description: msg('admin.toast.consultationReroutedDescription'),
      },
      failure: msg('admin.toast.rerouteFailed'),
    },
    AFTER_COMPLAINT_ACTION,
  );
}
