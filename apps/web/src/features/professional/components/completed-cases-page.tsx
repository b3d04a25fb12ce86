import { ProfessionalPage } from '@/components/layout/professional-page.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
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
  return (
    <ProfessionalPage
      name="completed"
      back={t('professional.completed.back')}
      title={t('professional.completed.title')}
      intro={t('professional.completed.intro')}
      denied={t('professional.completed.denied')}
      notApproved={{
        title: t('professional.completed.empty'),
        description: t('professional.completed.awaitingApproval'),
      }}
    >
      <CompletedCasesList />
    </ProfessionalPage>
  );
}
