import { z } from 'zod';
import { CASE_EVENT_KINDS } from '../enums.ts';
import { rupeeAmountSchema } from './consultations.ts';

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
