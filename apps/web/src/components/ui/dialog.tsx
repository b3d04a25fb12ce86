import { useRef, type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/i18n';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/** A dialog whose opener keeps whether it is open (most dialogs: opened from a button or a menu). */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog panel: overlay, focus trap and Escape come from Radix. `title` is required because
 * every dialog needs an accessible name; `description` is read when the dialog opens. On closing,
 * focus goes back to whatever had it when the dialog opened (Radix only knows a `DialogTrigger`,
 * and many dialogs are opened from a menu item or another dialog's button).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { title: ReactNode; description?: ReactNode }) {
  const openerRef = useRef<HTMLElement | null>(null);
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      {/* Overlay and panel share one layer, so a dialog opened from a dialog dims the first. */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          openerRef.current = active instanceof HTMLElement ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const opener = openerRef.current;
          if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
          event.preventDefault();
          opener.focus();
        }}
        // Radix warns without a description; `undefined` opts out deliberately when there is none.
        aria-describedby={description ? undefined : props['aria-describedby']}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-xl border border-border bg-card p-5 shadow-xl sm:p-6',
          className,
        )}
        {...props}
      >
        <div className="mb-4 space-y-1.5 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={t('common.dialog.close')}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
