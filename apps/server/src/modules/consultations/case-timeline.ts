import { sql } from 'drizzle-orm';
import { caseTimelineSchema, type CaseTimeline } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import {
  chatMessages,
  consultations,
  payments,
  professionalOffers,
  refunds,
  videoCalls,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { canSeePayments } from '../../policies/consultation-policy.ts';
import { loadConsultation } from './consultation-store.ts';

interface TimelineRow {
  kind: string;
  at: Date | string;
  amount: string | null;
}

/**
 * GET /api/consultations/{id}/timeline: what happened on the case, oldest first, for the people
 * who may see its payments (owner, assigned professional, admins); anyone else gets the same 404
 * as for a missing case. One statement over the tables that already record each moment: no
 * event log of its own, so the timeline can never disagree with them.
 */
export async function caseTimeline(
  ctx: AppContext,
  viewer: Person,
  id: string,
): Promise<CaseTimeline> {
  const row = await loadConsultation(ctx.db, id);
  if (!canSeePayments(viewer, row)) throw notFound('CONSULTATION_NOT_FOUND');
  const result = await ctx.db.execute(sql`
    select kind, at, amount from (
      select e.kind, e.at, null::text as amount, e.rank
      from ${consultations} c
      cross join lateral (values
        ('posted', c.created_at, 0),
        ('resolved', c.completed_at, 5),
        ('closed', c.closed_at, 6),
        ('reopened', c.reopen_requested_at, 7),
        ('complaint', c.complaint_raised_at, 8),
        ('complaint_resolved', c.complaint_resolved_at, 9)
      ) as e(kind, at, rank)
      where c.id = ${id} and e.at is not null
      union all
      select 'offer', ${professionalOffers.createdAt}, ${professionalOffers.offerAmount}::text, 1
      from ${professionalOffers} where ${professionalOffers.consultationId} = ${id}
      union all
      select 'paid', ${payments.paidAt}, ${payments.amount}::text, 2
      from ${payments} where ${payments.consultationId} = ${id} and ${payments.paidAt} is not null
      union all
      select 'first_reply', min(${chatMessages.createdAt}), null, 3
      from ${chatMessages}
      where ${chatMessages.consultationId} = ${id}
        and ${chatMessages.videoCallId} is null
        and ${chatMessages.senderId} = ${row.assignedTo}
      having min(${chatMessages.createdAt}) is not null
      union all
      select 'call', ${videoCalls.startedAt}, null, 4
      from ${videoCalls}
      where ${videoCalls.consultationId} = ${id} and ${videoCalls.startedAt} is not null
      union all
      select 'refund_requested', ${refunds.createdAt}, ${refunds.amount}::text, 10
      from ${refunds} where ${refunds.consultationId} = ${id}
      union all
      select 'refund_completed', ${refunds.processedAt}, ${refunds.amount}::text, 11
      from ${refunds}
      where ${refunds.consultationId} = ${id} and ${refunds.processedAt} is not null
    ) as events
    order by at, rank`);
  // Both drivers answer { rows }; a timestamp comes as a Date or as text, a Date either way here.
  const { rows } = result as unknown as { rows: TimelineRow[] };
  return caseTimelineSchema.parse({
    events: rows.map((event) => ({
      kind: event.kind,
      at: new Date(event.at).toISOString(),
      amount: event.amount,
    })),
  });
}
