import { z } from 'zod';
import { ACTIVITY_CODES, ACTIVITY_PARAM_NAMES } from '../activity-lines.ts';
import { CATEGORIES, PAYMENT_STATUSES } from '../enums.ts';
import { keysetPageQuerySchema, pageSchemaOf } from '../pagination.ts';
import { PAYOUT_STATUSES } from './payments.ts';

// Admin figures: the overview tab's metrics, the financial summary and transactions, and the
// export query. Definitions of every figure: docs/decisions/060-admin-figures.md.

/** Money as rupee text, e.g. '1500.00' (may be negative for a net figure after claw-backs). */
const rupeeText = z.string().regex(/^-?\d+\.\d{2}$/);

/** Percent change against the previous IST month; null when the previous month had nothing. */
const growthPercent = z.number().nullable();

/** What a platform activity entry is about: a person, a request or a payment. */
export const ACTIVITY_KINDS = [
  'signup',
  'application',
  'request',
  'payment',
  'completion',
  'refund',
  'admin',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const recentActivitySchema = z.object({
  id: z.string(),
  /** What happened, in English words, e.g. 'Asha Rao posted "GST filing for a small shop"'. */
  description: z.string(),
  /** The same sentence as an id the web words in the reader's language (activity-lines.ts). */
  code: z.enum(ACTIVITY_CODES),
  /** The sentence's values, by name. */
  params: z.object(
    Object.fromEntries(ACTIVITY_PARAM_NAMES.map((name) => [name, z.string().optional()])) as Record<
      (typeof ACTIVITY_PARAM_NAMES)[number],
      z.ZodOptional<z.ZodString>
    >,
  ),
  timestamp: z.string(),
  /** The audit action for an admin action ('professional.rejected'), else the kind. */
  type: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** Who did it: a person's name, or 'System'. */
  actor: z.string(),
  /** Where the admin console shows the record (a consultation's view), or null. */
  link: z.string().nullable(),
  /**
   * How many identical admin lines in a row this entry stands for (an export downloaded again
   * and again): 1 for a single event; `timestamp` is the newest of them.
   */
  count: z.number().int().min(1),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const categoryShareSchema = z.object({
  category: z.enum(CATEGORIES),
  count: z.number().int().min(0),
  /** Share of all consultations, percent with one decimal. */
  percent: z.number(),
});
export type CategoryShare = z.infer<typeof categoryShareSchema>;

export const adminOverviewSchema = z.object({
  totalUsers: z.number().int(),
  userGrowth: growthPercent,
  activeProfessionals: z.number().int(),
  pendingApprovals: z.number().int(),
  totalConsultations: z.number().int(),
  completedToday: z.number().int(),
  monthlyRevenue: rupeeText,
  revenueGrowth: growthPercent,
  activeConsultations: z.number().int(),
  weeklyConsultations: z.number().int(),
  /** Minutes from posting to first offer, over requests posted in the last 30 days; null if none. */
  avgResponseTime: z.number().nullable(),
  completionRate: z.number(),
  satisfaction: z.number(),
  avgProfessionalRating: z.number(),
  pendingQueries: z.number().int(),
  failedPayments: z.number().int(),
  /**
   * Mails queued in the last 7 days that have not gone out: given up after their last try, or
   * still waiting 15 minutes or more after they were queued (the mail server is likely down).
   */
  stuckMails: z.number().int(),
  /** Seconds since this server process started (process uptime, not availability). */
  systemUptime: z.number().int(),
  /**
   * Availability from recorded health, percent with two decimals: minutes with a heartbeat over
   * minutes elapsed in the last 24 hours and 7 days (counted from the first recorded minute when
   * that is later); null before any minute was recorded.
   */
  availability: z.object({
    day: z.number().nullable(),
    week: z.number().nullable(),
  }),
  /** Consultations in status completed (the consultations tab's Completed tile). */
  completedConsultations: z.number().int(),
  recentActivity: z.array(recentActivitySchema),
  categoryDistribution: z.array(categoryShareSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const financialSummarySchema = z.object({
  totalRevenue: rupeeText,
  totalCommission: rupeeText,
  totalPayouts: rupeeText,
  pendingPayouts: rupeeText,
  monthlyRevenue: rupeeText,
  monthlyGrowth: growthPercent,
  transactionCount: z.number().int(),
});
export type FinancialSummary = z.infer<typeof financialSummarySchema>;

export const adminTransactionSchema = z.object({
  id: z.string(),
  consultationId: z.string(),
  consultationTitle: z.string(),
  userName: z.string(),
  professionalName: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: rupeeText,
  platformShare: rupeeText,
  refundedAmount: rupeeText,
  createdAt: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export const adminTransactionPageSchema = pageSchemaOf(adminTransactionSchema);

export const adminTransactionQuerySchema = keysetPageQuerySchema.extend({
  status: z
    .enum(PAYMENT_STATUSES, "status must be 'pending', 'paid', 'failed' or 'refunded'")
    .optional(),
});
export type AdminTransactionQuery = z.output<typeof adminTransactionQuerySchema>;

/**
 * GET /api/admin/payouts: newest requested first, paged by cursor (`?cursor=`, the previous page's
 * `nextCursor`) or, for a first page or an old client, by number. The answer is payoutPageSchema.
 */
export const adminPayoutQuerySchema = keysetPageQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES, "status must be 'requested' or 'paid'").optional(),
});
export type AdminPayoutQuery = z.output<typeof adminPayoutQuerySchema>;

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const financialExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, "format must be 'csv' or 'pdf'").default('csv'),
});
