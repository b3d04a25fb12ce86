/** Roles a person can hold on Salahkar. */
export const ROLES = ['user', 'professional', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The five professional fields. The value never contains a space; names are in labels.ts. */
export const CATEGORIES = ['CA', 'Lawyer', 'Doctor', 'Engineer', 'Career_Consultant'] as const;
export type Category = (typeof CATEGORIES)[number];

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

export const URGENCY_LEVELS = ['normal', 'medium', 'urgent'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What happened on a case, in the order a timeline names it (labels.ts `caseEvent`). */
export const CASE_EVENT_KINDS = [
  'posted',
  'offer',
  'paid',
  'first_reply',
  'call',
  'resolved',
  'closed',
  'reopened',
  'complaint',
  'complaint_resolved',
  'refund_requested',
  'refund_completed',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];
