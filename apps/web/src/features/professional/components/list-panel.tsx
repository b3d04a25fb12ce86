import type { ReactNode } from 'react';
import { TitledCard } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadMoreButton, type PagedQuery } from '@/components/ui/load-more-button.tsx';
import { useT } from '@/i18n';
import { CardListSkeleton } from '@/components/ui/skeleton.tsx';

export type PanelQuery = PagedQuery & { isPending: boolean };

/**
 * The rows of one dashboard list: a skeleton while loading, the empty text, or the items with
 * Load More while more pages exist. From the small breakpoint up the rows scroll in a box of
 * 24 rem (max height 96 units); on a phone a box that small would clip the cards, so the rows
 * flow with the page and Load More brings the rest.
 */
export function PanelList({
  label,
  query,
  isEmpty,
  emptyText,
  children,
}: {
  label: string;
  query: PanelQuery;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const t = useT();
  if (query.isPending)
    return <CardListSkeleton label={t('professional.list.loading', { label })} />;
  if (isEmpty) return <EmptyState title={emptyText} className="py-8" />;
  return (
    // A box that scrolls must be reachable by keyboard to be scrolled without a mouse.
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className="space-y-3 sm:max-h-96 sm:overflow-y-auto sm:pr-1"
    >
      <ul className="space-y-3">{children}</ul>
      <LoadMoreButton query={query} size="sm" />
    </div>
  );
}

/** A card of the professional dashboard: its title and line, then its content. */
export function PanelCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <TitledCard title={title} description={description}>
      {children}
    </TitledCard>
  );
}

/** One list of the professional dashboard in its card. */
export function ListPanel({
  title,
  description,
  ...list
}: {
  title: string;
  description: string;
  query: PanelQuery;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <PanelCard title={title} description={description}>
      <PanelList label={title} {...list} />
    </PanelCard>
  );
}
