import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import { BackLink } from '@/components/layout/back-link.tsx';
import { AccessDenied } from '@/components/layout/access-denied.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { useCurrentUser } from '@/features/auth';
import { OpenChatButton } from '@/features/chat';
import { formatIstDate } from '@/lib/format.ts';
import { formatBudgetRange, formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useCompletedConsultations } from '../api/use-professional-lists.ts';
import { ListSkeleton } from './list-skeleton.tsx';

function CompletedCasesList() {
  const cases = useCompletedConsultations();
  if (cases.isPending) return <ListSkeleton label="Loading completed cases…" />;
  return (
    <ListState
      query={cases}
      isEmpty={cases.items.length === 0}
      loadingLabel="Loading completed cases…"
      errorTitle="Could not load your completed cases"
      emptyText="No completed cases yet"
      emptyDescription="Cases you resolve for your clients show here once they complete."
    >
      <ul className="space-y-3">
        {cases.items.map((consultation) => (
          <li key={consultation.id}>
            <Card className="space-y-2 p-4 sm:p-5">
              <h2 className="font-semibold break-words">{consultation.title}</h2>
              <p className="text-sm text-muted-foreground">
                {CATEGORY_LABELS[consultation.category]} · {consultation.subcategory} ·{' '}
                {consultation.finalAmount
                  ? formatRupeeText(consultation.finalAmount)
                  : formatBudgetRange(consultation)}
                {consultation.completedAt &&
                  ` · Completed ${formatIstDate(consultation.completedAt)}`}
              </p>
              <OpenChatButton
                consultationId={consultation.id}
                title={consultation.title}
                variant="outline"
                history
              >
                View Chat History
              </OpenChatButton>
            </Card>
          </li>
        ))}
      </ul>
    </ListState>
  );
}

/** /completed-cases: a professional's finished consultations; nobody else may open it. */
export function CompletedCasesPage() {
  const { data: user } = useCurrentUser();

  if (user?.role !== 'professional') {
    return <AccessDenied reason="Completed cases are available to professionals only." />;
  }

  return (
    <section aria-labelledby="completed-heading" className="space-y-4">
      <BackLink to="/">Back to Dashboard</BackLink>
      <h1 id="completed-heading" className="text-2xl font-semibold sm:text-3xl">
        Completed Cases
      </h1>
      <p className="text-muted-foreground">Consultations you have resolved for your clients.</p>
      {user.isApproved ? (
        <CompletedCasesList />
      ) : (
        <EmptyState
          title="No completed cases yet"
          description="Once an admin approves your account, cases you complete show here."
        />
      )}
    </section>
  );
}
