import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useResetTokenCheck } from '../api/use-reset-password.ts';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { BackToLoginLink } from './back-to-login-link.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function InvalidLink({ reason }: { reason: string }) {
  return (
    <AuthPageFrame
      focusHeading
      title="Invalid Reset Link"
      description="This password reset link cannot be used."
    >
      <div className="space-y-6 text-center">
        <LinkIcon aria-hidden="true" className="mx-auto size-12 text-destructive" />
        <p role="alert" className="text-sm font-medium text-destructive">
          {reason}
        </p>
        <p className="text-sm text-muted-foreground">
          Reset links work once and expire after an hour. Ask for a new one to continue.
        </p>
        <div className="space-y-3">
          <Link to="/forgot-password" className={buttonClasses({ className: 'w-full' })}>
            Request New Reset Link
          </Link>
          <BackToLoginLink />
        </div>
      </div>
    </AuthPageFrame>
  );
}

function ResetDone() {
  return (
    <AuthPageFrame
      focusHeading
      title="Password reset successful"
      description="Your password has been changed. Sign in with your new password."
    >
      <div className="space-y-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <Link to="/login" className={buttonClasses({ className: 'w-full' })}>
          Go to Login
        </Link>
      </div>
    </AuthPageFrame>
  );
}

/**
 * /reset-password?token=…: docs/product/rulings.md. The link's token is checked first, then
 * a good one gets the new-password form, and a finished reset leads to the login screen.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);

  if (done) return <ResetDone />;
  if (!token) return <InvalidLink reason="Reset token is missing" />;
  if (check.isPending) {
    return (
      <AuthPageFrame title="Reset your password" description="Checking your reset link…">
        <div className="flex justify-center py-6 text-primary">
          <Spinner className="size-8" label="Verifying your reset link…" />
        </div>
      </AuthPageFrame>
    );
  }
  if (check.isError) return <InvalidLink reason="Failed to verify reset token" />;
  if (!check.data.valid) return <InvalidLink reason={check.data.message} />;

  return (
    <AuthPageFrame
      title="Reset your password"
      description={
        check.data.email
          ? `Choose a new password for ${check.data.email}.`
          : 'Choose a new password for your Salahkar account.'
      }
    >
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthPageFrame>
  );
}
