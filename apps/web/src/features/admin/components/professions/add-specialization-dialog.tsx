import type { z } from 'zod';
import {
  createSpecializationSchema,
  type AdminProfession,
} from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { useAddSpecialization } from '../../api/use-admin-catalog.ts';
import { AdminDialogForm } from '../admin-form-dialog.tsx';
import { useAdminDialogForm } from '../use-admin-dialog-form.ts';
import { HindiNameField, SpecializationPriceFields } from './specialization-fields.tsx';

type SpecializationInput = z.input<typeof createSpecializationSchema>;

// The spec's default bounds for a new specialization (docs/product/rulings.md, R-02).
const DEFAULTS: SpecializationInput = {
  name: '',
  nameHi: '',
  professionId: '',
  minPrice: '500',
  maxPrice: '2000',
};

/** Add Specialization: its name, its profession and its price range in whole rupees. */
export function AddSpecializationDialog({
  professions,
  ...dialog
}: {
  professions: AdminProfession[];
} & DialogState) {
  const t = useT();
  const { register, errors, dialogForm } = useAdminDialogForm(
    dialog,
    createSpecializationSchema,
    DEFAULTS,
    useAddSpecialization(),
  );

  return (
    <AdminDialogForm
      {...dialogForm}
      title={t('admin.professions.addSpecialization')}
      description={t('admin.professions.addSpecializationDescription')}
      submitLabel={t('admin.professions.addSpecialization')}
      pendingLabel={t('admin.professions.adding')}
    >
      <FormField label={t('admin.professions.specializationName')} error={errors.name?.message}>
        <Input
          maxLength={100}
          placeholder={t('admin.professions.specializationPlaceholder')}
          {...register('name')}
        />
      </FormField>
      <HindiNameField field={register('nameHi')} error={errors.nameHi?.message} />
      <FormField label={t('admin.professions.profession')} error={errors.professionId?.message}>
        <NativeSelect {...register('professionId')}>
          <option value="">{t('admin.professions.selectProfession')}</option>
          {professions.map((profession) => (
            <option key={profession.id} value={profession.id}>
              {profession.displayName}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <SpecializationPriceFields
        fields={{ minPrice: register('minPrice'), maxPrice: register('maxPrice') }}
        errors={errors}
      />
    </AdminDialogForm>
  );
}
