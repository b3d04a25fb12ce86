import type { Category, ConsultationStatus, UrgencyLevel } from '@salahkar/domain/enums';
import type { UrgencyPricing } from '@salahkar/domain/schemas/catalog';
import { currentLanguage, msg, t } from '@/i18n';

// The web's labels of the domain's values, as message ids: `t(CATEGORY_LABEL_IDS[category])`.
// The English texts are the domain's labels (packages/domain/src/enums.ts), word for word.

export const CONSULTATION_STATUS_LABEL_IDS: Record<ConsultationStatus, string> = {
  open: msg('consultations.status.open'),
  pending_offers: msg('consultations.status.pendingOffers'),
  assigned: msg('consultations.status.assigned'),
  in_progress: msg('consultations.status.inProgress'),
  closed: msg('consultations.status.closed'),
  under_admin_review: msg('consultations.status.underAdminReview'),
  reopened: msg('consultations.status.reopened'),
  completed: msg('consultations.status.completed'),
};

export const URGENCY_LABEL_IDS: Record<UrgencyLevel, string> = {
  normal: msg('consultations.urgency.normal'),
  medium: msg('consultations.urgency.medium'),
  urgent: msg('consultations.urgency.urgent'),
};

/** The professional type: 'CA', 'Lawyer', … (CATEGORY_LABELS). */
export const CATEGORY_LABEL_IDS: Record<Category, string> = {
  CA: msg('consultations.category.ca'),
  Lawyer: msg('consultations.category.lawyer'),
  Doctor: msg('consultations.category.doctor'),
  Engineer: msg('consultations.category.engineer'),
  Career_Consultant: msg('consultations.category.careerConsultant'),
};

/** The field a type serves: 'CA & Finance', 'Legal Expert', … (CATEGORY_FIELDS). */
export const CATEGORY_FIELD_IDS: Record<Category, string> = {
  CA: msg('consultations.field.ca'),
  Lawyer: msg('consultations.field.lawyer'),
  Doctor: msg('consultations.field.doctor'),
  Engineer: msg('consultations.field.engineer'),
  Career_Consultant: msg('consultations.field.careerConsultant'),
};

/**
 * An urgency tier's name. Admins edit the English name in the catalog, so English shows theirs;
 * other languages show the tier's level in their own words.
 */
export function tierNameOf(tier: Pick<UrgencyPricing, 'displayName' | 'urgencyLevel'>): string {
  return currentLanguage() === 'en' ? tier.displayName : t(URGENCY_LABEL_IDS[tier.urgencyLevel]);
}
