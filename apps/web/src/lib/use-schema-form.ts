import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A form checked by a zod schema (most often the server's own), typed by what the schema takes
 * and what it gives, so forms need not spell out both types. `errors` is the form state's, read
 * here so the form shows errors as they change.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  return { ...form, errors: form.formState.errors };
}

/** A dialog's form starts afresh each time the dialog opens, however it was closed. */
export function useResetWhenClosed(open: boolean, reset: () => void) {
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
}
