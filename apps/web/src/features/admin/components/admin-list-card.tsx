import { useId, type ComponentProps, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

type ListStateProps = Omit<ComponentProps<typeof ListState>, 'isEmpty' | 'children'>;

/** A status filter beside a list card's title: a labelled select of `children` options. */
export function ListFilter<Value extends string>({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}

/**
 * One of the admin console's paged lists in its card: title, what it lists, an optional filter
 * beside the title, and its items with Load More.
 */
export function AdminListCard<Item extends { id: string }>({
  title,
  description,
  filter,
  listLabel,
  listClassName = 'divide-y divide-border',
  items,
  renderItem,
  ...listState
}: ListStateProps & {
  title: string;
  description: string;
  filter?: ReactNode;
  listLabel: string;
  listClassName?: string;
  items: Item[];
  renderItem: (item: Item) => ReactNode;
}) {
  const heading = (
    <>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <Card>
      {filter ? (
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5">{heading}</div>
          {filter}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      <CardContent>
        <ListState {...listState} isEmpty={items.length === 0}>
          <ul aria-label={listLabel} className={listClassName}>
            {items.map(renderItem)}
          </ul>
        </ListState>
      </CardContent>
    </Card>
  );
}
