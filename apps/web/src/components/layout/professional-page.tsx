import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/back-link.tsx';
import { AccessDenied } from '@/components/layout/access-denied.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';

/**
 * A page of a professional's own (the wallet, the completed cases): anyone else is turned away
 * with `denied`; until the professional is approved, `notApproved` says why it is empty.
 */
export function ProfessionalPage({
  name,
  back,
  title,
  intro,
  denied,
  notApproved,
  children,
}: {
  /** Names the heading's id (`${name}-heading`). */
  name: string;
  back: string;
  title: string;
  intro: string;
  denied: string;
  notApproved: { title: string; description: string };
  children: ReactNode;
}) {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'professional') return <AccessDenied reason={denied} />;
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <BackLink to="/">{back}</BackLink>
      <h1 id={headingId} className="text-2xl font-semibold sm:text-3xl">
        {title}
      </h1>
      <p className="text-muted-foreground">{intro}</p>
      {user.isApproved ? children : <EmptyState {...notApproved} />}
    </section>
  );
}
