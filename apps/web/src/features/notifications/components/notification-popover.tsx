import type { RefObject } from 'react';
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover.tsx';
import { NOTIFICATIONS_HEADING_ID, NotificationPanel } from './notification-panel.tsx';

/**
 * The bell's panel, placed under the bell (notification-bell.tsx), which stays its button: the
 * panel and Radix's positioning load when the bell is first pressed. Like a trigger of its own,
 * pressing the bell while the panel is open closes it, and closing it from inside hands focus
 * back to the bell.
 */
export function NotificationPopover({
  bell,
  open,
  onOpenChange,
  unread,
}: {
  bell: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: number;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={bell as RefObject<HTMLButtonElement>} />
      <PopoverContent
        aria-labelledby={NOTIFICATIONS_HEADING_ID}
        onInteractOutside={(event) => {
          // The bell's own click toggles the panel: closing here too would open it again.
          if (bell.current?.contains(event.target as Node)) event.preventDefault();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Closed from inside (Escape, a link): focus went with the panel. Else it stays where it went.
          if (!document.activeElement || document.activeElement === document.body) {
            bell.current?.focus();
          }
        }}
      >
        <NotificationPanel unread={unread} onNavigate={() => onOpenChange(false)} />
      </PopoverContent>
    </Popover>
  );
}
