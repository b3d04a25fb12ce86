import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { refreshConsultationVideoCall } from './video-call-keys.ts';
import { declineVideoCall, notifyVideoCall } from './video-call-requests.ts';

/** Start Video Call: rings the user of the case wherever they are signed in. */
export function useStartVideoCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyVideoCall,
    onSuccess: ({ videoCall }) => {
      notify({
        title: t('video.toast.sentTitle'),
        description: t('video.toast.sentDescription', { name: videoCall.participantName }),
        variant: 'success',
      });
      return refreshConsultationVideoCall(queryClient, videoCall.consultationId);
    },
    onError: (error) => notifyFailure(error, t('video.toast.error'), t('video.toast.sendFailed')),
  });
}

/**
 * Decline, from the invitation. `onDone` runs once the call is no longer ringing for this
 * person: declined now, or already over (409: cancelled, missed, answered elsewhere).
 */
export function useDeclineVideoCall(
  { callId, consultationId }: { callId: string; consultationId: string },
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => declineVideoCall(callId),
    onSuccess: () => {
      onDone();
      return refreshConsultationVideoCall(queryClient, consultationId);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onDone();
      else notifyFailure(error, t('video.toast.declineFailed'), t('video.toast.tryAgain'));
    },
  });
}
