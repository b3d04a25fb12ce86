import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@salahkar/domain/schemas/profile';
import { notify } from '@/components/ui/toaster.tsx';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/features/auth';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** PUT /api/profile: saves the editable fields and refreshes the signed-in person. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiRequest<CurrentUser>('PUT', '/api/profile', update),
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      notify({
        title: 'Profile Updated',
        description: 'Your profile information has been updated successfully.',
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => notifyFailure(error, 'Update Failed', 'Failed to update profile'),
  });
}
