import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button.tsx';

/** The way back to /login that every account screen offers. */
export function BackToLoginLink({ variant = 'outline' }: { variant?: ButtonVariant }) {
  return (
    <Link to="/login" className={buttonClasses({ variant, className: 'w-full' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Login
    </Link>
  );
}
