import {
  createContext,
  useContext,
  useId,
  useMemo,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * Tabs after WAI-ARIA's tabs pattern: one tab in the page's tab order, the arrow keys (and Home,
 * End) move along the row and open the tab they reach, as Radix's tabs did with the same markup.
 *
 * Ours rather than Radix's because of what Radix's panel does as it mounts: its Presence reads
 * the panel's computed animation name from a ref callback, inside React's commit, which forces a
 * style pass over everything that commit has just inserted (the whole dashboard, on a member's
 * first screen), and sets state there, so a second render follows in the same task. Under
 * Lighthouse's trace, which records a script stack for every box such a pass lays out, that one
 * read was the longest task of the dashboard's load. Our panels never animate in or out, so there
 * is nothing to read.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error(`<${part}> belongs inside <Tabs>`);
  return tabs;
}

const idOf = (baseId: string, part: 'trigger' | 'content', value: string) =>
  `${baseId}-${part}-${value}`;

type TabsProps = ComponentProps<'div'> & {
  /** The open tab's value; '' when none is open yet (no tab is then selected). */
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  const tabs = useMemo(
    () => ({ value, select: onValueChange, baseId }),
    [value, onValueChange, baseId],
  );
  return (
    <TabsContext.Provider value={tabs}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** The tab a key moves to, as an index into the row's enabled tabs; undefined for other keys. */
function indexAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return undefined;
  }
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const moveAlong = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const current = row.findIndex((tab) => tab === event.target);
    if (current === -1) return;
    const next = indexAfterKey(event.key, current, row.length);
    if (next === undefined) return;
    event.preventDefault();
    // Focusing a tab opens it (TabsTrigger's onFocus), as a row of tabs does in automatic mode.
    row[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('flex flex-wrap gap-1 rounded-lg bg-muted p-1', className)}
      onKeyDown={moveAlong}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({
  value,
  className,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  const open = () => {
    if (!selected && !disabled) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'trigger', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'content', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      // One tab in the page's tab order: the open one. While none is open (the dashboard before
      // its counts), every tab is; the first one reached opens, and the rest leave the order.
      tabIndex={selected || tabs.value === '' ? 0 : -1}
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground',
        'hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      // A tab opens as the button goes down, before the click ends, as Radix's did: a screen
      // whose tab changes its address has the change under way by the time the click is done.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.button === 0 && !event.ctrlKey) open();
        // Kept from taking the focus, as Radix did, when the press does not open the tab.
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter' || event.key === ' ') open();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        open();
      }}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<'div'> & {
  value: string;
  /** Keeps the panel and its content mounted while another tab is open (hidden by the caller). */
  forceMount?: boolean;
};

export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  const shown = forceMount || selected;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'content', value)}
      aria-labelledby={idOf(tabs.baseId, 'trigger', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!shown}
      tabIndex={0}
      className={cn('mt-4', className)}
      {...props}
    >
      {shown && children}
    </div>
  );
}
