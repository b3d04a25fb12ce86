import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useT } from '@/i18n';

/** What a signed-in person sees on a screen their role may not open. */
export function AccessDenied({ reason }: { reason: string }) {
  const t = useT();
  return (
    <EmptyState
      icon={<Lock aria-hidden="true" />}
      title={t('common.accessDenied.title')}
      description={reason}
      action={
        <Link to="/" className={buttonClasses({})}>
          {t('common.accessDenied.goToDashboard')}
        </Link>
      }
    />
  );
}
