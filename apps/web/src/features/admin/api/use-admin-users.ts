import type { Role } from '@salahkar/domain/enums';
import type { AdminUser, SuspensionResult } from '@salahkar/domain/schemas/admin-people';
import { exportFileName } from '@salahkar/domain/export-names';
import { msg } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import {
  ADMIN_OVERVIEW_URL,
  ADMIN_STATS_URL,
  ADMIN_USERS_EXPORT_URL,
  ADMIN_USERS_URL,
} from './admin-urls.ts';
import { useAdminAction } from './use-admin-action.ts';
import { useAdminDownload } from './use-admin-download.ts';

/** The lists and figures a suspension changes: the people list, the overview and the tiles. */
const AFTER_SUSPENSION = [ADMIN_USERS_URL, ADMIN_OVERVIEW_URL, ADMIN_STATS_URL];

/** The people list's filters; an empty search or no role lists everyone. */
export interface AdminUserFilters {
  search: string;
  role: Role | '';
}

/** GET /api/admin/users: everyone, newest first, by name or email and role, page by page. */
export function useAdminUsers({ search, role }: AdminUserFilters) {
  const params: Record<string, string> = {};
  if (search.trim()) params.search = search.trim();
  if (role) params.role = role;
  return usePagedList<AdminUser>(ADMIN_USERS_URL, { params });
}

/**
 * PUT /api/admin/users/{id}/suspend with the reason (mailed to the person, kept in the audit log):
 * ends their sessions and live channel at once.
 */
export function useSuspendUser() {
  return useAdminAction(
    ({ userId, reason }: { userId: string; reason: string }) =>
      apiRequest<SuspensionResult>('PUT', `${ADMIN_USERS_URL}/${userId}/suspend`, { reason }),
    {
      success: { title: msg('admin.toast.userSuspended') },
      failure: msg('admin.toast.userSuspendFailed'),
    },
    AFTER_SUSPENSION,
  );
}

/** PUT /api/admin/users/{id}/unsuspend: the person may sign in again. */
export function useUnsuspendUser() {
  return useAdminAction(
    (userId: string) =>
      apiRequest<SuspensionResult>('PUT', `${ADMIN_USERS_URL}/${userId}/unsuspend`),
    {
      success: { title: msg('admin.toast.userUnsuspended') },
      failure: msg('admin.toast.userUnsuspendFailed'),
    },
    AFTER_SUSPENSION,
  );
}

/** GET /api/admin/export/users: everyone as CSV, saved under the server's file name. */
export function useExportUsers() {
  return useAdminDownload(
    {
      success: { title: msg('admin.toast.usersExportStarted') },
      failure: msg('admin.toast.usersExportFailed'),
    },
    () => ({
      url: ADMIN_USERS_EXPORT_URL,
      fallbackName: exportFileName('users', 'csv', new Date()),
    }),
  );
}
