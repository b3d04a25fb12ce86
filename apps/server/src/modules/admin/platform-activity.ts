import { sql } from 'drizzle-orm';
import {
  formatRupeesExact,
  LABELS,
  type ActivityKind,
  type Category,
  type RecentActivity,
  rupeesToPaise,
} from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';

// The admin's Recent Activity: what happened on the platform, newest first, read from the tables
// that record it (docs/decisions/160-admin-activity-and-availability.md). Each kind is its own
// `order by <time> desc limit n` over an index on that time, so the UNION ALL reads at most n rows
// per kind however large the tables grow; the outer sort orders those few.

/** One row of any kind, as the UNION ALL returns it. */
type ActivityRow = {
  id: string;
  kind: ActivityKind;
  at: Date | string;
  first_name: string | null;
  last_name: string | null;
  /** A request's title, the professional's field, or an admin action. */
  subject: string | null;
  amount: string | null;
  /** A professional's name (completions), an admin's notes. */
  detail: string | null;
  /** An admin action's target: the person's name, or what was exported; else null. */
  target: string | null;
  /** An export's format ('csv', 'pdf'). */
  extra: string | null;
};

const nameOf = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || 'Name not provided';

const fieldOf = (category: string | null) =>
  category ? (LABELS.en.category[category as Category] ?? category) : 'no field given';

const rupees = (amount: string | null) => formatRupeesExact(rupeesToPaise(amount ?? '0'));

function present(row: ActivityRow): RecentActivity {
  const actor = row.first_name === null ? 'System' : nameOf(row.first_name, row.last_name);
  const base = {
    id: `${row.kind}:${row.id}`,
    timestamp: new Date(row.at).toISOString(),
    type: row.kind as string,
    kind: row.kind,
    actor,
    count: 1,
  };
  switch (row.kind) {
    case 'signup':
      return {
        ...base,
        description:
          row.subject === null
            ? `${actor} signed up`
            : `${actor} registered as a professional (${fieldOf(row.subject)})`,
        link: '/admin?tab=users',
      };
    case 'application':
      return {
        ...base,
        description: `${actor} applied to become a professional (${fieldOf(row.subject)})`,
        link: '/admin?tab=users',
      };
    case 'request':
      return {
        ...base,
        description: `${actor} posted "${row.subject ?? ''}"`,
        link: '/admin?tab=consultations',
      };
    case 'payment':
      return {
        ...base,
        description: `${actor} paid ${rupees(row.amount)} for "${row.subject ?? ''}"`,
        link: '/admin?tab=financial',
      };
    case 'completion':
      return {
        ...base,
        description: `"${row.subject ?? ''}" was completed${row.detail ? ` by ${row.detail}` : ''}`,
        link: '/admin?tab=consultations',
      };
    case 'refund':
      return {
        ...base,
        description: `${rupees(row.amount)} refunded for "${row.subject ?? ''}"`,
        link: '/admin?tab=financial',
      };
    case 'admin':
      return {
        ...base,
        type: row.subject ?? 'admin',
        description: adminLine(actor, row),
        link: null,
      };
  }
}

/** An admin action as a sentence that names the acting admin and whom or what it concerned. */
function adminLine(actor: string, row: ActivityRow): string {
  const notes = row.detail ? `: ${row.detail}` : '';
  switch (row.subject) {
    case 'professional.approved':
      return `${actor} approved ${row.target ?? 'a professional'}${notes}`;
    case 'professional.verified':
      return `${actor} verified ${row.target ?? 'a professional'}${notes}`;
    case 'professional.rejected':
      return `${actor} rejected the application of ${row.target ?? 'a professional'}${notes}`;
    case 'export.downloaded':
      return `${actor} downloaded the ${(row.target ?? '').replace(/[._-]/g, ' ')} export${
        row.extra ? ` (${row.extra.toUpperCase()})` : ''
      }`;
    default: {
      const words = (row.subject ?? '').replace(/[._]/g, ' ');
      return `${actor}: ${words}${row.target ? ` (${row.target})` : ''}${notes}`;
    }
  }
}

/**
 * Runs of the same admin line next to each other (one admin downloading the same export again
 * and again) collapse into their newest entry with the number of times.
 */
export function collapseRepeats(items: RecentActivity[]): RecentActivity[] {
  const out: RecentActivity[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (
      last &&
      item.kind === 'admin' &&
      last.kind === 'admin' &&
      last.type === item.type &&
      last.actor === item.actor &&
      last.description === item.description
    ) {
      out[out.length - 1] = { ...last, count: last.count + 1 };
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * The newest `limit` events across sign-ups, applications, posted requests, captured payments,
 * completions, refunds and admin actions. Each branch walks its own index backwards:
 * users_created_at_idx, users_professional_applied_idx, consultations_created_idx,
 * payments_paid_at_idx, consultations_completed_at_idx, refunds_created_idx, audit_log_created_idx.
 */
export async function platformActivity(db: Queryable, limit = 10): Promise<RecentActivity[]> {
  // Admin actions are read deeper, so a run of repeated exports that collapses into one line
  // still leaves `limit` lines; a run longer than that is counted up to what was read.
  const adminRows = limit * 5;
  const result = await db.execute<ActivityRow>(sql`
    select * from (
      (select u.id::text as id, 'signup' as kind, u.created_at as at, u.first_name, u.last_name,
        case when u.role = 'professional' then coalesce(u.specialization::text, '') end as subject,
        null::text as amount, null::text as detail, null::text as target, null::text as extra
       from users u where u.role <> 'admin' order by u.created_at desc limit ${limit})
      union all
      (select u.id::text, 'application', u.professional_applied_at, u.first_name, u.last_name,
        u.specialization::text, null, null, null, null
       from users u where u.professional_applied_at is not null
       order by u.professional_applied_at desc limit ${limit})
      union all
      (select c.id::text, 'request', c.created_at, o.first_name, o.last_name, c.title, null, null,
        null, null
       from consultations c join users o on o.id = c.user_id
       order by c.created_at desc limit ${limit})
      union all
      (select p.id::text, 'payment', p.paid_at, o.first_name, o.last_name, c.title,
        p.amount::text, null, null, null
       from payments p join consultations c on c.id = p.consultation_id
        join users o on o.id = p.user_id
       where p.paid_at is not null order by p.paid_at desc limit ${limit})
      union all
      (select c.id::text, 'completion', c.completed_at, pro.first_name, pro.last_name, c.title, null,
        nullif(trim(coalesce(pro.first_name, '') || ' ' || coalesce(pro.last_name, '')), ''),
        null, null
       from consultations c left join users pro on pro.id = c.assigned_to
       where c.completed_at is not null order by c.completed_at desc limit ${limit})
      union all
      (select r.id::text, 'refund', r.created_at, who.first_name, who.last_name, c.title,
        r.amount::text, null, null, null
       from refunds r join consultations c on c.id = r.consultation_id
        left join users who on who.id = r.requested_by
       order by r.created_at desc limit ${limit})
      union all
      (select a.id::text, 'admin', a.created_at, who.first_name, who.last_name, a.action, null,
        a.notes,
        case a.target_type
          when 'user'
            then nullif(trim(coalesce(tgt.first_name, '') || ' ' || coalesce(tgt.last_name, '')), '')
          when 'export' then a.target_id end,
        a.metadata->>'format'
       from audit_log a left join users who on who.id = a.actor_id
        left join users tgt on a.target_type = 'user'
          and tgt.id = (case when a.target_type = 'user' then a.target_id end)::uuid
       order by a.created_at desc limit ${adminRows})
    ) activity
    order by at desc, kind, id
    limit ${adminRows}`);
  return collapseRepeats(result.rows.map(present)).slice(0, limit);
}
