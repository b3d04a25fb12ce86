import type { ComponentProps } from 'react';
import * as PopoverPrimitive from '@radix-ui/react-popover';
import { cn } from '@/lib/cn.ts';

export const Popover = PopoverPrimitive.Root;
/** What the panel is placed against when it has no trigger of its own (`virtualRef`: an element). */
export const PopoverAnchor = PopoverPrimitive.Anchor;

/**
 * A panel anchored to its trigger: focus moves in when it opens and back to the trigger when it
 * closes; Escape and a click outside close it. Never wider than the screen less a margin.
 */
export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 8,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-border bg-card text-sm shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
