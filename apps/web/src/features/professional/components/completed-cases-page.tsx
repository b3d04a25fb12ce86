import { ProfessionalPage } from '@/components/layout/professional-page.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CardListState } from '@/components/ui/list-state.tsx';
import { ChatHistoryButton } from '@/components/chat-launcher/open-chat-button.tsx';
import { ConsultationSummary } from '@/components/consultation/consultation-summary.tsx';
import { useT } from '@/i18n';
import { formatIstDate } from '@/lib/format.ts';
import { useCompletedConsultations } from '../api/use-professional-lists.ts';

function CompletedCasesList() {
  const t = useT();
  const cases = useCompletedConsultations();
  return (
    <CardListState
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
                <ConsultationSummary consultation={consultation} />
                {consultation.completedAt &&
                  ` · ${t('professional.completed.completedOn', { date: formatIstDate(consultation.completedAt) })}`}
              </p>
              <ChatHistoryButton consultation={consultation}>
                {t('professional.completed.viewChat')}
              </ChatHistoryButton>
            </Card>
          </li>
        ))}
      </ul>
    </CardListState>
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
