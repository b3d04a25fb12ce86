import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@salahkar/domain/language';
import type { ProfileUpdateRequest } from '@salahkar/domain/schemas/profile';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/current-user.ts';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';

/**
 * PUT /api/profile with only `{ preferredLanguage }` (the server changes only the fields sent):
 * keeps a signed-in person's choice on their profile, so it follows them to every device and
 * their mails use it. It does not switch the screen: the caller does that at once with
 * `keepLanguage` + `activateLanguage` from `@/i18n`, without waiting for the save. Silent on
 * success; a failure shows a toast.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferredLanguage: Language) =>
      apiRequest<CurrentUser>('PUT', '/api/profile', {
        preferredLanguage,
      } satisfies ProfileUpdateRequest),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
    },
    onError: (error) =>
      notifyFailure(error, t('profile.language.saveFailedTitle'), t('profile.language.saveFailed')),
  });
}
