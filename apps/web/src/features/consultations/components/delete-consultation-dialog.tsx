import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { useDeleteConsultation } from '../api/use-manage-consultation.ts';

/** The Delete confirmation of a request (docs/product/rulings.md, R-17), with its exact wording. */
export function DeleteConsultationDialog({
  consultationId,
  open,
  onOpenChange,
}: {
  consultationId: string;
} & DialogState) {
  const t = useT();
  const remove = useDeleteConsultation(consultationId);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('consultations.delete.title')}
      description={t('consultations.delete.description')}
      confirmLabel={t('consultations.delete.confirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
