import type { ComponentProps, ReactNode } from 'react';
import { TitledCard } from '@/components/ui/card.tsx';
import { ListState } from '@/components/ui/list-state.tsx';

type ListStateProps = Omit<ComponentProps<typeof ListState>, 'isEmpty' | 'children'>;

/**
 * A paged list in its card: title, what it lists, an optional action beside them (a filter), and
 * its items, with the list's loading, failed and empty states and Load More.
 */
export function ListCard<Item extends { id: string }>({
  title,
  description,
  action,
  listLabel,
  listClassName = 'divide-y divide-border',
  items,
  renderItem,
  ...listState
}: ListStateProps & {
  title: string;
  description: string;
  action?: ReactNode;
  listLabel?: string;
  listClassName?: string;
  items: Item[];
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <TitledCard title={title} description={description} action={action}>
      <ListState {...listState} isEmpty={items.length === 0}>
        <ul aria-label={listLabel} className={listClassName}>
          {items.map(renderItem)}
        </ul>
      </ListState>
    </TitledCard>
  );
}
