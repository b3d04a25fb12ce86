import type { z } from 'zod';
import {
  updateSpecializationSchema,
  type AdminSpecialization,
} from '@salahkar/domain/schemas/admin-catalog';
import type { PickedDialogProps } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useUpdateSpecialization } from '../../api/use-admin-catalog.ts';
import { AdminForm } from '../admin-form.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';
import { HindiNameField, SpecializationPriceFields } from './specialization-fields.tsx';

type EditInput = z.input<typeof updateSpecializationSchema>;

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
  const { register, handleSubmit, errors } = useSchemaForm(
    updateSpecializationSchema,
    valuesOf(specialization),
  );
  return (
    <AdminForm
      onSubmit={handleSubmit((input) =>
        update.mutate({ id: specialization.id, input }, { onSuccess: onDone }),
      )}
      submitLabel={t('admin.catalog.save')}
      pendingLabel={t('admin.payouts.saving')}
      pending={update.isPending}
      onCancel={onDone}
    >
      <HindiNameField field={register('nameHi')} error={errors.nameHi?.message} />
      <SpecializationPriceFields
        fields={{ minPrice: register('minPrice'), maxPrice: register('maxPrice') }}
        errors={errors}
      />
    </AdminForm>
  );
}

/**
 * Edit a specialization: its Hindi name (shown on Hindi screens, decision 217) and its price
 * range in whole rupees. The English name stays: posted requests carry it.
 */
export function EditSpecializationDialog({
  specialization,
  onOpenChange,
}: PickedDialogProps<'specialization', AdminSpecialization>) {
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
