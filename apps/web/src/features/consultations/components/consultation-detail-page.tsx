import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, FileSearch, Send } from 'lucide-react';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/features/auth';
import { OpenChatButton } from '@/features/chat';
import { OfferForm } from '@/features/offers';
import { JoinWaitingCallButton, StartVideoCallButton } from '@/features/video';
import { ApiError } from '@/lib/api-client.ts';
import { formatIstDate, formatRupees } from '@/lib/format.ts';
import { budgetRangeOf, formatBudgetRange } from '@/lib/rupee-amounts.ts';
import { useUrgencyPricing } from '../api/use-catalog.ts';
import { useConsultation } from '../api/use-my-consultations.ts';
import { AttachmentList } from './attachment-list.tsx';
import { ConsultationStatusBadge, UrgencyBadge } from './consultation-badges.tsx';
import { Fact, shortIdOf } from './consultation-facts.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { PaymentStatusBadge } from './payment-status.tsx';
import { RefundActions } from './refund-actions.tsx';

function NotFound() {
  return (
    <EmptyState
      icon={<FileSearch aria-hidden="true" />}
      title="Consultation Not Found"
      description="This consultation does not exist, was deleted, or is not yours to see."
      action={
        <Link to="/" className={buttonClasses({})}>
          Back to Dashboard
        </Link>
      }
    />
  );
}

/** Response time and pricing of the request: its urgency tier's response time and its fee range. */
function UrgencyGuidance({ consultation }: { consultation: Consultation }) {
  const tiers = useUrgencyPricing();
  const tier = tiers.data?.find((item) => item.urgencyLevel === consultation.urgencyLevel);
  const range = budgetRangeOf(consultation);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Response Time &amp; Pricing</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {/* The tier's description is the post form's help for choosing one: not repeated here. */}
        {tier ? (
          <p>
            <strong>{tier.displayName} urgency</strong> · Response time: {tier.responseTime}
          </p>
        ) : (
          tiers.isPending && <Spinner label="Loading response time…" />
        )}
        <p>
          Fee range <strong>{formatBudgetRange(consultation)}</strong>: a professional can take this
          request at {formatRupees(range.minPaise)} or send a counter offer up to{' '}
          {formatRupees(range.maxPaise)}.
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * The case's chat, for its two people and admins once a professional has it. `?chat=open` (a
 * notification about a message) opens it at once.
 */
function ChatAction({ consultation }: { consultation: Consultation }) {
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
      {active ? 'Open Chat' : 'View Chat History'}
    </OpenChatButton>
  );
}

/**
 * Who else the case is with, as the server names them: the professional for the client, the
 * client for the professional, both for an admin. The server leaves them out for anyone else.
 */
function PartyFacts({ consultation }: { consultation: Consultation }) {
  const { data: user } = useCurrentUser();
  const { parties } = consultation;
  if (!parties) return null;
  return (
    <>
      {parties.client.id !== user?.id && <Fact label="Client">{parties.client.name}</Fact>}
      {parties.professional && parties.professional.id !== user?.id && (
        <Fact label="Professional">{parties.professional.name}</Fact>
      )}
    </>
  );
}

function ConsultationView({ consultation }: { consultation: Consultation }) {
  const [offering, setOffering] = useState(false);
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <ConsultationStatusBadge status={consultation.status} />
          <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
          <PaymentStatusBadge consultation={consultation} />
        </div>
        <h1 id="consultation-heading" className="text-2xl font-semibold break-words sm:text-3xl">
          {consultation.title}
        </h1>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Fact label="Budget range">{formatBudgetRange(consultation)}</Fact>
          <Fact label="Category">
            {CATEGORY_LABELS[consultation.category]} · {consultation.subcategory}
          </Fact>
          <Fact label="Posted">{formatIstDate(consultation.createdAt)}</Fact>
          <Fact label="Consultation ID">
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

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Description</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm whitespace-pre-line">{consultation.description}</p>
        </CardContent>
      </Card>

      <UrgencyGuidance consultation={consultation} />

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Attached Files</CardTitle>
        </CardHeader>
        <CardContent>
          <AttachmentList files={consultation.files} emptyText="No files attached." />
        </CardContent>
      </Card>

      {consultation.payment && <PaymentsSection consultationId={consultation.id} />}

      {(consultation.abilities.cancel || consultation.abilities.withdraw) && (
        <div className="flex flex-wrap gap-2">
          <RefundActions consultation={consultation} size="md" />
        </div>
      )}

      {consultation.abilities.offer && (
        <>
          <Button size="lg" onClick={() => setOffering(true)} className="w-full sm:w-auto">
            <Send aria-hidden="true" className="size-4" />
            Submit Offer for This Case
          </Button>
          <Dialog open={offering} onOpenChange={setOffering}>
            <DialogContent title="Submit Offer for This Case" description={consultation.title}>
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
      aria-label={consultation.data ? undefined : 'Consultation'}
      className="space-y-6"
    >
      <Button variant="ghost" size="sm" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
      {consultation.isPending ? (
        <Spinner label="Loading consultation…" className="size-6" />
      ) : notFound ? (
        <NotFound />
      ) : consultation.isError ? (
        <LoadFailed title="Could not load this consultation" onRetry={consultation.refetch} />
      ) : (
        <ConsultationView consultation={consultation.data} />
      )}
    </section>
  );
}
