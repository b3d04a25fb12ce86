import { RoundStroke } from './round-stroke.tsx';

/**
 * The four steps of a consultation as a flow: request, offers, payment, consultation. Drawn inline
 * (no image is fetched) and decorative: the list beside it tells the same steps in words.
 */
export function WorkflowIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 420 120" aria-hidden="true" focusable="false" className={className}>
      <rect x="4" y="8" width="412" height="104" rx="20" fill="#e3f1f1" />
      {/* connectors */}
      <g stroke="#0f5e66" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M92 60h32m-8-7 8 7-8 7" />
        <path d="M196 60h32m-8-7 8 7-8 7" />
        <path d="M300 60h32m-8-7 8 7-8 7" />
      </g>
      {/* 1 · request: a form */}
      <circle cx="58" cy="60" r="32" fill="#fff" stroke="#0f5e66" strokeWidth="3" />
      <rect x="44" y="42" width="28" height="36" rx="4" fill="#3f4ab8" />
      <path d="M50 52h16M50 60h16M50 68h10" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      {/* 2 · counter offers: two bubbles */}
      <circle cx="162" cy="60" r="32" fill="#fff" stroke="#0f5e66" strokeWidth="3" />
      <rect x="142" y="42" width="26" height="18" rx="6" fill="#0f5e66" />
      <rect x="156" y="58" width="26" height="18" rx="6" fill="#3f4ab8" />
      <path d="M162 64h14M162 70h8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      {/* 3 · choose & pay: a rupee coin */}
      <circle cx="266" cy="60" r="32" fill="#fff" stroke="#0f5e66" strokeWidth="3" />
      <circle cx="266" cy="60" r="18" fill="#f5c451" stroke="#d69e2e" strokeWidth="3" />
      <RoundStroke
        d="M259 52h14M259 57h14M262 52c8 0 8 10 0 10h-3l10 9"
        color="#8a5a00"
        width="2.5"
      />
      {/* 4 · consultation: a chat with a check */}
      <circle cx="370" cy="60" r="32" fill="#0f5e66" />
      <path
        d="M352 46h36a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4h-22l-10 8v-8h-4a4 4 0 0 1-4-4V50a4 4 0 0 1 4-4z"
        fill="#fff"
      />
      <RoundStroke d="m362 59 5 5 10-10" color="#067647" width="3.5" />
    </svg>
  );
}
