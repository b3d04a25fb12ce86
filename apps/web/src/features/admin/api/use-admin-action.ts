import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster.tsx';
import { msg, t } from '@/i18n';
import { notifyFailure } from '@/lib/notify-failure.ts';

/**
 * The docs/product/rulings.md texts of one admin action, as message ids (`msg('admin.…')`),
 * put into the language on screen when the toast shows.
 */
export interface AdminActionTexts {
  /** The success toast: a title ('User suspended successfully') and an optional description. */
  success: { title: string; description?: string };
  /** The 'Error' toast's fallback when the server sent no message ('Failed to suspend user'). */
  failure: string;
}

/** The success toast of an action or a download, in the language on screen. */
export function notifyAdminSuccess({ title, description }: AdminActionTexts['success']): void {
  notify({
    title: t(title),
    ...(description && { description: t(description) }),
    variant: 'success',
  });
}

/** The 'Error' toast of an action or a download: the server's message, else the fallback. */
export function notifyAdminFailure(error: unknown, failure: string): void {
  notifyFailure(error, t(msg('admin.toast.error')), t(failure));
}

/**
 * One admin action (a POST, PUT or DELETE): the spec's success toast, its 'Error' toast with the
 * server's message or the fallback, and a refresh of every list whose endpoint starts with one of
 * `invalidates` (query keys begin with the endpoint's path). A 401 or a suspension is answered by
 * the query client (toast, then the login screen), so it gets no 'Error' toast here.
 */
export function useAdminAction<TVariables = void, TResult = unknown>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  { success, failure }: AdminActionTexts,
  invalidates: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      notifyAdminSuccess(success);
      return Promise.all(
        invalidates.map((prefix) =>
          queryClient.invalidateQueries({
            predicate: (query) => String(query.queryKey[0]).startsWith(prefix),
          }),
        ),
      );
    },
    onError: (error) => notifyAdminFailure(error, failure),
  });
}
