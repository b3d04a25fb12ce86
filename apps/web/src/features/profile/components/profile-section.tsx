import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/**
 * A part of the profile dialog (phone, public profile, sessions): its icon, its heading and what
 * it is for, then `children`. `headingId` names the section, and lets a list inside it say so too.
 */
export function ProfileSection({
  icon: Icon,
  title,
  description,
  headingId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border border-border p-4">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/**
 * The part of a section that waits on a query: a placeholder while it loads, what failed in
 * words, else `children` with the data.
 */
export function SectionLoad<T>({
  query,
  failed,
  placeholderClassName = 'h-10 w-full',
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  failed: string;
  placeholderClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Skeleton className={placeholderClassName} />;
  if (query.isError || query.data === undefined) {
    return <p className="text-sm text-destructive">{failed}</p>;
  }
  return <>{children(query.data)}</>;
}
