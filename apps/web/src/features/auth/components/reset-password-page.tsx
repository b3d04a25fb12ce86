import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, LinkIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { validationText } from '@/lib/error-message.ts';
import { useResetTokenCheck } from '../api/use-reset-password.ts';
import { AuthOutcome, AuthPageFrame } from './auth-page-frame.tsx';
import { BackToLoginLink } from './back-to-login-link.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function InvalidLink({ reason }: { reason: string }) {
  const t = useT();
  return (
    <AuthOutcome
      title={t('auth.reset.invalidTitle')}
      description={t('auth.reset.invalidDescription')}
      icon={LinkIcon}
      iconClassName="size-12 text-destructive"
    >
      <p role="alert" className="text-sm font-medium text-destructive">
        {reason}
      </p>
      <p className="text-sm text-muted-foreground">{t('auth.reset.invalidBody')}</p>
      <div className="space-y-3">
        <Link to="/forgot-password" className={buttonClasses({ className: 'w-full' })}>
          {t('auth.reset.requestNew')}
        </Link>
        <BackToLoginLink />
      </div>
    </AuthOutcome>
  );
}

function ResetDone() {
  const t = useT();
  return (
    <AuthOutcome
      title={t('auth.reset.doneTitle')}
      description={t('auth.reset.doneDescription')}
      icon={CheckCircle2}
      iconClassName="size-14 text-success"
    >
      <Link to="/login" className={buttonClasses({ className: 'w-full' })}>
        {t('auth.reset.goToLogin')}
      </Link>
    </AuthOutcome>
  );
}

/**
 * /reset-password?token=…: docs/product/rulings.md. The link's token is checked first, then
 * a good one gets the new-password form, and a finished reset leads to the login screen.
 */
export function ResetPasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);

  if (done) return <ResetDone />;
  if (!token) return <InvalidLink reason={t('auth.reset.missingToken')} />;
  if (check.isPending) {
    return (
      <AuthPageFrame title={t('auth.reset.title')} description={t('auth.reset.checking')}>
        <div className="flex justify-center py-6 text-primary">
          <Spinner className="size-8" label={t('auth.reset.verifying')} />
        </div>
      </AuthPageFrame>
    );
  }
  if (check.isError) return <InvalidLink reason={t('auth.reset.verifyFailed')} />;
  if (!check.data.valid) return <InvalidLink reason={validationText(check.data.message)} />;

  return (
    <AuthPageFrame
      title={t('auth.reset.title')}
      description={
        check.data.email
          ? t('auth.reset.descriptionFor', { email: check.data.email })
          : t('auth.reset.description')
      }
    >
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthPageFrame>
  );
}
