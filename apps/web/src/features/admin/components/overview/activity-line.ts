import type { ActivityCode } from '@salahkar/domain/activity-lines';
import type { Category } from '@salahkar/domain/enums';
import type { RecentActivity } from '@salahkar/domain/schemas/admin-finance';
import { categoryLabel, msg, t } from '@/i18n';

// A Recent Activity line in the language on screen: the server sends what happened as a code with
// its values (decision 201's way for errors); the words are these catalogs'. The English texts
// match the domain's ACTIVITY_LINES, which the server's `description` is written from.

const LINES: Record<ActivityCode, string> = {
  signedUp: msg('admin.activity.line.signedUp'),
  registeredAsProfessional: msg('admin.activity.line.registeredAsProfessional'),
  applied: msg('admin.activity.line.applied'),
  posted: msg('admin.activity.line.posted'),
  paid: msg('admin.activity.line.paid'),
  completed: msg('admin.activity.line.completed'),
  completedBy: msg('admin.activity.line.completedBy'),
  refunded: msg('admin.activity.line.refunded'),
  approved: msg('admin.activity.line.approved'),
  verified: msg('admin.activity.line.verified'),
  rejected: msg('admin.activity.line.rejected'),
  exported: msg('admin.activity.line.exported'),
  adminAction: msg('admin.activity.line.adminAction'),
  adminActionOn: msg('admin.activity.line.adminActionOn'),
};

/** What an admin exported ('financial' → the financial report's name). */
const EXPORTS: Record<string, string> = {
  consultations: msg('admin.activity.export.consultations'),
  users: msg('admin.activity.export.users'),
  financial: msg('admin.activity.export.financial'),
};

/** The audit actions the server records without a line of their own ('user.suspended'). */
const ACTIONS: Record<string, string> = {
  'consultation.query_resolved': msg('admin.activity.action.consultation.query_resolved'),
  'consultation.reopen_approved': msg('admin.activity.action.consultation.reopen_approved'),
  'consultation.rerouted': msg('admin.activity.action.consultation.rerouted'),
  'payment.refunded': msg('admin.activity.action.payment.refunded'),
  'payout.paid': msg('admin.activity.action.payout.paid'),
  'profession.created': msg('admin.activity.action.profession.created'),
  'specialization.created': msg('admin.activity.action.specialization.created'),
  'specialization.updated': msg('admin.activity.action.specialization.updated'),
  'specialization.deleted': msg('admin.activity.action.specialization.deleted'),
  'urgency_pricing.updated': msg('admin.activity.action.urgency_pricing.updated'),
  'user.suspended': msg('admin.activity.action.user.suspended'),
  'user.unsuspended': msg('admin.activity.action.user.unsuspended'),
};

/** A word from a table, else the id's own words (an action added since, in English). */
const wordsOf = (table: Record<string, string>, id = '') =>
  Object.hasOwn(table, id) ? t(table[id]!) : id.replace(/[._-]/g, ' ');

/** 'Anjali Verma approved Ravi Kumar: Licence checked', in the language on screen. */
export function activityLineOf({ code, params }: Pick<RecentActivity, 'code' | 'params'>): string {
  const line = t(LINES[code], {
    ...params,
    field: params.field
      ? categoryLabel(params.field as Category)
      : t(msg('admin.activity.noField')),
    target: params.target ?? t(msg('admin.activity.someProfessional')),
    export: wordsOf(EXPORTS, params.export),
    action: wordsOf(ACTIONS, params.action),
  });
  return params.notes ? t(msg('admin.activity.withNotes'), { line, notes: params.notes }) : line;
}
