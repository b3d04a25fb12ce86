import type { ComponentProps } from 'react';
import { ListState } from '@/components/ui/list-state.tsx';
import { CardListSkeleton } from '@/components/ui/skeleton.tsx';

/**
 * A dashboard tab's list: its cards sketched while it loads, then what ListState shows (a retry,
 * the empty text, the list with Load More).
 */
export function TabListState(props: ComponentProps<typeof ListState>) {
  if (props.query.isPending) return <CardListSkeleton label={props.loadingLabel} />;
  return <ListState {...props} />;
}
