import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CATEGORIES } from '@salahkar/domain/enums';
import { createProfessionSchema } from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { categoryLabel, useT } from '@/i18n';
import { useAddProfession } from '../../api/use-admin-catalog.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';

type ProfessionInput = z.input<typeof createProfessionSchema>;
type ProfessionOutput = z.output<typeof createProfessionSchema>;

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
export function AddProfessionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const add = useAddProfession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfessionInput, unknown, ProfessionOutput>({
    resolver: zodResolver(createProfessionSchema),
    defaultValues: { name: CATEGORIES[0], displayName: '' },
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
      title={t('admin.professions.add')}
      description={t('admin.professions.addDescription')}
    >
      <form
        noValidate
        onSubmit={handleSubmit((input) => add.mutate(input, { onSuccess: () => close(false) }))}
        className="space-y-4"
      >
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
          {t('admin.professions.fiveRule', { professions: fiveNamed(t) })}
        </p>
        <FormField label={t('admin.professions.profession')} error={errors.name?.message}>
          <NativeSelect {...register('name')}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('admin.professions.displayName')} error={errors.displayName?.message}>
          <Input
            maxLength={100}
            placeholder={t('admin.professions.displayNamePlaceholder')}
            {...register('displayName')}
          />
        </FormField>
        <AdminDialogActions
          submitLabel={t('admin.professions.add')}
          pendingLabel={t('admin.professions.adding')}
          pending={add.isPending}
        />
      </form>
    </AdminFormDialog>
  );
}
