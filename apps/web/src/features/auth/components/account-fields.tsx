import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@salahkar/domain/limits';
import type { userSignupSchema } from '@salahkar/domain/schemas/auth';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/i18n';
import { PasswordInput } from './password-input.tsx';

/** The fields every registration form has; both forms provide them through a FormProvider. */
export type AccountFormInput = z.input<typeof userSignupSchema>;

/** The blank account fields both forms start from (the terms box starts unticked). */
export const EMPTY_ACCOUNT = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
} as const;

/** Name, email and the new password twice. */
export function AccountFields() {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = useFormContext<AccountFormInput>();

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('auth.field.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={t('auth.field.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('auth.field.email')} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField
        label={t('auth.field.password')}
        hint={t('auth.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={t('auth.field.confirmPassword')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </>
  );
}
