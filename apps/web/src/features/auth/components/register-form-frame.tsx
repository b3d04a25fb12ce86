import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { AccountField, ShowFieldError } from '../hooks/use-registration-flow.ts';
import { warmAuthSchemas } from '../lib/lazy-schema-form.ts';

/**
 * A registration tab's form, the same for users and professionals: its schema's download starts
 * on first focus, and a submit the schema passes goes to `onValid` with a way to show a server
 * refusal beside its field (focused, as the schema's own refusals are).
 */
export function RegisterFormFrame<
  Input extends FieldValues & Record<AccountField, unknown>,
  Output,
>({
  form,
  onValid,
  children,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  onValid: (account: Output, showFieldError: ShowFieldError) => void;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onFocus={warmAuthSchemas}
        onSubmit={form.handleSubmit((account) =>
          onValid(account, (field, message) =>
            // Every registration form has the account's fields (the type above says so).
            form.setError(field as Path<Input>, { message }, { shouldFocus: true }),
          ),
        )}
        className="space-y-4"
      >
        {children}
      </form>
    </FormProvider>
  );
}
