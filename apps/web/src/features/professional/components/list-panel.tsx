import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadMoreButton, type PagedQuery } from '@/components/ui/load-more-button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

type PanelQuery = PagedQuery & { isPending: boolean };

/**
 * One list of the professional dashboard in a card: progress while loading, the empty text, or
 * the items in a box that scrolls past 24 rem, with Load More while more pages exist.
 */
export function ListPanel({
  title,
  description,
  query,
  isEmpty,
  emptyText,
  children,
}: {
  title: string;
  description: string;
  query: PanelQuery;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="flex justify-center py-8 text-primary">
            <Spinner label={`Loading ${title}…`} className="size-6" />
          </div>
        ) : isEmpty ? (
          <EmptyState title={emptyText} className="py-8" />
        ) : (
          // A box that scrolls must be reachable by keyboard to be scrolled without a mouse.
          <div
            role="group"
            aria-label={title}
            tabIndex={0}
            className="max-h-96 space-y-3 overflow-y-auto pr-1"
          >
            <ul className="space-y-3">{children}</ul>
            <LoadMoreButton query={query} size="sm" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
