import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const HURRY_SECONDS = 2 * 60;

/** '14:05' from seconds. */
export function formatTimeLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A calm sentence for screen readers at a few moments only, not every second. */
function milestoneOf(seconds: number): string {
  if (seconds <= 60) return 'Less than a minute left to pay.';
  if (seconds <= 5 * 60) return 'Less than 5 minutes left to pay.';
  return '';
}

/** The hold's remaining time, ticking; amber in its last two minutes. */
export function HoldCountdown({ secondsLeft }: { secondsLeft: number }) {
  const hurry = secondsLeft <= HURRY_SECONDS;
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-lg p-3 text-sm',
        hurry ? 'bg-amber-50 text-warning' : 'bg-muted text-foreground',
      )}
    >
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        This offer is held for you for{' '}
        <strong role="timer" className="font-semibold tabular-nums">
          {formatTimeLeft(secondsLeft)}
        </strong>{' '}
        more. {hurry ? 'Please complete your payment now.' : 'Nothing is charged until you pay.'}
      </p>
      <span aria-live="polite" className="sr-only">
        {milestoneOf(secondsLeft)}
      </span>
    </div>
  );
}
