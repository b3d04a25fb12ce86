import { Paperclip } from 'lucide-react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@salahkar/domain/enums';
import { displayNameOf } from '@salahkar/domain/format';
import type {
  AdminConsultation,
  AdminConsultationDetail,
} from '@salahkar/domain/schemas/admin-consultations';
import { Badge } from '@/components/ui/badge.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { ConsultationStatusBadge } from '@/components/consultation/consultation-badges.tsx';
import { Fact } from '@/components/consultation/consultation-facts.tsx';
import { SpecializationName } from '@/components/consultation/specialization-name.tsx';
import { categoryLabel, paymentStatusLabel, urgencyLabel, useT } from '@/i18n';
import { formatFileSize, formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminConsultationView } from '../../api/use-admin-consultations.ts';

type Person = AdminConsultationDetail['user'];
type Message = AdminConsultationDetail['messages'][number];

/** A payment status's label; a status this screen does not know is shown as sent. */
function PaymentStatusLabel({ status }: { status: string }) {
  return (PAYMENT_STATUSES as readonly string[]).includes(status)
    ? paymentStatusLabel(status as PaymentStatus)
    : status;
}

function PersonFacts({ label, person }: { label: string; person: Person | null }) {
  const t = useT();
  return (
    <Fact label={label}>
      {person ? (
        <>
          {displayNameOf(person)}
          <span className="block break-all text-muted-foreground">{person.email}</span>
        </>
      ) : (
        t('admin.consultations.notAssigned')
      )}
    </Fact>
  );
}

function Payments({ payments }: { payments: AdminConsultationDetail['payments'] }) {
  const t = useT();
  if (payments.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('admin.view.noPayments')}</p>;
  }
  return (
    <ul className="divide-y divide-border text-sm">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-semibold">{formatRupeeText(payment.amount)}</span>
            {' · '}
            {formatIstDateTime(payment.paidAt ?? payment.createdAt)}
            {payment.refundedAmount !== '0.00' &&
              ` · ${t('admin.view.refunded', { amount: formatRupeeText(payment.refundedAmount) })}`}
          </span>
          <Badge>
            <PaymentStatusLabel status={payment.status} />
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function MessageItem({ message }: { message: Message }) {
  const t = useT();
  return (
    <li className="rounded-lg bg-muted p-3 text-sm">
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{message.senderName}</span>
        <time dateTime={message.timestamp}>{formatIstDateTime(message.timestamp)}</time>
      </p>
      {message.message && <p className="mt-1 break-words whitespace-pre-wrap">{message.message}</p>}
      {message.fileUrl && (
        <a
          href={message.fileUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-1 inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
        >
          <Paperclip aria-hidden="true" className="size-4 shrink-0" />
          {message.fileName ?? t('admin.view.attachment')}
          {message.fileSize !== null && ` (${formatFileSize(message.fileSize)})`}
        </a>
      )}
    </li>
  );
}

function DetailBody({ detail }: { detail: AdminConsultationDetail }) {
  // The server sends messages oldest first; sorting again keeps the order whatever it sends.
  const t = useT();
  const messages = [...detail.messages].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Fact label={t('admin.consultations.status')}>
          <ConsultationStatusBadge status={detail.status} />
        </Fact>
        <Fact label={t('admin.consultations.amount')}>{formatRupeeText(detail.feeAmount)}</Fact>
        <Fact label={t('admin.consultations.category')}>
          {categoryLabel(detail.category)} ·{' '}
          <SpecializationName category={detail.category} name={detail.subcategory} />
        </Fact>
        <Fact label={t('admin.view.urgency')}>{urgencyLabel(detail.urgencyLevel)}</Fact>
        <Fact label={t('admin.consultations.created')}>{formatIstDateTime(detail.createdAt)}</Fact>
        <Fact label={t('admin.view.completed')}>
          {detail.completedAt ? formatIstDateTime(detail.completedAt) : '—'}
        </Fact>
        <PersonFacts label={t('admin.consultations.user')} person={detail.user} />
        <PersonFacts label={t('admin.consultations.professional')} person={detail.professional} />
      </dl>
      <p className="text-sm break-words whitespace-pre-wrap">{detail.description}</p>
      <section aria-labelledby="admin-view-payments" className="space-y-2">
        <h3 id="admin-view-payments" className="font-semibold">
          {t('admin.view.payments')}
        </h3>
        <Payments payments={detail.payments} />
      </section>
      <section aria-labelledby="admin-view-messages" className="space-y-2">
        <h3 id="admin-view-messages" className="font-semibold">
          {t('admin.view.messages', { count: messages.length })}
        </h3>
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('admin.view.noMessages')}</p>
        ) : (
          <ol className="space-y-2">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The 'View Chat' dialog: a case's facts, people, payments and every message, read-only. */
export function ConsultationViewDialog({ consultation }: { consultation: AdminConsultation }) {
  const t = useT();
  return (
    <DialogContent
      title={consultation.title}
      description={t('admin.view.description')}
      className="max-w-2xl"
    >
      <QueryState
        query={useAdminConsultationView(consultation.id)}
        loadingLabel={t('admin.view.loading')}
        failedTitle={t('admin.view.loadFailed')}
        className="py-8"
      >
        {(detail) => <DetailBody detail={detail} />}
      </QueryState>
    </DialogContent>
  );
}
