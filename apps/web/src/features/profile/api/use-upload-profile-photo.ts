import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadUrlResponse } from '@salahkar/domain/schemas/profile';
import { notify } from '@/components/ui/toaster.tsx';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/current-user.ts';
import { t } from '@/i18n';
import { apiRequest, uploadToSignedUrl } from '@/lib/api-client.ts';
import { isAuthFailure } from '@/lib/auth-failures.ts';

/** The three calls of a photo upload, in order, for the progress bar. */
export const UPLOAD_STEPS = ['preparing', 'uploading', 'saving'] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number];

/**
 * docs/product/rulings.md: ask for a signed upload URL, PUT the image there, then point the
 * profile photo at it. `step` says which call is under way.
 */
export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<UploadStep | null>(null);

  const mutation = useMutation({
    mutationFn: async (photo: Blob) => {
      setStep('preparing');
      const { uploadURL } = await apiRequest<UploadUrlResponse>('POST', '/api/objects/upload');
      setStep('uploading');
      await uploadToSignedUrl(uploadURL, photo);
      setStep('saving');
      return apiRequest<CurrentUser>('PUT', '/api/profile/photo', { photoURL: uploadURL });
    },
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      notify({
        title: t('profile.photo.successTitle'),
        description: t('profile.photo.success'),
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
    onError: (error) => {
      if (isAuthFailure(error)) return;
      notify({
        title: t('profile.photo.failedTitle'),
        description: t('profile.photo.failed'),
        variant: 'error',
      });
    },
    onSettled: () => setStep(null),
  });

  return { ...mutation, step };
}
