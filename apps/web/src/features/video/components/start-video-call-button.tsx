import { Video } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useT } from '@/i18n';
import { useLiveStatus } from '@/lib/live/index.ts';
import { useStartVideoCall } from '../api/use-video-call-actions.ts';
import { preloadVideoCallDialog } from './lazy-video-call-dialog.ts';
import { useVideoCalls } from './video-call-host.tsx';

/**
 * The assigned professional's Start Video Call, shown exactly when the consultation's abilities
 * allow it. It rings the user, then opens the call dialog at "Calling…".
 */
export function StartVideoCallButton({
  consultation,
  size = 'sm',
}: {
  consultation: Consultation;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  const calls = useVideoCalls();
  const liveStatus = useLiveStatus();
  const start = useStartVideoCall();
  if (!consultation.abilities.startVideoCall || !calls) return null;

  const startCall = () => {
    // Without the live channel the caller would never hear the user answer.
    if (liveStatus !== 'open') {
      notify({
        title: t('video.problem.channelFailed'),
        description: t('video.start.needsChannel'),
        variant: 'error',
      });
      return;
    }
    preloadVideoCallDialog();
    start.mutate(consultation.id, {
      onSuccess: ({ videoCall }) =>
        calls.showCall({
          callId: videoCall.id,
          consultationId: videoCall.consultationId,
          side: 'initiator',
          peerName: videoCall.participantName,
        }),
    });
  };

  return (
    <Button
      variant="outline"
      size={size}
      loading={start.isPending}
      disabled={calls.shownCallId !== null}
      aria-haspopup="dialog"
      onClick={startCall}
    >
      {!start.isPending && <Video aria-hidden="true" className="size-4" />}
      {t('video.start.button')}
    </Button>
  );
}
