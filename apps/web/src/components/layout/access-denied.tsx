import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** What a signed-in person sees on a screen their role may not open. */
export function AccessDenied({ reason }: { reason: string }) {
  return (
    <EmptyState
      icon={<Lock aria-hidden="true" />}
      title="Access Denied"
      description={reason}
      action={
        <Link to="/" className={buttonClasses({})}>
          Go to Dashboard
        </Link>
      }
    />
  );
}
