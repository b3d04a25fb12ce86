import { Toaster as SonnerToaster, toast } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@salahkar/domain/limits';

/** The toast region of the spec (section 9): one visible at a time, 5 s each, F8 to reach it. */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      hotkey={['F8']}
      swipeDirections={['right']}
      closeButton
      toastOptions={{
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
