import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@salahkar/domain/limits';
import { useT } from '@/i18n';

// Below Tailwind's `sm` breakpoint the page is one column of cards: a toast at the bottom would
// sit on the very card it talks about (and on the assistant button), so phones get it at the top.
const PHONE_QUERY = '(max-width: 639px)';

function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** A page rendered ahead of time (the sign-in screens) places them as on a wide screen until taken over. */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}

const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';

/** Dialogs are portalled to the end of <body>: watching its children sees each open and close. */
function subscribeToDialogs(onChange: () => void): () => void {
  if (typeof MutationObserver !== 'function') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

function useIsDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribeToDialogs,
    () => document.querySelector(OPEN_DIALOG) !== null,
    () => false,
  );
}

/**
 * Where toasts appear. On phones at the top, except while a dialog is open: a dialog's title and
 * close button are at its top, so its toasts come from the bottom then. Wider screens keep them
 * bottom right, beside a dialog centred on the page.
 */
export function toastPosition(phone: boolean, dialogOpen: boolean) {
  if (!phone) return 'bottom-right' as const;
  return dialogOpen ? ('bottom-center' as const) : ('top-center' as const);
}

/** The toast region of the spec (docs/product/rulings.md, R-41): one visible at a time, 5 s each, F8 to reach it. */
export function Toaster() {
  const phone = useIsPhone();
  const dialogOpen = useIsDialogOpen();
  const position = toastPosition(phone, dialogOpen);
  const t = useT();
  return (
    <SonnerToaster
      position={position}
      mobileOffset={{ top: 8, bottom: 8, left: 8, right: 8 }}
      swipeDirections={
        position === 'top-center' ? ['top', 'right'] : phone ? ['bottom', 'right'] : ['right']
      }
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      hotkey={['F8']}
      closeButton
      containerAriaLabel={t('common.toast.region')}
      toastOptions={{
        closeButtonAriaLabel: t('common.toast.close'),
        classNames: {
          toast: 'border border-border bg-card text-foreground shadow-lg',
          description: 'text-muted-foreground',
          error: 'border-destructive/40',
          success: 'border-success/40',
        },
      }}
    />
  );
}

export type NotifyVariant = 'default' | 'success' | 'error';

/** Shows a toast with the spec's title/description pair. */
export function notify({
  title,
  description,
  variant = 'default',
}: {
  title: string;
  description?: string;
  variant?: NotifyVariant;
}): void {
  const show = variant === 'success' ? toast.success : variant === 'error' ? toast.error : toast;
  show(title, { description });
}
