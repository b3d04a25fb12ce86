import { BackLink } from '@/components/layout/back-link.tsx';
import { AccessDenied } from '@/components/layout/access-denied.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { OpenChatButton } from '@/components/chat-launcher/open-chat-button.tsx';
import { SpecializationName } from '@/components/consultation/specialization-name.tsx';
import { categoryLabel, useT } from '@/i18n';
import { formatIstDate } from '@/lib/format.ts';
import { formatBudgetRange, formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useCompletedConsultations } from '../api/use-professional-lists.ts';
import { CardListSkeleton } from '@/components/ui/skeleton.tsx';

function CompletedCasesList() {
  const t = useT();
  const cases = useCompletedConsultations();
  if (cases.isPending) return <CardListSkeleton label={t('professional.completed.loading')} />;
  return (
    <ListState
      query={cases}
      isEmpty={cases.items.length === 0}
      loadingLabel={t('professional.completed.loading')}
      errorTitle={t('professional.completed.loadFailed')}
      emptyText={t('professional.completed.empty')}
      emptyDescription={t('professional.completed.emptyDescription')}
    >
      <ul className="space-y-3">
        {cases.items.map((consultation) => (
          <li key={consultation.id}>
            <Card className="space-y-2 p-4 sm:p-5">
              <h2 className="font-semibold break-words">{consultation.title}</h2>
              <p className="text-sm text-muted-foreground">
                {categoryLabel(consultation.category)} ·{' '}
                <SpecializationName
                  category={consultation.category}
                  name={consultation.subcategory}
                />{' '}
                ·{' '}
                {consultation.finalAmount
                  ? formatRupeeText(consultation.finalAmount)
                  : formatBudgetRange(consultation)}
                {consultation.completedAt &&
                  ` · ${t('professional.completed.completedOn', { date: formatIstDate(consultation.completedAt) })}`}
              </p>
              <OpenChatButton
                consultationId={consultation.id}
                title={consultation.title}
                variant="outline"
                history
              >
                {t('professional.completed.viewChat')}
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
  const t = useT();
  const { data: user } = useCurrentUser();

  if (user?.role !== 'professional') {
    return <AccessDenied reason={t('professional.completed.denied')} />;
  }

  return (
    <section aria-labelledby="completed-heading" className="space-y-4">
      <BackLink to="/">{t('professional.completed.back')}</BackLink>
      <h1 id="completed-heading" className="text-2xl font-semibold sm:text-3xl">
        {t('professional.completed.title')}
      </h1>
      <p className="text-muted-foreground">{t('professional.completed.intro')}</p>
      {user.isApproved ? (
        <CompletedCasesList />
      ) : (
        <EmptyState
          title={t('professional.completed.empty')}
          description={t('professional.completed.awaitingApproval')}
        />
      )}
    </section>
  );
}
