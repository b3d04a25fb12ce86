import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useResetWhenClosed, useSchemaForm } from '@/lib/use-schema-form.ts';

/** What an admin dialog's form sends its values through: the action's mutation. */
interface DialogAction<Values> {
  mutate: (values: Values, options: { onSuccess: () => void }) => void;
  isPending: boolean;
}

/**
 * The form of an admin dialog that lives as long as the dialog (Add Profession, Add
 * Specialization): checked by `schema`, started afresh whenever the dialog closes, and sent
 * through `action`, which closes the dialog once it succeeds. `dialogForm` is what AdminDialogForm
 * takes besides its texts.
 */
export function useAdminDialogForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  { open, onOpenChange }: DialogState,
  schema: Schema,
  defaults: DefaultValues<z.input<Schema>>,
  action: DialogAction<z.output<Schema>>,
) {
  const form = useSchemaForm(schema, defaults);
  useResetWhenClosed(open, form.reset);
  const dialogForm = {
    open,
    onOpenChange,
    onSubmit: form.handleSubmit((values) =>
      action.mutate(values, { onSuccess: () => onOpenChange(false) }),
    ),
    pending: action.isPending,
  };
  return { ...form, dialogForm };
}
