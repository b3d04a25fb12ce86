import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { useDeleteConsultation } from '../api/use-manage-consultation.ts';

/** The Delete confirmation of a request (docs/product/rulings.md, R-17), with its exact wording. */
export function DeleteConsultationDialog({
  consultationId,
  open,
  onOpenChange,
}: {
  consultationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteConsultation(consultationId);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Consultation Request"
      description="Are you sure you want to delete this consultation request? This action cannot be undone."
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    />
  );
}
