import { RoundStroke } from '@/components/layout/round-stroke.tsx';

/**
 * A client and an expert in conversation, with a verified badge and a rupee coin: drawn inline so
 * the landing page loads no images.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" aria-hidden="true" focusable="false" className={className}>
      <rect x="20" y="30" width="360" height="260" rx="28" fill="#e3f1f1" />
      <circle cx="330" cy="70" r="46" fill="#eceefb" />
      {/* the client */}
      <circle cx="110" cy="150" r="26" fill="#f3c9a5" />
      <path d="M84 146a26 26 0 0 1 52-4c-10-8-28-12-52 4z" fill="#2d2a26" />
      <path d="M62 250c0-34 22-58 48-58s48 24 48 58z" fill="#3f4ab8" />
      {/* the expert */}
      <circle cx="290" cy="160" r="26" fill="#c98f66" />
      <path d="M264 152c2-18 16-28 30-26 14 2 24 14 22 30-8-10-30-14-52-4z" fill="#1f2421" />
      <path d="M242 260c0-34 22-58 48-58s48 24 48 58z" fill="#0f5e66" />
      <path
        d="M278 204l12 18 12-18"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      {/* the client's question */}
      <rect x="60" y="60" width="130" height="54" rx="14" fill="#fff" />
      <path d="M92 114l-8 18 22-18z" fill="#fff" />
      <rect x="76" y="76" width="96" height="8" rx="4" fill="#cfc6b8" />
      <rect x="76" y="92" width="66" height="8" rx="4" fill="#cfc6b8" />
      {/* the expert's answer */}
      <rect x="212" y="84" width="130" height="44" rx="14" fill="#0f5e66" />
      <path d="M306 128l10 14 2-14z" fill="#0f5e66" />
      <rect x="228" y="100" width="86" height="8" rx="4" fill="#9ccfd1" />
      {/* verified badge */}
      <circle cx="318" cy="196" r="16" fill="#067647" />
      <RoundStroke d="M310 196l6 6 10-11" color="#fff" width="4" />
      {/* rupee coin */}
      <circle cx="200" cy="222" r="26" fill="#f5c451" stroke="#d69e2e" strokeWidth="4" />
      <RoundStroke
        d="M190 210h20M190 218h20M194 210c12 0 12 16 0 16h-4l16 14"
        color="#8a5a00"
        width="3.5"
      />
    </svg>
  );
}
