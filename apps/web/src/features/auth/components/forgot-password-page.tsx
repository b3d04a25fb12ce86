import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { RESET_TOKEN_TTL_MS } from '@salahkar/domain/limits';
import { emailOnlySchema } from '@salahkar/domain/schemas/auth';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { T, useT } from '@/i18n';
import { ApiError, errorMessageOf } from '@/lib/api-client.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useForgotPassword } from '../api/use-forgot-password.ts';
import { AuthOutcome, AuthPageFrame } from './auth-page-frame.tsx';
import { BackToLoginLink } from './back-to-login-link.tsx';

type FormOutput = z.output<typeof emailOnlySchema>;

const LINK_TTL_MINUTES = RESET_TOKEN_TTL_MS / 60_000;

function CheckYourEmail({ email, onTryAnother }: { email: string; onTryAnother: () => void }) {
  const t = useT();
  return (
    <AuthOutcome
      title={t('auth.forgot.sentTitle')}
      description={t('auth.forgot.sentDescription')}
      icon={MailCheck}
      iconClassName="size-14 text-primary"
    >
      <p className="text-sm text-muted-foreground">
        <T
          id="auth.forgot.sentBody"
          values={{ email, minutes: LINK_TTL_MINUTES }}
          components={{ 0: <strong className="text-foreground" /> }}
        />
      </p>
      <div className="space-y-3">
        <Button variant="outline" className="w-full" onClick={onTryAnother}>
          {t('auth.forgot.tryAnother')}
        </Button>
        <BackToLoginLink variant="primary" />
      </div>
    </AuthOutcome>
  );
}

/** /forgot-password: asks for a reset link; the answer is the same whether or not the email exists. */
export function ForgotPasswordPage() {
  const t = useT();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, control, reset, errors } = useSchemaForm(emailOnlySchema, {
    email: '',
  });
  const blank = !useWatch({ control, name: 'email' })?.trim();

  const onSubmit = ({ email }: FormOutput) =>
    forgotPassword.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          notify({ title: t('auth.forgot.sentToast'), variant: 'success' });
        },
        onError: (error) =>
          notify({
            title: t('auth.forgot.failedTitle'),
            description:
              error instanceof ApiError
                ? errorMessageOf(error, t('auth.forgot.failed'))
                : t('auth.forgot.unexpected'),
            variant: 'error',
          }),
      },
    );

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        onTryAnother={() => {
          reset({ email: '' });
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <AuthPageFrame title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <FormField label={t('auth.field.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Button
          type="submit"
          className="w-full"
          disabled={blank}
          loading={forgotPassword.isPending}
        >
          {t('auth.forgot.submit')}
        </Button>
        <BackToLoginLink />
      </form>
    </AuthPageFrame>
  );
}
