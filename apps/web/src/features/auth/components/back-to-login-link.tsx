import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses, type ButtonVariant } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';

/** The way back to /login that every account screen offers. */
export function BackToLoginLink({ variant = 'outline' }: { variant?: ButtonVariant }) {
  const t = useT();
  return (
    <Link to="/login" className={buttonClasses({ variant, className: 'w-full' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('auth.backToLogin')}
    </Link>
  );
}
