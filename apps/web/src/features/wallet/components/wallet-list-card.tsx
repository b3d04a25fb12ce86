import type { ComponentProps, ReactNode } from 'react';
import { TitledCard } from '@/components/ui/card.tsx';
import { ListState } from '@/components/ui/list-state.tsx';

type ListStateProps = Omit<ComponentProps<typeof ListState>, 'isEmpty' | 'children'>;

/** One of the wallet's paged lists in its card: title, what it lists, and its items. */
export function WalletListCard<Item extends { id: string }>({
  title,
  description,
  items,
  renderItem,
  ...listState
}: ListStateProps & {
  title: string;
  description: string;
  items: Item[];
  renderItem: (item: Item) => ReactNode;
}) {
  return (
    <TitledCard title={title} description={description}>
      <ListState {...listState} isEmpty={items.length === 0}>
        <ul className="divide-y divide-border">{items.map(renderItem)}</ul>
      </ListState>
    </TitledCard>
  );
}
