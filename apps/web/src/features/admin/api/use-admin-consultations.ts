import { useQuery } from '@tanstack/react-query';
import type { Category, ConsultationStatus } from '@salahkar/domain/enums';
import { ADMIN_LIST_PAGE_SIZE } from '@salahkar/domain/limits';
import type {
  AdminConsultation,
  AdminConsultationDetail,
} from '@salahkar/domain/schemas/admin-consultations';
import { exportFileName } from '@salahkar/domain/export-names';
import { msg, t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import {
  ADMIN_CONSULTATIONS_EXPORT_URL,
  ADMIN_CONSULTATIONS_URL,
  ADMIN_OVERVIEW_URL,
  ADMIN_STATS_URL,
  ALL_CONSULTATIONS_URL,
} from './admin-urls.ts';
import { useAdminAction, type AdminActionTexts } from './use-admin-action.ts';
import { useAdminDownload } from './use-admin-download.ts';

/** The filters GET /api/admin/all-consultations takes; an empty one is not sent. */
export type AdminConsultationFilters = {
  status?: ConsultationStatus;
  category?: Category;
  search?: string;
};

/** GET /api/admin/all-consultations, newest first, ten a page with Load More. */
export function useAdminConsultations(filters: AdminConsultationFilters = {}) {
  const params = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return usePagedList<AdminConsultation>(ALL_CONSULTATIONS_URL, {
    params,
    pageSize: ADMIN_LIST_PAGE_SIZE,
  });
}

/**
 * GET /api/admin/consultations/{id}/view: the case with its people, payments and messages, read
 * while `id` is set. A failure gets the spec's toast as well as the dialog's retry.
 */
export function useAdminConsultationView(id: string | null) {
  return useQuery({
    queryKey: [ADMIN_CONSULTATIONS_URL, id, 'view'],
    queryFn: async () => {
      try {
        return await apiRequest<AdminConsultationDetail>(
          'GET',
          `${ADMIN_CONSULTATIONS_URL}/${id}/view`,
        );
      } catch (error) {
        notifyFailure(
          error,
          t(msg('admin.toast.error')),
          t(msg('admin.toast.consultationLoadFailed')),
        );
        throw error;
      }
    },
    enabled: id !== null,
    staleTime: 0,
  });
}

/** An admin's answer to a user's request to reopen a closed case. */
export type ReopenVerb = 'approve' | 'decline';

const REOPEN_TEXTS: Record<ReopenVerb, AdminActionTexts> = {
  approve: {
    success: {
      title: msg('admin.toast.reopenApproved'),
      description: msg('admin.toast.reopenApprovedDescription'),
    },
    failure: msg('admin.toast.reopenApproveFailed'),
  },
  decline: {
    success: {
      title: msg('admin.toast.reopenDeclined'),
      description: msg('admin.toast.reopenDeclinedDescription'),
    },
    failure: msg('admin.toast.reopenDeclineFailed'),
  },
};

/** POST /api/admin/consultations/{id}/reopen/approve (→ reopened) or /decline (→ completed). */
export function useReopenDecision(verb: ReopenVerb) {
  return useAdminAction(
    (id: string) =>
      apiRequest<AdminConsultation>('POST', `${ADMIN_CONSULTATIONS_URL}/${id}/reopen/${verb}`),
    REOPEN_TEXTS[verb],
    [ALL_CONSULTATIONS_URL, ADMIN_CONSULTATIONS_URL, ADMIN_OVERVIEW_URL, ADMIN_STATS_URL],
  );
}

/** GET /api/admin/export/consultations: every consultation as CSV, under the server's name. */
export function useExportConsultations() {
  return useAdminDownload(
    {
      success: { title: msg('admin.toast.consultationsExportStarted') },
      failure: msg('admin.toast.consultationsExportFailed'),
    },
    () => ({
      url: ADMIN_CONSULTATIONS_EXPORT_URL,
      fallbackName: exportFileName('consultations', 'csv', new Date()),
    }),
  );
}

/** GET /api/admin/consultations/{id}/download-chat: the case's chat as a text file. */
export function useChatDownload(consultationId: string) {
  return useAdminDownload(
    {
      success: { title: msg('admin.toast.chatDownloaded') },
      failure: msg('admin.toast.chatDownloadFailed'),
    },
    () => ({
      url: `${ADMIN_CONSULTATIONS_URL}/${consultationId}/download-chat`,
      fallbackName: exportFileName(`chat-${consultationId}`, 'txt', new Date()),
    }),
  );
}
