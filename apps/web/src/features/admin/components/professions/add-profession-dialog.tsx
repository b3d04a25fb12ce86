import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS } from '@salahkar/domain/enums';
import { createProfessionSchema } from '@salahkar/domain/schemas/admin-catalog';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useAddProfession } from '../../api/use-admin-catalog.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';

type ProfessionInput = z.input<typeof createProfessionSchema>;
type ProfessionOutput = z.output<typeof createProfessionSchema>;

/** The five professions, by name: 'Chartered Accountant, Lawyer, …, and Career Consultant'. */
const FIVE = CATEGORIES.map((category) => CATEGORY_LABELS[category]);
const FIVE_NAMED = `${FIVE.slice(0, -1).join(', ')} and ${FIVE.at(-1)}`;

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
      title="Add Profession"
      description="Professions are the fields people post consultations in."
    >
      <form
        noValidate
        onSubmit={handleSubmit((input) => add.mutate(input, { onSuccess: () => close(false) }))}
        className="space-y-4"
      >
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
          Salahkar offers consultations in five professions: {FIVE_NAMED}. Requests, offers, pricing
          and professional sign-up are all built around these five, so a new kind of profession
          cannot be created here. Choose one of them to add it back if it was removed, or to set the
          name people see.
        </p>
        <FormField label="Profession" error={errors.name?.message}>
          <NativeSelect {...register('name')}>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Display Name" error={errors.displayName?.message}>
          <Input maxLength={100} placeholder="Chartered Accountant" {...register('displayName')} />
        </FormField>
        <AdminDialogActions
          submitLabel="Add Profession"
          pendingLabel="Adding…"
          pending={add.isPending}
        />
      </form>
    </AdminFormDialog>
  );
}
