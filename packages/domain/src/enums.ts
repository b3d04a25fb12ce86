/** Roles a person can hold on Salahkar. */
export const ROLES = ['user', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The five professional fields. The value never contains a space. */
export const CATEGORIES = ['CA', 'Lawyer', 'Doctor', 'Engineer', 'Career_Consultant'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  CA: 'CA',
  Lawyer: 'Lawyer',
  Doctor: 'Doctor',
  Engineer: 'Engineer',
  Career_Consultant: 'Career Consultant',
};

/** The field each category serves, as the landing page and dashboards title it. */
export const CATEGORY_FIELDS: Record<Category, string> = {
  CA: 'CA & Finance',
  Lawyer: 'Legal Expert',
  Doctor: 'Medical Expert',
  Engineer: 'Engineering',
  Career_Consultant: 'Career Guidance',
};

export const CONSULTATION_STATUSES = [
  'open',
  'pending_offers',
  'assigned',
  'in_progress',
  'closed',
  'under_admin_review',
  'reopened',
  'completed',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** Labels shown on cards and detail views (docs/product/rulings.md, R-16). */
export const CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  open: 'Open',
  pending_offers: 'Has Counter Offers',
  assigned: 'Assigned',
  in_progress: 'In Progress',
  closed: 'Closed',
  under_admin_review: 'Under Admin Review',
  reopened: 'Reopened',
  completed: 'Completed',
};

/** Badge texts of the chat dialog (docs/product/rulings.md, R-16); statuses without their own text show 'Active'. */
export const CHAT_STATUS_BADGES: Record<ConsultationStatus, string> = {
  open: 'Active',
  pending_offers: 'Active',
  assigned: 'Active',
  in_progress: 'Active Consultation',
  closed: 'Closed by Professional',
  under_admin_review: 'Under Admin Review',
  reopened: 'Reopened',
  completed: 'Completed',
};

export const URGENCY_LEVELS = ['normal', 'medium', 'urgent'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export const URGENCY_LABELS: Record<UrgencyLevel, string> = {
  normal: 'Normal',
  medium: 'Medium',
  urgent: 'Urgent',
};

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};
