import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { becomeProfessionalSchema } from '@salahkar/domain/schemas/profile';
import { notify } from '@/components/ui/toaster.tsx';
import { CURRENT_USER_QUERY_KEY } from '@/lib/current-user.ts';
import { t } from '@/i18n';
import { apiRequest, payloadWithFiles } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';

export type ProfessionalApplication = z.output<typeof becomeProfessionalSchema>;

/** An application to send: the form's values and the credential documents that go with it. */
export type ApplicationRequest = {
  application: ProfessionalApplication;
  credentials: readonly File[];
};

/**
 * POST /api/users/role: a user applies to work as a professional. JSON, or multipart with the JSON
 * as `payload` when they attach credential documents. They stay a user with a pending application
 * until an admin approves it.
 */
export function useBecomeProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, credentials }: ApplicationRequest) =>
      apiRequest(
        'POST',
        '/api/users/role',
        payloadWithFiles(application, 'credentials', credentials),
      ),
    onSuccess: async () => {
      notify({
        title: t('profile.become.successTitle'),
        description: t('profile.become.success'),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) =>
      notifyFailure(error, t('profile.become.failedTitle'), t('profile.become.failed')),
  });
}
