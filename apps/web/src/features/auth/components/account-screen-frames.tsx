import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { AuthPageFrame } from './auth-page-frame.tsx';

function BackToLogin() {
  return (
    <Link to="/login" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
      Back to Login
    </Link>
  );
}

/** /register: joining as a user or as a professional. */
export function RegisterPage() {
  return (
    <AuthPageFrame
      title="Register"
      description="Join Salahkar as a user seeking advice or as a professional offering it."
    >
      <BackToLogin />
    </AuthPageFrame>
  );
}

/** /forgot-password: asking for a reset link. */
export function ForgotPasswordPage() {
  return (
    <AuthPageFrame
      title="Forgot your password?"
      description="Reset links are sent to the email address of your account."
    >
      <BackToLogin />
    </AuthPageFrame>
  );
}

/** /reset-password: choosing a new password from a reset link. */
export function ResetPasswordPage() {
  return (
    <AuthPageFrame
      title="Reset your password"
      description="Choose a new password for your Salahkar account."
    >
      <BackToLogin />
    </AuthPageFrame>
  );
}
