import { useRef, type ComponentProps, type ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/i18n';
import { Button } from './button.tsx';
import { useFocusReturn } from './focus-return.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

/** A dialog whose opener keeps whether it is open (most dialogs: opened from a button or a menu). */
export interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog about one item of a list, open while one is picked (`null`: closed); its opener keeps
 * the pick and drops it when the dialog closes. `Name` is the prop the item comes in.
 */
export type PickedDialogProps<Name extends string, Item> = { [K in Name]: Item | null } & Pick<
  DialogState,
  'onOpenChange'
>;

/** The `onOpenChange` of a picked dialog: closing it drops the pick (`setPicked(null)`). */
export function unpickWhenClosed(setPicked: (item: null) => void): (open: boolean) => void {
  return (open) => {
    if (!open) setPicked(null);
  };
}

/**
 * The dialog panel: overlay, focus trap and Escape come from Radix. `title` is required because
 * every dialog needs an accessible name; `description` is read when the dialog opens. On closing,
 * focus goes back to whatever had it when the dialog opened (Radix only knows a `DialogTrigger`,
 * and many dialogs are opened from a menu item or another dialog's button). With `opensOnTitle`
 * focus starts on the title instead of the first control: for a dialog read before anything is
 * done in it, where a stray Enter must not press its first button.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  opensOnTitle = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  opensOnTitle?: boolean;
}) {
  const { noteOpener, giveFocusBack } = useFocusReturn();
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const t = useT();
  return (
    <DialogPrimitive.Portal>
      {/* Overlay and panel share one layer, so a dialog opened from a dialog dims the first. */}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          noteOpener();
          onOpenAutoFocus?.(event);
          if (opensOnTitle && !event.defaultPrevented && titleRef.current) {
            event.preventDefault();
            titleRef.current.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          giveFocusBack(event);
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
          <DialogPrimitive.Title
            ref={titleRef}
            tabIndex={opensOnTitle ? -1 : undefined}
            className="text-lg font-semibold"
          >
            {title}
          </DialogPrimitive.Title>
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

/**
 * A dialog its opener keeps open or closed, drawn with its panel: most dialogs are exactly this
 * pair, so they write it once. With `pending` (the dialog's action is running) neither Escape,
 * the overlay nor the close button closes it, so the answer is not lost.
 */
export function DialogFrame({
  open,
  onOpenChange,
  pending = false,
  ...panel
}: DialogState & { pending?: boolean } & ComponentProps<typeof DialogContent>) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent {...panel} />
    </Dialog>
  );
}

/**
 * A dialog's buttons, stacked on a phone with the action on top and in a row on a wide screen:
 * Cancel (or Close) first, then the action(s) given as children. Cancel waits while the action
 * runs (`pending`); it closes the dialog, or calls `onCancel` when there is somewhere to go back to.
 */
export function DialogActions({
  cancelLabel,
  pending = false,
  onCancel,
  className,
  children,
}: {
  cancelLabel: ReactNode;
  pending?: boolean;
  onCancel?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const cancel = (
    <Button variant="outline" disabled={pending} onClick={onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      {children}
    </div>
  );
}
