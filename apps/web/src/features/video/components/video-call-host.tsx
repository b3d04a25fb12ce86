import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveStatus } from '@/lib/live/index.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { refreshConsultationVideoCall } from '../api/video-call-keys.ts';
import type { CallToShow } from '../call-to-show.ts';
import type { Invitation } from './call-invitation.tsx';
import { preloadVideoCallDialog, VideoCallDialog } from './lazy-video-call-dialog.ts';
import { CallInvitation, preloadCallInvitation } from './lazy-call-invitation.ts';

type VideoCalls = {
  /** Opens the call dialog in this tab: the caller's once the ring went out, the user's on Join. */
  showCall: (call: CallToShow) => void;
  /** The call this tab's dialog shows, if any. */
  shownCallId: string | null;
  /**
   * Rings in this tab for a call the live channel announced before the tab was open (the person
   * came from the call's notification): the pop-up opens with Join focused.
   */
  ring: (invitation: Invitation) => void;
};

/** The pop-up on screen. */
type Ringing = { invitation: Invitation };

const VideoCallsContext = createContext<VideoCalls | null>(null);

/**
 * The tab's video calls, mounted once in the signed-in frame so the user is rung on every
 * screen: the invitation pop-up, and the one call dialog (a lazy chunk). Each push about a call
 * makes its consultation's call stale for the screens that show it.
 */
export function VideoCallHost({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [ringing, setRinging] = useState<Ringing | null>(null);
  const [call, setCall] = useState<CallToShow | null>(null);

  // The pop-up's code (with Radix's alert dialog) is not on the first screen's path: it arrives
  // once the live channel is open, which is when this tab can be rung (and again on a ring, if
  // that fetch failed). Asked for at mount, it shared the link with the first screen's own files.
  // Asked for when the tab is next idle, not in the task the channel opens in: that is the home's
  // first moments, and starting nine files' fetches there made it one long task (decision 250).
  const liveStatus = useLiveStatus();
  useEffect(() => {
    if (liveStatus === 'open') return whenIdle(preloadCallInvitation);
  }, [liveStatus]);

  useLiveEvent('video_call_invitation', ({ data }) => {
    preloadCallInvitation();
    preloadVideoCallDialog();
    // A push for the call already on screen keeps the pop-up (and the focus where the person put it).
    setRinging((current) =>
      current?.invitation.callId === data.callId ? current : { invitation: data },
    );
    void refreshConsultationVideoCall(queryClient, data.consultationId);
  });
  useLiveEvent('video_call_joined', ({ data }) => {
    void refreshConsultationVideoCall(queryClient, data.consultationId);
  });
  useLiveEvent('video_call_ended', ({ consultationId }) => {
    void refreshConsultationVideoCall(queryClient, consultationId);
  });

  const showCall = useCallback((next: CallToShow) => {
    // Answering stops this tab's ring for that call.
    setRinging((current) => (current?.invitation.callId === next.callId ? null : current));
    setCall(next);
  }, []);
  // Closing is per call: a late close of an earlier call leaves a newer one alone.
  const closeInvitation = useCallback(
    (callId: string) =>
      setRinging((current) => (current?.invitation.callId === callId ? null : current)),
    [],
  );
  const ring = useCallback((invitation: Invitation) => {
    preloadCallInvitation();
    preloadVideoCallDialog();
    setRinging({ invitation });
  }, []);
  const closeCall = useCallback(
    (callId: string) => setCall((current) => (current?.callId === callId ? null : current)),
    [],
  );
  const joinInvitation = useCallback(
    ({ callId, consultationId, fromName }: Invitation) =>
      showCall({ callId, consultationId, side: 'participant', peerName: fromName }),
    [showCall],
  );

  const calls = useMemo(
    () => ({ showCall, shownCallId: call?.callId ?? null, ring }),
    [showCall, call?.callId, ring],
  );

  return (
    <VideoCallsContext.Provider value={calls}>
      {children}
      {ringing && (
        <Suspense fallback={null}>
          <CallInvitation
            key={ringing.invitation.callId}
            invitation={ringing.invitation}
            onJoin={joinInvitation}
            onClose={closeInvitation}
          />
        </Suspense>
      )}
      {call && (
        <Suspense fallback={null}>
          <VideoCallDialog key={call.callId} call={call} onClosed={closeCall} />
        </Suspense>
      )}
    </VideoCallsContext.Provider>
  );
}

/** The tab's calls; null outside a VideoCallHost (then no call can start there). */
export function useVideoCalls(): VideoCalls | null {
  return useContext(VideoCallsContext);
}
