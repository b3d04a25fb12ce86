import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, Clock } from 'lucide-react';
import { PROFESSIONAL_REVIEW_TIME_TEXT } from '@salahkar/domain/limits';
import { Button } from '@/components/ui/button.tsx';
import { CURRENT_USER_QUERY_KEY } from '../api/current-user.ts';
import type { RegistrationResult } from '../hooks/use-registration-flow.ts';
import { afterSignInPath } from '../lib/sign-in-intent.ts';
import { AuthPageFrame } from './auth-page-frame.tsx';
import { BackToLoginLink } from './back-to-login-link.tsx';

function UserWelcome() {
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
    <AuthPageFrame
      focusHeading
      title="Welcome to Salahkar!"
      description="Account created successfully! You are now logged in."
    >
      <div className="space-y-6 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-success" />
        <p className="text-sm text-muted-foreground">
          Post your first request and verified professionals will send you counter offers.
        </p>
        <Button className="w-full" onClick={goToDashboard}>
          Go to Dashboard
        </Button>
      </div>
    </AuthPageFrame>
  );
}

function ProfessionalPending({ email }: { email: string }) {
  return (
    <AuthPageFrame
      focusHeading
      title="Registration submitted"
      description="Your professional account is awaiting admin review."
    >
      <div className="space-y-6 text-center">
        <Clock aria-hidden="true" className="mx-auto size-14 text-primary" />
        <div className="space-y-2 text-sm text-muted-foreground">
          <p>
            An admin will review your details and documents, which typically takes{' '}
            {PROFESSIONAL_REVIEW_TIME_TEXT}.
          </p>
          <p>
            We will send an email to <strong className="text-foreground">{email}</strong> once your
            account is approved. You can then sign in and start taking consultations.
          </p>
        </div>
        <BackToLoginLink variant="primary" />
      </div>
    </AuthPageFrame>
  );
}

/** The screen after registration (docs/product/rulings.md, R-33): a user goes in, a professional waits. */
export function RegistrationComplete({ result }: { result: RegistrationResult }) {
  if (result.role === 'professional') return <ProfessionalPending email={result.email} />;
  if (result.signedIn) return <UserWelcome />;
  return (
    <AuthPageFrame
      focusHeading
      title="Account created"
      description={result.message || 'Your account is ready. Sign in to continue.'}
    >
      <BackToLoginLink variant="primary" />
    </AuthPageFrame>
  );
}
