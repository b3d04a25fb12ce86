import { Button } from '@/components/ui/button.tsx';
import { DialogActions } from '@/components/ui/dialog.tsx';
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
  return (
    <DialogActions
      cancelLabel={t('admin.dialog.cancel')}
      pending={pending}
      onCancel={onCancel}
      className="pt-2"
    >
      <Button type="submit" loading={pending} disabled={disabled}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
