import { z } from 'zod';
import { rupeeAmountSchema } from './consultations.ts';

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

/** One moment of a case: when (UTC; the web shows it in IST) and, for money, how much. */
export const caseEventSchema = z.object({
  kind: z.enum(CASE_EVENT_KINDS),
  at: z.iso.datetime({ offset: true }),
  /** The offer's, payment's or refund's amount; null for events without money. */
  amount: rupeeAmountSchema.nullable(),
});

/**
 * GET /api/consultations/{id}/timeline: the case's events, oldest first, for its owner, its
 * assigned professional and admins.
 */
export const caseTimelineSchema = z.object({ events: z.array(caseEventSchema) });
export type CaseTimeline = z.infer<typeof caseTimelineSchema>;
