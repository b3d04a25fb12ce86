import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { userSignupSchema, type UserSignupInput } from '@salahkar/domain/schemas/auth';
import { AccountFields, EMPTY_ACCOUNT } from './account-fields.tsx';
import { TermsAndSubmit } from './terms-and-submit.tsx';

type FormInput = z.input<typeof userSignupSchema>;

/** The Register as User tab: someone looking for advice. */
export function UserRegisterForm({
  onSubmit,
  busy,
}: {
  onSubmit: (account: UserSignupInput) => void;
  busy: boolean;
}) {
  const form = useForm<FormInput, unknown, UserSignupInput>({
    resolver: zodResolver(userSignupSchema),
    defaultValues: EMPTY_ACCOUNT,
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
        <AccountFields />
        <TermsAndSubmit submitLabel="Create User Account" busy={busy} />
      </form>
    </FormProvider>
  );
}
