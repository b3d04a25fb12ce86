import type {
  Category,
  ConsultationStatus,
  PaymentStatus,
  Role,
  UrgencyLevel,
} from '@salahkar/domain/enums';
import type { PayoutStatus } from '@salahkar/domain/schemas/payments';
import { msg } from '@/i18n';

// The admin console's labels of the domain's values, as message ids: `t(CATEGORY_LABEL_IDS[c])`.
// The English texts are the domain's labels (packages/domain/src/enums.ts).

export const CATEGORY_LABEL_IDS: Record<Category, string> = {
  CA: msg('admin.category.ca'),
  Lawyer: msg('admin.category.lawyer'),
  Doctor: msg('admin.category.doctor'),
  Engineer: msg('admin.category.engineer'),
  Career_Consultant: msg('admin.category.careerConsultant'),
};

export const CONSULTATION_STATUS_LABEL_IDS: Record<ConsultationStatus, string> = {
  open: msg('admin.consultationStatus.open'),
  pending_offers: msg('admin.consultationStatus.pendingOffers'),
  assigned: msg('admin.consultationStatus.assigned'),
  in_progress: msg('admin.consultationStatus.inProgress'),
  closed: msg('admin.consultationStatus.closed'),
  under_admin_review: msg('admin.consultationStatus.underAdminReview'),
  reopened: msg('admin.consultationStatus.reopened'),
  completed: msg('admin.consultationStatus.completed'),
};

export const URGENCY_LABEL_IDS: Record<UrgencyLevel, string> = {
  normal: msg('admin.urgency.normal'),
  medium: msg('admin.urgency.medium'),
  urgent: msg('admin.urgency.urgent'),
};

export const PAYMENT_STATUS_LABEL_IDS: Record<PaymentStatus, string> = {
  pending: msg('admin.paymentStatus.pending'),
  paid: msg('admin.paymentStatus.paid'),
  failed: msg('admin.paymentStatus.failed'),
  refunded: msg('admin.paymentStatus.refunded'),
};

export const PAYOUT_STATUS_LABEL_IDS: Record<PayoutStatus, string> = {
  requested: msg('admin.payoutStatus.requested'),
  paid: msg('admin.payoutStatus.paid'),
};

/** The role filter's options (plural: 'Users', 'Professionals', 'Admins'). */
export const ROLE_OPTION_IDS: Record<Role, string> = {
  user: msg('admin.users.roleOption.user'),
  professional: msg('admin.users.roleOption.professional'),
  admin: msg('admin.users.roleOption.admin'),
};
