import { sql } from 'drizzle-orm';
import {
  ACTIVITY_LINES,
  formatRupeesExact,
  LABELS,
  type ActivityCode,
  type ActivityKind,
  type ActivityParams,
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

const rupees = (amount: string | null) => formatRupeesExact(rupeesToPaise(amount ?? '0'));

/** The English words of a line's values that are ids or may be missing. */
function englishOf(params: ActivityParams): Record<string, string> {
  return {
    ...params,
    field: params.field
      ? (LABELS.en.category[params.field as Category] ?? params.field)
      : 'no field given',
    target: params.target ?? 'a professional',
    export: (params.export ?? '').replace(/[._-]/g, ' '),
    action: (params.action ?? '').replace(/[._]/g, ' '),
  };
}

/** A line as its code, its values and its English sentence (": notes" after an admin's). */
function line(
  code: ActivityCode,
  params: ActivityParams,
): Pick<RecentActivity, 'code' | 'params' | 'description'> {
  const words = englishOf(params);
  const sentence = ACTIVITY_LINES[code].replace(
    /\{(\w+)\}/g,
    (_, name: string) => words[name] ?? '',
  );
  return {
    code,
    params,
    description: params.notes ? `${sentence}: ${params.notes}` : sentence,
  };
}

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
  const title = row.subject ?? '';
  const field = row.subject || undefined;
  switch (row.kind) {
    case 'signup':
      return {
        ...base,
        ...(row.subject === null
          ? line('signedUp', { actor })
          : line('registeredAsProfessional', { actor, field })),
        link: '/admin?tab=users',
      };
    case 'application':
      return { ...base, ...line('applied', { actor, field }), link: '/admin?tab=users' };
    case 'request':
      return { ...base, ...line('posted', { actor, title }), link: '/admin?tab=consultations' };
    case 'payment':
      return {
        ...base,
        ...line('paid', { actor, amount: rupees(row.amount), title }),
        link: '/admin?tab=financial',
      };
    case 'completion':
      return {
        ...base,
        ...(row.detail
          ? line('completedBy', { title, professional: row.detail })
          : line('completed', { title })),
        link: '/admin?tab=consultations',
      };
    case 'refund':
      return {
        ...base,
        ...line('refunded', { amount: rupees(row.amount), title }),
        link: '/admin?tab=financial',
      };
    case 'admin':
      return { ...base, type: row.subject ?? 'admin', ...adminLine(actor, row), link: null };
  }
}

/** An admin action as a line that names the acting admin and whom or what it concerned. */
function adminLine(actor: string, row: ActivityRow) {
  const target = row.target ?? undefined;
  const notes = row.detail || undefined;
  switch (row.subject) {
    case 'professional.approved':
      return line('approved', { actor, target, notes });
    case 'professional.verified':
      return line('verified', { actor, target, notes });
    case 'professional.rejected':
      return line('rejected', { actor, target, notes });
    case 'export.downloaded':
      return line('exported', {
        actor,
        export: row.target ?? '',
        format: (row.extra ?? '').toUpperCase(),
      });
    default: {
      const action = row.subject ?? '';
      return target
        ? line('adminActionOn', { actor, action, target, notes })
        : line('adminAction', { actor, action, notes });
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
