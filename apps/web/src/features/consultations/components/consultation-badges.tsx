import {
  CONSULTATION_STATUS_LABELS,
  URGENCY_LABELS,
  type ConsultationStatus,
  type UrgencyLevel,
} from '@salahkar/domain/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

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
  return <Badge tone={STATUS_TONES[status]}>{CONSULTATION_STATUS_LABELS[status]}</Badge>;
}

/** 'Urgent', 'Medium' or 'Normal': the colour and the place next to the status say what it is. */
export function UrgencyBadge({ urgencyLevel }: { urgencyLevel: UrgencyLevel }) {
  return <Badge tone={URGENCY_TONES[urgencyLevel]}>{URGENCY_LABELS[urgencyLevel]}</Badge>;
}
