import { Clock } from 'lucide-react';
import { T, t } from '@/i18n';
import { cn } from '@/lib/cn.ts';

const HURRY_SECONDS = 2 * 60;

/** '14:05' from seconds. */
export function formatTimeLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A calm sentence for screen readers at a few moments only, not every second. */
function milestoneOf(seconds: number): string {
  if (seconds <= 60) return t('checkout.hold.lastMinute');
  if (seconds <= 5 * 60) return t('checkout.hold.lastFiveMinutes');
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
        <T
          id={hurry ? 'checkout.hold.hurry' : 'checkout.hold.calm'}
          values={{ time: formatTimeLeft(secondsLeft) }}
          components={{ 0: <strong role="timer" className="font-semibold tabular-nums" /> }}
        />
      </p>
      <span aria-live="polite" className="sr-only">
        {milestoneOf(secondsLeft)}
      </span>
    </div>
  );
}
