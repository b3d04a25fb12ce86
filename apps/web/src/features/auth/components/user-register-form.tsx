import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { userSignupSchema, type UserSignupInput } from '@salahkar/domain/schemas/auth';
import { useT } from '@/i18n';
import type { ShowFieldError } from '../hooks/use-registration-flow.ts';
import { AccountFields, EMPTY_ACCOUNT } from './account-fields.tsx';
import { TermsAndSubmit } from './terms-and-submit.tsx';

type FormInput = z.input<typeof userSignupSchema>;

/** The Register as User tab: someone looking for advice. */
export function UserRegisterForm({
  onSubmit,
  busy,
}: {
  /** Gets a way to show a server refusal (a taken email, a common password) beside its field. */
  onSubmit: (account: UserSignupInput, showFieldError: ShowFieldError) => void;
  busy: boolean;
}) {
  const t = useT();
  const form = useForm<FormInput, unknown, UserSignupInput>({
    resolver: zodResolver(userSignupSchema),
    defaultValues: EMPTY_ACCOUNT,
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((account) =>
          onSubmit(account, (field, message) =>
            form.setError(field, { message }, { shouldFocus: true }),
          ),
        )}
        className="space-y-4"
      >
        <AccountFields />
        <TermsAndSubmit submitLabel={t('auth.register.createUser')} busy={busy} />
      </form>
    </FormProvider>
  );
}
