import { useRef } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import type { CallToShow } from '../call-to-show.ts';
import { statusLineOf } from '../engine/call-view.ts';
import { useCallSession } from '../hooks/use-call-session.ts';
import { CallControls } from './call-controls.tsx';
import { CallVideo } from './call-video.tsx';
import { ConnectionDetails } from './connection-details.tsx';

/**
 * The Video call dialog (lazy: it carries the WebRTC code): the other person large, one's own
 * preview small, the status line screen readers announce, the controls and the connection
 * details. It fills a phone's screen. Closing it hangs up.
 */
export function VideoCallDialog({
  call,
  onClosed,
}: {
  call: CallToShow;
  onClosed: (callId: string) => void;
}) {
  const t = useT();
  const { session, view } = useCallSession(call, onClosed);
  const contentRef = useRef<HTMLDivElement>(null);

  return (
    <Dialog open onOpenChange={(open) => !open && session.leave()}>
      <DialogContent
        ref={contentRef}
        title={t('video.dialog.title')}
        description={t('video.dialog.with', { name: call.peerName })}
        // The panel takes focus first, so its name is read, not "Mute".
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
        // Closing hangs up: a stray click beside the call (on a toast, say) must not.
        onInteractOutside={(event) => event.preventDefault()}
        className="flex flex-col gap-3 outline-none max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:max-w-none max-sm:rounded-none max-sm:border-0 max-sm:p-3 sm:h-[min(48rem,92dvh)] sm:max-w-4xl"
      >
        <div className="relative min-h-48 flex-1 overflow-hidden rounded-lg bg-ink">
          <CallVideo
            testId="remote-video"
            stream={view.remoteStream}
            label={t('video.dialog.peerVideo', { name: call.peerName })}
            playLabel={t('video.dialog.play')}
            className="relative size-full [&_video]:object-contain"
          />
          <CallVideo
            testId="local-video"
            stream={view.localStream}
            label={t('video.dialog.preview')}
            playLabel={t('video.dialog.playPreview')}
            muted
            mirrored
            className="absolute right-2 bottom-2 aspect-video w-28 overflow-hidden rounded-md border-2 border-card bg-ink shadow-lg sm:w-44"
          />
          {view.sharingScreen && (
            <p className="absolute top-2 left-2 rounded-md bg-ink/70 px-2 py-1 text-xs text-white">
              {t('video.dialog.sharing')}
            </p>
          )}
        </div>
        <p role="status" className="text-center text-sm font-medium">
          {statusLineOf(view, call)}
          {view.channelDown && (
            <span className="text-muted-foreground"> · {t('video.dialog.disconnected')}</span>
          )}
        </p>
        {view.problem && (
          <p
            role="alert"
            className="flex items-center justify-center gap-1.5 text-center text-sm text-destructive"
          >
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {view.problem}
          </p>
        )}
        <CallControls view={view} session={session} />
        <ConnectionDetails stats={view.stats} />
      </DialogContent>
    </Dialog>
  );
}
