import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AccessDenied } from '@/components/layout/access-denied.tsx';
import { useCurrentUser } from '@/features/auth';

/** /completed-cases: a professional's finished consultations; nobody else may open it. */
export function CompletedCasesPage() {
  const { data: user } = useCurrentUser();

  if (user?.role !== 'professional') {
    return <AccessDenied reason="Completed cases are available to professionals only." />;
  }

  return (
    <section aria-labelledby="completed-heading" className="space-y-4">
      <Link
        to="/"
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 id="completed-heading" className="text-2xl font-semibold sm:text-3xl">
        Completed Cases
      </h1>
      <p className="text-muted-foreground">Consultations you have resolved for your clients.</p>
    </section>
  );
}
