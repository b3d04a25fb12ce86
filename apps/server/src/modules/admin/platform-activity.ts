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
    case 'admin': {
      const words = (row.subject ?? '').replace(/[._]/g, ' ');
      return {
        ...base,
        type: row.subject ?? 'admin',
        description: `${actor}: ${words}${row.detail ? `: ${row.detail}` : ''}`,
        link: null,
      };
    }
  }
}

/**
 * The newest `limit` events across sign-ups, applications, posted requests, captured payments,
 * completions, refunds and admin actions. Each branch walks its own index backwards:
 * users_created_at_idx, users_professional_applied_idx, consultations_created_idx,
 * payments_paid_at_idx, consultations_completed_at_idx, refunds_created_idx, audit_log_created_idx.
 */
export async function platformActivity(db: Queryable, limit = 10): Promise<RecentActivity[]> {
  const result = await db.execute<ActivityRow>(sql`
    select * from (
      (select u.id::text as id, 'signup' as kind, u.created_at as at, u.first_name, u.last_name,
        case when u.role = 'professional' then coalesce(u.specialization::text, '') end as subject,
        null::text as amount, null::text as detail
       from users u where u.role <> 'admin' order by u.created_at desc limit ${limit})
      union all
      (select u.id::text, 'application', u.professional_applied_at, u.first_name, u.last_name,
        u.specialization::text, null, null
       from users u where u.professional_applied_at is not null
       order by u.professional_applied_at desc limit ${limit})
      union all
      (select c.id::text, 'request', c.created_at, o.first_name, o.last_name, c.title, null, null
       from consultations c join users o on o.id = c.user_id
       order by c.created_at desc limit ${limit})
      union all
      (select p.id::text, 'payment', p.paid_at, o.first_name, o.last_name, c.title,
        p.amount::text, null
       from payments p join consultations c on c.id = p.consultation_id
        join users o on o.id = p.user_id
       where p.paid_at is not null order by p.paid_at desc limit ${limit})
      union all
      (select c.id::text, 'completion', c.completed_at, pro.first_name, pro.last_name, c.title, null,
        nullif(trim(coalesce(pro.first_name, '') || ' ' || coalesce(pro.last_name, '')), '')
       from consultations c left join users pro on pro.id = c.assigned_to
       where c.completed_at is not null order by c.completed_at desc limit ${limit})
      union all
      (select r.id::text, 'refund', r.created_at, who.first_name, who.last_name, c.title,
        r.amount::text, null
       from refunds r join consultations c on c.id = r.consultation_id
        left join users who on who.id = r.requested_by
       order by r.created_at desc limit ${limit})
      union all
      (select a.id::text, 'admin', a.created_at, who.first_name, who.last_name, a.action, null,
        a.notes
       from audit_log a left join users who on who.id = a.actor_id
       order by a.created_at desc limit ${limit})
    ) activity
    order by at desc, kind, id
    limit ${limit}`);
  return result.rows.map(present);
}
