import type { AdminSpecialization } from '@salahkar/domain/schemas/admin-catalog';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import type { PickedDialogProps } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { useDeleteSpecialization } from '../../api/use-admin-catalog.ts';

/** The confirmation before a specialization is taken off the post form. */
export function DeleteSpecializationDialog({
  specialization,
  onOpenChange,
}: PickedDialogProps<'specialization', AdminSpecialization>) {
  const t = useT();
  const remove = useDeleteSpecialization();
  return (
    <ConfirmDialog
      open={specialization !== null}
      onOpenChange={onOpenChange}
      title={t('admin.professions.deleteTitle')}
      description={
        specialization
          ? t('admin.professions.deleteDescription', { name: specialization.name })
          : t('admin.professions.deleteDescriptionNoName')
      }
      confirmLabel={t('admin.professions.delete')}
      pending={remove.isPending}
      onConfirm={() => {
        if (specialization) {
          remove.mutate(specialization.id, { onSuccess: () => onOpenChange(false) });
        }
      }}
    />
  );
}
