import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, FileSearch, Send } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { SectionCard } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { OpenChatButton } from '@/components/chat-launcher/open-chat-button.tsx';
import { useOpenChat } from '@/components/chat-launcher/chat-launcher.ts';
import { SpecializationName } from '@/components/consultation/specialization-name.tsx';
import { categoryLabel, currentLanguage, T, tierNameOf, useT } from '@/i18n';
import { OfferForm } from '@/features/offers';
import { JoinWaitingCallButton, StartVideoCallButton, useCallFromLink } from '@/features/video';
import { ApiError } from '@/lib/api-client.ts';
import { formatIstDate, formatRupees } from '@/lib/format.ts';
import { budgetRangeOf, formatBudgetRange } from '@/lib/rupee-amounts.ts';
import { useUrgencyPricing } from '@/features/consultations';
import { useConsultation } from '@/features/consultations';
import { AttachmentList } from '@/components/consultation/attachment-list.tsx';
import { CaseBadges } from '@/components/consultation/consultation-badges.tsx';
import { Fact, shortIdOf } from '@/components/consultation/consultation-facts.tsx';
import { PaymentsSection } from '@/features/consultations';
import { RefundActions } from '@/features/consultations';
import { CaseOffers } from './case-offers.tsx';
import { CaseTimeline } from './case-timeline.tsx';

function NotFound() {
  const t = useT();
  return (
    <EmptyState
      icon={<FileSearch aria-hidden="true" />}
      title={t('consultations.detail.notFound.title')}
      description={t('consultations.detail.notFound.description')}
      action={
        <Link to="/" className={buttonClasses({})}>
          {t('consultations.common.backToDashboard')}
        </Link>
      }
    />
  );
}

/** Response time and pricing of the request: its urgency tier's response time and its fee range. */
function UrgencyGuidance({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const tiers = useUrgencyPricing();
  const tier = tiers.data?.find((item) => item.urgencyLevel === consultation.urgencyLevel);
  const range = budgetRangeOf(consultation);
  return (
    <SectionCard
      title={t('consultations.common.responseTimeAndPricing')}
      contentClassName="space-y-2 text-sm"
    >
      {/* The tier's description is the post form's help for choosing one: not repeated here. */}
      {tier ? (
        <p>
          <T
            id="consultations.detail.tier"
            values={{ name: tierNameOf(tier), time: tier.responseTime }}
            components={{ 0: <strong /> }}
          />
        </p>
      ) : (
        tiers.isPending && <Spinner label={t('consultations.detail.loadingResponseTime')} />
      )}
      <p>
        <T
          id="consultations.detail.feeRange"
          values={{
            range: formatBudgetRange(consultation),
            min: formatRupees(range.minPaise),
            max: formatRupees(range.maxPaise),
          }}
          components={{ 0: <strong /> }}
        />
      </p>
    </SectionCard>
  );
}

/**
 * The case's chat, for its two people and admins once a professional has it. `?chat=open` (a
 * notification about a message) opens it at once.
 */
function ChatAction({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const [params] = useSearchParams();
  if (!consultation.abilities.readChat) return null;
  const active = consultation.abilities.chat;
  return (
    <OpenChatButton
      consultationId={consultation.id}
      title={consultation.title}
      size="lg"
      variant={active ? 'primary' : 'outline'}
      history={!active}
      defaultOpen={params.get('chat') === 'open'}
    >
      {active ? t('consultations.detail.openChat') : t('consultations.detail.chatHistory')}
    </OpenChatButton>
  );
}

/**
 * `?call=<id>` (an incoming call's notification): the call rings here while it still rings for
 * the reader; once it is over the video feature says so and the chat opens, where the case goes
 * on. The parameter goes once handled, so a reload does not ring again.
 */
function useCallLink(consultation: Consultation) {
  const [params, setParams] = useSearchParams();
  const openChat = useOpenChat();
  useCallFromLink({
    consultationId: consultation.id,
    consultationTitle: consultation.title,
    callId: params.get('call'),
    onHandled: (outcome) => {
      if (outcome === 'over' && consultation.abilities.readChat) {
        openChat?.({ consultationId: consultation.id, title: consultation.title });
      }
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('call');
          return next;
        },
        { replace: true },
      );
    },
  });
}

/**
 * Who else the case is with, as the server names them: the professional for the client, the
 * client for the professional, both for an admin. The server leaves them out for anyone else.
 */
function PartyFacts({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const { parties } = consultation;
  if (!parties) return null;
  return (
    <>
      {parties.client.id !== user?.id && (
        <Fact label={t('consultations.facts.client')}>{parties.client.name}</Fact>
      )}
      {parties.professional && parties.professional.id !== user?.id && (
        <Fact label={t('consultations.facts.professional')}>
          {parties.professional.publicProfilePath ? (
            // A full page load: the profile is a server-written page (decision 215).
            <a
              href={
                currentLanguage() === 'hi'
                  ? `/hi${parties.professional.publicProfilePath}`
                  : parties.professional.publicProfilePath
              }
              className="text-primary underline underline-offset-2"
            >
              {parties.professional.name}
            </a>
          ) : (
            parties.professional.name
          )}
        </Fact>
      )}
    </>
  );
}

function ConsultationView({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const [offering, setOffering] = useState(false);
  useCallLink(consultation);
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <CaseBadges consultation={consultation} withUrgency />
        <h1 id="consultation-heading" className="text-2xl font-semibold break-words sm:text-3xl">
          {consultation.title}
        </h1>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label={t('consultations.facts.budgetRange')}>
            {formatBudgetRange(consultation)}
          </Fact>
          <Fact label={t('consultations.facts.category')}>
            {categoryLabel(consultation.category)} ·{' '}
            <SpecializationName category={consultation.category} name={consultation.subcategory} />
          </Fact>
          <Fact label={t('consultations.facts.posted')}>
            {formatIstDate(consultation.createdAt)}
          </Fact>
          <Fact label={t('consultations.facts.consultationId')}>
            <span title={consultation.id}>{shortIdOf(consultation.id)}</span>
          </Fact>
          <PartyFacts consultation={consultation} />
        </dl>
        <div className="flex flex-wrap gap-2 empty:hidden">
          <ChatAction consultation={consultation} />
          <StartVideoCallButton consultation={consultation} size="lg" />
          {/* Only a case whose chat runs can have a call ringing for its reader. */}
          {consultation.abilities.chat && (
            <JoinWaitingCallButton consultationId={consultation.id} size="lg" />
          )}
        </div>
      </header>

      <CaseOffers consultation={consultation} />

      <SectionCard title={t('consultations.common.description')}>
        <p className="text-sm whitespace-pre-line">{consultation.description}</p>
      </SectionCard>

      <UrgencyGuidance consultation={consultation} />

      <SectionCard title={t('consultations.detail.attachedFiles')}>
        <AttachmentList files={consultation.files} emptyText={t('consultations.detail.noFiles')} />
      </SectionCard>

      {consultation.payment && <PaymentsSection consultationId={consultation.id} />}

      {(consultation.abilities.cancel || consultation.abilities.withdraw) && (
        <div className="flex flex-wrap gap-2">
          <RefundActions consultation={consultation} size="md" />
        </div>
      )}

      <CaseTimeline consultation={consultation} />

      {consultation.abilities.offer && (
        <>
          <Button size="lg" onClick={() => setOffering(true)} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4" />
            {t('consultations.detail.submitOffer')}
          </Button>
          <Dialog open={offering} onOpenChange={setOffering}>
            <DialogContent
              title={t('consultations.detail.submitOffer')}
              description={consultation.title}
            >
              <OfferForm consultation={consultation} onSubmitted={() => setOffering(false)} />
            </DialogContent>
          </Dialog>
        </>
      )}
    </div>
  );
}

/** /consultation/:id: one consultation request in full. */
export function ConsultationDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const consultation = useConsultation(id);
  // Opened from a link in a new tab there is no page to go back to: go to the dashboard.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  const notFound =
    consultation.error instanceof ApiError && [400, 403, 404].includes(consultation.error.status);

  return (
    <section
      aria-labelledby={consultation.data ? 'consultation-heading' : undefined}
      aria-label={consultation.data ? undefined : t('consultations.detail.label')}
      className="space-y-6"
    >
      <Button variant="ghost" size="sm" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('consultations.detail.back')}
      </Button>
      {consultation.isPending ? (
        <Spinner label={t('consultations.detail.loading')} className="size-6" />
      ) : notFound ? (
        <NotFound />
      ) : consultation.isError ? (
        <LoadFailed title={t('consultations.detail.loadFailed')} onRetry={consultation.refetch} />
      ) : (
        <ConsultationView consultation={consultation.data} />
      )}
    </section>
  );
}
