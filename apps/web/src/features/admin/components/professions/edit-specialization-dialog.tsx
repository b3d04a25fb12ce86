import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  updateSpecializationSchema,
  type AdminSpecialization,
} from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/i18n';
import { useUpdateSpecialization } from '../../api/use-admin-catalog.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';

type EditInput = z.input<typeof updateSpecializationSchema>;
type EditOutput = z.output<typeof updateSpecializationSchema>;

function valuesOf(specialization: AdminSpecialization): EditInput {
  return {
    nameHi: specialization.nameHi ?? '',
    minPrice: String(specialization.minPrice),
    maxPrice: String(specialization.maxPrice),
  };
}

/** The form, mounted per specialization so it starts from that one's values. */
function EditSpecializationForm({
  specialization,
  onDone,
}: {
  specialization: AdminSpecialization;
  onDone: () => void;
}) {
  const t = useT();
  const update = useUpdateSpecialization();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditInput, unknown, EditOutput>({
    resolver: zodResolver(updateSpecializationSchema),
    defaultValues: valuesOf(specialization),
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) =>
        update.mutate({ id: specialization.id, input }, { onSuccess: onDone }),
      )}
      className="space-y-4"
    >
      <FormField
        label={t('admin.catalog.nameHi')}
        hint={t('admin.catalog.hindiHint')}
        error={errors.nameHi?.message}
      >
        <Input lang="hi" maxLength={100} {...register('nameHi')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.professions.minPrice')} error={errors.minPrice?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('minPrice')} />
        </FormField>
        <FormField label={t('admin.professions.maxPrice')} error={errors.maxPrice?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('maxPrice')} />
        </FormField>
      </div>
      <AdminDialogActions
        submitLabel={t('admin.catalog.save')}
        pendingLabel={t('admin.payouts.saving')}
        pending={update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/**
 * Edit a specialization: its Hindi name (shown on Hindi screens, decision 217) and its price
 * range in whole rupees. The English name stays: posted requests carry it.
 */
export function EditSpecializationDialog({
  specialization,
  onOpenChange,
}: {
  specialization: AdminSpecialization | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <AdminFormDialog
      open={specialization !== null}
      onOpenChange={onOpenChange}
      pending={false}
      title={t('admin.catalog.editTitle', { name: specialization?.name ?? '' })}
      description={t('admin.catalog.editDescription')}
    >
      {specialization && (
        <EditSpecializationForm
          key={specialization.id}
          specialization={specialization}
          onDone={() => onOpenChange(false)}
        />
      )}
    </AdminFormDialog>
  );
}
