import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { VideoCallView } from '@salahkar/domain/schemas/video-calls';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { videoCallKeys } from '../api/video-call-keys.ts';
import { useVideoCalls } from '../components/video-call-host.tsx';

/**
 * What came of a call's link: it rings here, it rang out or was answered elsewhere (the person is
 * told so), or there was nothing to do (not their call to answer, or the server could not say).
 */
type CallLinkOutcome = 'ringing' | 'over' | 'none';

/**
 * `?call=<id>` on a case's page: the link of an incoming call's notification. The service worker
 * opens the same link for a tap on the notification and for its Join button, so a link never
 * joins by itself: while the call still rings for the reader, its pop-up opens here with Join
 * focused (one key press answers, and the camera starts on that press). A call that no longer
 * rings for them gets a calm word instead. The case's call is read afresh, since the link may be
 * old. `onHandled` runs once per link, so the page can drop it and a reload does not ring again.
 */
export function useCallFromLink({
  consultationId,
  consultationTitle,
  callId,
  onHandled,
}: {
  consultationId: string;
  consultationTitle: string;
  callId: string | null;
  onHandled: (outcome: CallLinkOutcome) => void;
}): void {
  const queryClient = useQueryClient();
  const ring = useVideoCalls()?.ring;
  // The latest callback and title, without asking the server again when they change.
  const latest = useRef({ onHandled, consultationTitle });
  useEffect(() => {
    latest.current = { onHandled, consultationTitle };
  });

  useEffect(() => {
    if (!callId || !ring) return;
    let cancelled = false;
    queryClient
      .fetchQuery<{ videoCall: VideoCallView | null }>({
        queryKey: videoCallKeys.ofConsultation(consultationId),
        staleTime: 0,
      })
      .then(
        ({ videoCall }) => {
          if (cancelled) return;
          const outcome = outcomeOf(videoCall, callId);
          if (outcome === 'ringing' && videoCall) {
            ring({
              from: videoCall.initiatorId ?? '',
              fromName: videoCall.initiatorName,
              message: videoCall.message,
              consultationId,
              consultationTitle: latest.current.consultationTitle,
              callId,
              ringsUntil: videoCall.ringsUntil,
            });
          } else if (outcome === 'over') {
            notify({
              title:
                videoCall?.id === callId && videoCall.status === 'active'
                  ? t('video.invitation.answeredElsewhere')
                  : t('video.link.ended'),
            });
          }
          latest.current.onHandled(outcome);
        },
        () => {
          if (!cancelled) latest.current.onHandled('none');
        },
      );
    return () => {
      cancelled = true;
    };
  }, [callId, consultationId, queryClient, ring]);
}

/**
 * The case's open call, else its latest, against the link's: a newer call means the linked one
 * is over. An open call the reader cannot join is theirs to have placed (the professional's own
 * link) while it rings, or was answered, by them or on another of their devices, once it runs.
 */
function outcomeOf(videoCall: VideoCallView | null, callId: string): CallLinkOutcome {
  if (videoCall?.id !== callId) return 'over';
  if (videoCall.abilities.join) return 'ringing';
  return videoCall.status === 'pending' ? 'none' : 'over';
}
