import { RoundStroke } from './round-stroke.tsx';

/** The Salahkar mark: a speech bubble holding a check, drawn inline so no image is fetched. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4.2 3.4a.5.5 0 0 1-.8-.4V20a2.5 2.5 0 0 1-1-2z"
        fill="#fff"
      />
      <RoundStroke d="m12.5 14 2.3 2.3 4.7-4.6" color="currentColor" width="2" />
    </svg>
  );
}
