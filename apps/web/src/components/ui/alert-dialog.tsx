import type { ReactNode, RefObject } from 'react';
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { useT } from '@/i18n';
import { Button, type ButtonVariant } from './button.tsx';
import { useFocusReturn } from './focus-return.ts';
import type { DialogState } from './dialog.tsx';

/** The way out of an alert dialog: it takes the focus when the dialog opens. */
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

/**
 * A dialog that interrupts (role alertdialog): clicking outside does not dismiss it, Escape asks
 * `onOpenChange` to; on closing, the focus goes back to whatever had it when it opened. `children` come under the description; focus starts on the `AlertDialogCancel`
 * among them, or on `initialFocus` when the person came to do the other thing (a call's Join link).
 */
export function AlertDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  initialFocus,
  children,
}: {
  title: string;
  description: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
} & DialogState) {
  const { noteOpener, giveFocusBack } = useFocusReturn();
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialogPrimitive.Content
          onOpenAutoFocus={(event) => {
            noteOpener();
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={giveFocusBack}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-5 shadow-xl sm:p-6"
        >
          <AlertDialogPrimitive.Title className="text-lg font-semibold">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description asChild>
            <div className="mt-2 space-y-2 text-sm text-muted-foreground">{description}</div>
          </AlertDialogPrimitive.Description>
          {children}
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** What a ConfirmDialog is given; a dialog built on it passes on the part it does not change. */
export type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The way out, named for what it keeps when "Cancel" would be ambiguous ("Keep Consultation"). */
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  pending?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
} & DialogState;

/**
 * A confirmation that interrupts: focus starts on Cancel, clicking outside does not dismiss it,
 * and the confirm button shows progress while the action runs (the dialog stays open until the
 * caller closes it).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'destructive',
  pending = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <AlertDialogPanel
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      title={title}
      description={description}
    >
      {children}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <AlertDialogCancel asChild>
          <Button variant="outline" disabled={pending}>
            {cancelLabel ?? t('common.confirm.cancel')}
          </Button>
        </AlertDialogCancel>
        <Button
          variant={confirmVariant}
          loading={pending}
          onClick={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </AlertDialogPanel>
  );
}
