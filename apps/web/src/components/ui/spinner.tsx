import { cn } from '@/lib/cn.ts';
import { useT } from '@/i18n';

/** A spinning ring. Decorative by default; give it a `label` to announce it as a status. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  const ring = (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('size-4 animate-spin', className)}
    >
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="3"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The full-screen wait shown while the signed-in person is being identified. */
export function FullScreenSpinner() {
  const t = useT();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background text-primary">
      <Spinner className="size-10" label={t('common.loading')} />
    </div>
  );
}
