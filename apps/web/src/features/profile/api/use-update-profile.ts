import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@salahkar/domain/schemas/profile';
import { notify } from '@/components/ui/toaster.tsx';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/current-user.ts';
import { activateLanguage, currentLanguage, keepLanguage, t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * Says the profile was saved. After a change of language the screens are drawn again (the toast
 * region with them), so the toast waits for that and speaks the new language.
 */
function notifySaved(afterLanguageChange: boolean) {
  const show = () =>
    notify({
      title: t('profile.update.successTitle'),
      description: t('profile.update.success'),
      variant: 'success',
    });
  if (afterLanguageChange) setTimeout(show, 0);
  else show();
}

/**
 * PUT /api/profile: saves the editable fields and refreshes the signed-in person. A new language
 * is kept on this browser and put on screen once saved.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiRequest<CurrentUser>('PUT', '/api/profile', update),
    onSuccess: async (user, update) => {
      if (user) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      const language = update.preferredLanguage;
      const languageChanged = language !== undefined && language !== currentLanguage();
      if (languageChanged) {
        keepLanguage(language);
        await activateLanguage(language);
      }
      notifySaved(languageChanged);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) =>
      notifyFailure(error, t('profile.update.failedTitle'), t('profile.update.failed')),
  });
}
