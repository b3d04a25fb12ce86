import type { ConsultationStatus, UrgencyLevel } from '@salahkar/domain/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { statusLabel, urgencyLabel } from '@/i18n';
import type { ReactNode } from 'react';
import type { ConsultationPaymentBrief } from '@salahkar/domain/schemas/consultations';
import { PaymentStatusBadge } from './payment-status.tsx';

const STATUS_TONES: Record<ConsultationStatus, BadgeTone> = {
  open: 'primary',
  pending_offers: 'accent',
  assigned: 'blue',
  in_progress: 'success',
  closed: 'neutral',
  under_admin_review: 'warning',
  reopened: 'accent',
  completed: 'success',
};

const URGENCY_TONES: Record<UrgencyLevel, BadgeTone> = {
  normal: 'neutral',
  medium: 'warning',
  urgent: 'danger',
};

export function ConsultationStatusBadge({ status }: { status: ConsultationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{statusLabel(status)}</Badge>;
}

/** 'Urgent', 'Medium' or 'Normal': the colour and the place next to the status say what it is. */
export function UrgencyBadge({ urgencyLevel }: { urgencyLevel: UrgencyLevel }) {
  return <Badge tone={URGENCY_TONES[urgencyLevel]}>{urgencyLabel(urgencyLevel)}</Badge>;
}

/**
 * A case's badges in one row, in the same order wherever it is shown: any badge of the place's
 * own first (`children`), its status, its urgency where the place shows it, and where its money
 * stands.
 */
export function CaseBadges({
  consultation,
  withUrgency = false,
  children,
}: {
  consultation: {
    status: ConsultationStatus;
    urgencyLevel: UrgencyLevel;
    payment: ConsultationPaymentBrief | null;
  };
  withUrgency?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <ConsultationStatusBadge status={consultation.status} />
      {withUrgency && <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />}
      <PaymentStatusBadge consultation={consultation} />
    </div>
  );
}
