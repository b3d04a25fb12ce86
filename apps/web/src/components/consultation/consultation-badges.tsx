import type { ConsultationStatus, UrgencyLevel } from '@salahkar/domain/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { useT } from '@/i18n';
import { CONSULTATION_STATUS_LABEL_IDS, URGENCY_LABEL_IDS } from './labels.ts';

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
  const t = useT();
  return <Badge tone={STATUS_TONES[status]}>{t(CONSULTATION_STATUS_LABEL_IDS[status])}</Badge>;
}

/** 'Urgent', 'Medium' or 'Normal': the colour and the place next to the status say what it is. */
export function UrgencyBadge({ urgencyLevel }: { urgencyLevel: UrgencyLevel }) {
  const t = useT();
  return <Badge tone={URGENCY_TONES[urgencyLevel]}>{t(URGENCY_LABEL_IDS[urgencyLevel])}</Badge>;
}
