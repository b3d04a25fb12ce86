import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, Clock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { T, useT } from '@/i18n';
import { CURRENT_USER_QUERY_KEY } from '@/lib/current-user.ts';
import type { RegistrationResult } from '../hooks/use-registration-flow.ts';
import { afterSignInPath } from '../lib/sign-in-intent.ts';
import { AuthOutcome, AuthPageFrame } from './auth-page-frame.tsx';
import { BackToLoginLink } from './back-to-login-link.tsx';

function UserWelcome() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  // The session exists since registration; reloading the current user lets every guard see it.
  // With a field chosen on the landing page, the dashboard opens the post form for it.
  async function goToDashboard() {
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    navigate(afterSignInPath(search), { replace: true });
  }

  return (
    <AuthOutcome
      title={t('auth.welcome.title')}
      description={t('auth.welcome.description')}
      icon={CheckCircle2}
      iconClassName="size-14 text-success"
    >
      <p className="text-sm text-muted-foreground">{t('auth.welcome.body')}</p>
      <Button className="w-full" onClick={goToDashboard}>
        {t('auth.welcome.dashboard')}
      </Button>
    </AuthOutcome>
  );
}

function ProfessionalPending({ email }: { email: string }) {
  const t = useT();
  return (
    <AuthOutcome
      title={t('auth.pending.title')}
      description={t('auth.pending.description')}
      icon={Clock}
      iconClassName="size-14 text-primary"
    >
      <div className="space-y-2 text-sm text-muted-foreground">
        <p>{t('auth.pending.review')}</p>
        <p>
          <T
            id="auth.pending.email"
            values={{ email }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
        </p>
      </div>
      <BackToLoginLink variant="primary" />
    </AuthOutcome>
  );
}

/** The screen after registration (docs/product/rulings.md, R-33): a user goes in, a professional waits. */
export function RegistrationComplete({ result }: { result: RegistrationResult }) {
  const t = useT();
  if (result.role === 'professional') return <ProfessionalPending email={result.email} />;
  if (result.signedIn) return <UserWelcome />;
  return (
    <AuthPageFrame
      focusHeading
      title={t('auth.created.title')}
      description={result.message || t('auth.created.description')}
    >
      <BackToLoginLink variant="primary" />
    </AuthPageFrame>
  );
}
