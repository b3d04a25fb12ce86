import { CATEGORIES } from '@salahkar/domain/enums';
import { createProfessionSchema } from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect, SelectOptions } from '@/components/ui/native-select.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { categoryLabel, useT } from '@/i18n';
import { useAddProfession } from '../../api/use-admin-catalog.ts';
import { AdminDialogForm } from '../admin-form-dialog.tsx';
import { useAdminDialogForm } from '../use-admin-dialog-form.ts';

/** The five professions, by name: 'CA, Lawyer, Doctor, Engineer and Career Consultant'. */
function fiveNamed(t: ReturnType<typeof useT>): string {
  const five = CATEGORIES.map((category) => categoryLabel(category));
  return t('admin.professions.namedList', {
    first: five.slice(0, -1).join(', '),
    last: five.at(-1),
  });
}

/**
 * Add Profession: one of the five categories consultations carry, and the name people see.
 * Adding a switched-off one switches it back on. New categories are not created here: the rule
 * is said on screen (docs/decisions/160-admin-activity-and-availability.md).
 */
export function AddProfessionDialog(dialog: DialogState) {
  const t = useT();
  const { register, errors, dialogForm } = useAdminDialogForm(
    dialog,
    createProfessionSchema,
    { name: CATEGORIES[0], displayName: '' },
    useAddProfession(),
  );

  return (
    <AdminDialogForm
      {...dialogForm}
      title={t('admin.professions.add')}
      description={t('admin.professions.addDescription')}
      submitLabel={t('admin.professions.add')}
      pendingLabel={t('admin.professions.adding')}
    >
      <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
        {t('admin.professions.fiveRule', { professions: fiveNamed(t) })}
      </p>
      <FormField label={t('admin.professions.profession')} error={errors.name?.message}>
        <NativeSelect {...register('name')}>
          <SelectOptions values={CATEGORIES} label={categoryLabel} />
        </NativeSelect>
      </FormField>
      <FormField label={t('admin.professions.displayName')} error={errors.displayName?.message}>
        <Input
          maxLength={100}
          placeholder={t('admin.professions.displayNamePlaceholder')}
          {...register('displayName')}
        />
      </FormField>
    </AdminDialogForm>
  );
}
