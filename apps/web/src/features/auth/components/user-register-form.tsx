import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { userSignupSchema, UserSignupInput } from '@salahkar/domain/schemas/auth';
import { useT } from '@/i18n';
import type { ShowFieldError } from '../hooks/use-registration-flow.ts';
import { lazySchemaResolver } from '../lib/lazy-schema-form.ts';
import { AccountFields, EMPTY_ACCOUNT } from './account-fields.tsx';
import { RegisterFormFrame } from './register-form-frame.tsx';
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
    resolver: lazySchemaResolver('userSignupSchema'),
    defaultValues: EMPTY_ACCOUNT,
  });

  return (
    <RegisterFormFrame form={form} onValid={onSubmit}>
      <AccountFields />
      <TermsAndSubmit submitLabel={t('auth.register.createUser')} busy={busy} />
    </RegisterFormFrame>
  );
}
