import { BadgeCheck } from 'lucide-react';
import type { Verification } from '@salahkar/domain/verification';
import { verificationText, verifiedLabel } from '@/i18n';
import { cn } from '@/lib/cn.ts';

/**
 * A professional's badge: 'Verified Professional', then what an admin checked and when
 * ('Licence checked · Credentials reviewed · 12 Nov 2026', IST). Nothing at all for a professional
 * the server does not call verified (decision 216): the web never works it out itself.
 */
export function VerificationBadge({
  verification,
  className,
}: {
  verification: Verification;
  className?: string;
}) {
  const details = verificationText(verification);
  if (!details) return null;
  return (
    <p className={cn('text-xs', className)}>
      <span className="inline-flex items-center gap-1 font-medium text-success">
        <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
        {verifiedLabel()}
      </span>
      <span className="block text-muted-foreground">{details}</span>
    </p>
  );
}
