import { useQuery } from '@tanstack/react-query';
import { Video } from 'lucide-react';
import type { VideoCallView } from '@salahkar/domain/schemas/video-calls';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { videoCallKeys } from '../api/video-call-keys.ts';
import { useVideoCalls } from './video-call-host.tsx';

/**
 * Join Call on a case's screens while its call rings for the reader: the page may have opened
 * (or the live channel reconnected) after the invitation went out, or the pop-up was silenced.
 */
export function JoinWaitingCallButton({
  consultationId,
  size = 'sm',
}: {
  consultationId: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  const calls = useVideoCalls();
  // Read afresh on every showing: a ring lasts a minute.
  const { data } = useQuery<{ videoCall: VideoCallView | null }>({
    queryKey: videoCallKeys.ofConsultation(consultationId),
    staleTime: 0,
    enabled: calls !== null,
  });
  const waiting = data?.videoCall;
  if (!calls || !waiting?.abilities.join || calls.shownCallId === waiting.id) return null;
  return (
    <Button
      variant="accent"
      size={size}
      aria-haspopup="dialog"
      onClick={() =>
        calls.showCall({
          callId: waiting.id,
          consultationId,
          side: 'participant',
          peerName: waiting.initiatorName,
        })
      }
    >
      <Video aria-hidden="true" className="size-4" />
      {t('video.invitation.join')}
    </Button>
  );
}
