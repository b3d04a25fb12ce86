import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@salahkar/domain/limits';
import { resetPasswordSchema } from '@salahkar/domain/schemas/auth';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useT } from '@/i18n';
import { errorMessageOf } from '@/lib/api-client.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useResetPassword } from '../api/use-reset-password.ts';
import { PasswordInput } from './password-input.tsx';

type FormOutput = z.output<typeof resetPasswordSchema>;

/** The new password, twice, for the account the reset link belongs to. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const resetPassword = useResetPassword();
  const { register, handleSubmit, errors } = useSchemaForm(resetPasswordSchema, {
    token,
    password: '',
    confirmPassword: '',
  });

  const onSubmit = (input: FormOutput) =>
    resetPassword.mutate(input, {
      onSuccess: () => {
        notify({ title: t('auth.reset.doneTitle'), variant: 'success' });
        onDone();
      },
      onError: (error) =>
        notify({
          title: t('auth.reset.failedTitle'),
          description: errorMessageOf(error, t('auth.reset.failed')),
          variant: 'error',
        }),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {errors.token?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.token.message}
        </p>
      )}
      <FormField
        label={t('auth.reset.newPassword')}
        hint={t('auth.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" autoFocus {...register('password')} />
      </FormField>
      <FormField label={t('auth.reset.confirmNew')} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" loading={resetPassword.isPending}>
        {t('auth.reset.submit')}
      </Button>
    </form>
  );
}
