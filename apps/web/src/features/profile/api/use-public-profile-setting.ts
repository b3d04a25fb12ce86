import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PublicProfileSetting,
  publicProfileSettingUpdateSchema,
} from '@salahkar/domain/schemas/public-profile';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';

/** GET /api/profile/public: "Show my profile publicly" and, while it is live, the address. */
export const PUBLIC_PROFILE_SETTING_QUERY_KEY = ['/api/profile/public'] as const;

export function usePublicProfileSetting() {
  return useQuery<PublicProfileSetting>({ queryKey: PUBLIC_PROFILE_SETTING_QUERY_KEY });
}

/** PUT /api/profile/public: turns the public profile on or off. The caller shows failures. */
export function useSavePublicProfileSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof publicProfileSettingUpdateSchema>) =>
      apiRequest<PublicProfileSetting>('PUT', '/api/profile/public', input),
    onSuccess: (setting) => {
      if (setting) queryClient.setQueryData(PUBLIC_PROFILE_SETTING_QUERY_KEY, setting);
    },
  });
}
