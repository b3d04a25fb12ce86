import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  createSpecializationSchema,
  type AdminProfession,
} from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useT } from '@/i18n';
import { useAddSpecialization } from '../../api/use-admin-catalog.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';

type SpecializationInput = z.input<typeof createSpecializationSchema>;
type SpecializationOutput = z.output<typeof createSpecializationSchema>;

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
  open,
  onOpenChange,
}: {
  professions: AdminProfession[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const add = useAddSpecialization();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SpecializationInput, unknown, SpecializationOutput>({
    resolver: zodResolver(createSpecializationSchema),
    defaultValues: DEFAULTS,
  });
  // A closed dialog starts afresh next time.
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  return (
    <AdminFormDialog
      open={open}
      onOpenChange={close}
      pending={add.isPending}
      title={t('admin.professions.addSpecialization')}
      description={t('admin.professions.addSpecializationDescription')}
    >
      <form
        noValidate
        onSubmit={handleSubmit((input) => add.mutate(input, { onSuccess: () => close(false) }))}
        className="space-y-4"
      >
        <FormField label={t('admin.professions.specializationName')} error={errors.name?.message}>
          <Input
            maxLength={100}
            placeholder={t('admin.professions.specializationPlaceholder')}
            {...register('name')}
          />
        </FormField>
        <FormField
          label={t('admin.catalog.nameHi')}
          hint={t('admin.catalog.hindiHint')}
          error={errors.nameHi?.message}
        >
          <Input lang="hi" maxLength={100} {...register('nameHi')} />
        </FormField>
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
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('admin.professions.minPrice')} error={errors.minPrice?.message}>
            <Input type="number" inputMode="numeric" min={1} step={1} {...register('minPrice')} />
          </FormField>
          <FormField label={t('admin.professions.maxPrice')} error={errors.maxPrice?.message}>
            <Input type="number" inputMode="numeric" min={1} step={1} {...register('maxPrice')} />
          </FormField>
        </div>
        <AdminDialogActions
          submitLabel={t('admin.professions.addSpecialization')}
          pendingLabel={t('admin.professions.adding')}
          pending={add.isPending}
        />
      </form>
    </AdminFormDialog>
  );
}
