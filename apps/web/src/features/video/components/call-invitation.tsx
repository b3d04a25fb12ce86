import { useEffect, useRef, useState } from 'react';
import { Phone, PhoneOff } from 'lucide-react';
import type { ServerMessageOf } from '@salahkar/domain/live-events';
import { VIDEO_CALL_CLOSE_DELAY_MS, type VideoCallStatus } from '@salahkar/domain/video-calls';
import { AlertDialogCancel, AlertDialogPanel } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { msg, T, useT } from '@/i18n';
import { useLiveEvent } from '@/lib/live/index.ts';
import { useDeclineVideoCall } from '../api/use-video-call-actions.ts';
import { useRingTone } from '../hooks/use-ring-tone.ts';

export type Invitation = ServerMessageOf<'video_call_invitation'>['data'];

/**
 * What the pop-up says, briefly, when the call stops ringing without this tab's answer (message
 * ids).
 */
const ANSWERED_ELSEWHERE = msg('video.invitation.answeredElsewhere');
const MISSED = msg('video.ended.missed');
const ENDED_OUTCOMES: Partial<Record<VideoCallStatus, string>> = {
  declined: msg('video.invitation.declinedElsewhere'),
  missed: MISSED,
  cancelled: msg('video.ended.cancelled'),
};

/**
 * The user's "Incoming video call" pop-up, with its ring, until they answer or decline, the call
 * is answered or declined on another of their devices, the professional hangs up, or the ring
 * time runs out (then the server marks the call missed). Escape only silences this tab: the call
 * keeps ringing elsewhere, and the case's chat still offers Join Call. Focus starts on Join, in
 * the brand's colour: answering is what the person most likely wants, and Escape or Decline are
 * one key away (decision 218). While it rings, the tab's title flashes and phones vibrate.
 */
export function CallInvitation({
  invitation,
  onJoin,
  onClose,
}: {
  invitation: Invitation;
  onJoin: (invitation: Invitation) => void;
  onClose: (callId: string) => void;
}) {
  const t = useT();
  const join = useRef<HTMLButtonElement>(null);
  const { callId } = invitation;
  const [outcome, setOutcome] = useState<string | null>(null);
  const decline = useDeclineVideoCall(invitation, () => onClose(callId));
  useRingTone(outcome === null, t('video.invitation.tabTitle', { name: invitation.fromName }));

  useEffect(() => {
    const timer = setTimeout(
      () => setOutcome(MISSED),
      Date.parse(invitation.ringsUntil) - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [invitation.ringsUntil]);

  useEffect(() => {
    if (outcome === null) return;
    const timer = setTimeout(() => onClose(callId), VIDEO_CALL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, onClose, callId]);

  // This tab answered or declined already when these come for it: it is gone or closing.
  useLiveEvent('video_call_joined', ({ data }) => {
    if (data.callId === callId) setOutcome(ANSWERED_ELSEWHERE);
  });
  useLiveEvent('video_call_ended', (message) => {
    if (message.callId === callId && !decline.isPending) {
      setOutcome(ENDED_OUTCOMES[message.videoCall.status] ?? msg('video.ended.ended'));
    }
  });

  return (
    <AlertDialogPanel
      open
      onOpenChange={(open) => !open && onClose(callId)}
      title={t('video.invitation.title')}
      initialFocus={join}
      description={
        <>
          <p>
            <T
              id="video.invitation.from"
              values={{ name: invitation.fromName }}
              components={{ 0: <span className="font-medium text-foreground" /> }}
            />
          </p>
          {invitation.message && (
            <p className="rounded-md bg-muted px-3 py-2 break-words whitespace-pre-line text-foreground">
              {invitation.message}
            </p>
          )}
          <p>
            <T
              id="video.invitation.case"
              values={{ title: invitation.consultationTitle }}
              components={{ 0: <span className="text-foreground" /> }}
            />
          </p>
        </>
      }
    >
      <p role="status" className="mt-4 text-sm font-medium empty:hidden">
        {outcome && t(outcome)}
      </p>
      {outcome === null && (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button
              variant="outline"
              loading={decline.isPending}
              onClick={(event) => {
                // Declining waits for the server's answer; the pop-up closes with it.
                event.preventDefault();
                decline.mutate();
              }}
            >
              {!decline.isPending && <PhoneOff aria-hidden="true" className="size-4" />}
              {t('video.invitation.decline')}
            </Button>
          </AlertDialogCancel>
          <Button
            ref={join}
            variant="primary"
            disabled={decline.isPending}
            onClick={() => onJoin(invitation)}
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('video.invitation.join')}
          </Button>
        </div>
      )}
    </AlertDialogPanel>
  );
}
