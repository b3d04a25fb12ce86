import { useCallback, useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';

/**
 * One side's video. Browsers may refuse to start a video on their own (autoplay with sound
 * before the person has interacted with the page): a button then starts it by hand.
 */
export function CallVideo({
  stream,
  label,
  playLabel,
  testId,
  muted = false,
  mirrored = false,
  className,
}: {
  stream: MediaStream | null;
  /** The video's accessible name ("Asha Rao's video"). */
  label: string;
  /** The button's name when autoplay was refused ("Play video"). */
  playLabel: string;
  testId: string;
  /** One's own preview: never played back, or the microphone would echo. */
  muted?: boolean;
  /** One's own camera, shown as in a mirror. */
  mirrored?: boolean;
  /** Where the video sits: the caller positions it (the preview floats over the other video). */
  className: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [blocked, setBlocked] = useState(false);

  const play = useCallback(() => {
    const video = ref.current;
    if (!video?.srcObject) return;
    // Older browsers return nothing from play(); a rejection is the autoplay policy.
    Promise.resolve()
      .then(() => video.play())
      .then(
        () => setBlocked(false),
        () => setBlocked(true),
      );
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    play();
  }, [stream, play]);

  return (
    <div className={className}>
      <video
        ref={ref}
        data-testid={testId}
        aria-label={label}
        autoPlay
        playsInline
        muted={muted}
        className={cn('size-full object-cover', mirrored && '-scale-x-100')}
      />
      {blocked && stream && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Button size="sm" onClick={play}>
            <Play aria-hidden="true" className="size-4" />
            {playLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
