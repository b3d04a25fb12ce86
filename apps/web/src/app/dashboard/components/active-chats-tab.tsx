import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { OpenChatButton } from '@/components/chat-launcher/open-chat-button.tsx';
import { RefundActions, useMyConsultations } from '@/features/consultations';
import { msg, useT } from '@/i18n';
import { CardListState } from '@/components/ui/list-state.tsx';
import { ConsultationRow } from './consultation-row.tsx';

function ChatList({
  title,
  consultations,
  actionLabel,
}: {
  title: string;
  consultations: Consultation[];
  actionLabel: string;
}) {
  if (consultations.length === 0) return null;
  return (
    <section className="space-y-3">
      <h3 className="font-semibold">{title}</h3>
      <ul className="space-y-3">
        {consultations.map((consultation) => (
          <li key={consultation.id}>
            <ConsultationRow
              consultation={consultation}
              headingLevel={4}
              date={{ label: msg('dashboard.row.posted'), value: consultation.createdAt }}
              action={
                <>
                  <OpenChatButton consultationId={consultation.id} title={consultation.title}>
                    {actionLabel}
                  </OpenChatButton>
                  <RefundActions consultation={consultation} />
                </>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Active Chat: paid cases waiting for their first message, and conversations under way. */
export function ActiveChatsTab() {
  const t = useT();
  const consultations = useMyConsultations('active');
  const pending = consultations.items.filter((item) => item.status === 'assigned');
  const active = consultations.items.filter((item) => item.status !== 'assigned');
  return (
    <CardListState
      query={consultations}
      isEmpty={pending.length + active.length === 0}
      emptyText={t('dashboard.activeChats.empty')}
      emptyDescription={t('dashboard.activeChats.emptyDescription')}
    >
      <div className="space-y-6">
        <ChatList
          title={t('dashboard.activeChats.pending')}
          consultations={pending}
          actionLabel={t('dashboard.activeChats.start')}
        />
        <ChatList
          title={t('dashboard.activeChats.active')}
          consultations={active}
          actionLabel={t('dashboard.activeChats.continue')}
        />
      </div>
    </CardListState>
  );
}
