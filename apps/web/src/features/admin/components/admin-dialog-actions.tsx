import { Button } from '@/components/ui/button.tsx';
import { DialogClose } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';

/**
 * Cancel and the submit button of an admin form dialog; both wait while the action runs. Cancel
 * closes the dialog, or calls `onCancel` when the form has somewhere else to go back to.
 */
export function AdminDialogActions({
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
  onCancel,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  onCancel?: () => void;
}) {
  const t = useT();
  const cancel = (
    <Button variant="outline" disabled={pending} onClick={onCancel}>
      {t('admin.dialog.cancel')}
    </Button>
  );
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" loading={pending} disabled={disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
