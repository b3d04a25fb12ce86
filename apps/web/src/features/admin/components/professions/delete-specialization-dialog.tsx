import type { AdminSpecialization } from '@salahkar/domain/schemas/admin-catalog';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { useDeleteSpecialization } from '../../api/use-admin-catalog.ts';

/** The confirmation before a specialization is taken off the post form. */
export function DeleteSpecializationDialog({
  specialization,
  onOpenChange,
}: {
  specialization: AdminSpecialization | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteSpecialization();
  return (
    <ConfirmDialog
      open={specialization !== null}
      onOpenChange={onOpenChange}
      title="Delete Specialization"
      description={`New consultations can no longer choose ${specialization?.name ?? 'it'}. Consultations already posted keep it.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => {
        if (specialization) {
          remove.mutate(specialization.id, { onSuccess: () => onOpenChange(false) });
        }
      }}
    />
  );
}
