import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MailCheck } from 'lucide-react';
import { RESET_TOKEN_TTL_MS } from '@salahkar/domain/limits';
import { emailOnlySchema } from '@salahkar/domain/schemas/auth';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { ApiError, errorMessageOf } from '@/lib/api-client.ts';
import { useForgotPassword } from '../api/use-forgot-password.ts';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { BackToLoginLink } from './back-to-login-link.tsx';

type FormInput = z.input<typeof emailOnlySchema>;
type FormOutput = z.output<typeof emailOnlySchema>;

const LINK_TTL_MINUTES = RESET_TOKEN_TTL_MS / 60_000;

function CheckYourEmail({ email, onTryAnother }: { email: string; onTryAnother: () => void }) {
  return (
    <AuthPageFrame
      focusHeading
      title="Check Your Email"
      description="If an account exists for that address, a reset link is on its way."
    >
      <div className="space-y-6 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-14 text-primary" />
        <p className="text-sm text-muted-foreground">
          We sent the link to <strong className="text-foreground">{email}</strong>. It works once
          and expires in {LINK_TTL_MINUTES} minutes. Check your spam folder if you do not see it.
        </p>
        <div className="space-y-3">
          <Button variant="outline" className="w-full" onClick={onTryAnother}>
            Try Another Email
          </Button>
          <BackToLoginLink variant="primary" />
        </div>
      </div>
    </AuthPageFrame>
  );
}

/** /forgot-password: asks for a reset link; the answer is the same whether or not the email exists. */
export function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const blank = !useWatch({ control, name: 'email' })?.trim();

  const onSubmit = ({ email }: FormOutput) =>
    forgotPassword.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          notify({ title: 'Reset link sent', variant: 'success' });
        },
        onError: (error) =>
          notify({
            title: 'Error',
            description:
              error instanceof ApiError
                ? errorMessageOf(error, 'Failed to send reset email')
                : 'An unexpected error occurred',
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
    <AuthPageFrame
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <Button
          type="submit"
          className="w-full"
          disabled={blank}
          loading={forgotPassword.isPending}
        >
          Send Reset Link
        </Button>
        <BackToLoginLink />
      </form>
    </AuthPageFrame>
  );
}
