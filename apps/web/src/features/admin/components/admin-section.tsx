import type { ReactNode } from 'react';
import { useT } from '@/i18n';

/**
 * An admin's page (the dashboard, the console): the Admin Dashboard heading, the line under it
 * and the page's content. `name` names the heading's id (`${name}-heading`).
 */
export function AdminSection({
  name,
  subtitle,
  children,
}: {
  name: string;
  subtitle: string;
  children: ReactNode;
}) {
  const t = useT();
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h1 id={headingId} className="text-2xl font-semibold sm:text-3xl">
          {t('admin.page.title')}
        </h1>
        <p className="mt-2 text-muted-foreground">{subtitle}</p>
      </div>
      {children}
    </section>
  );
}
