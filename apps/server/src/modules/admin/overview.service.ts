import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  CATEGORIES,
  previousIstMonth,
  startOfIstDay,
  startOfIstMonth,
  USER_DASHBOARD_TABS,
  type AdminOverview,
  type CategoryShare,
  paiseToDecimalText,
  rupeesToPaise,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  consultations,
  ledgerEntries,
  payments,
  professionalOffers,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { countStuckMails } from '../mail/stuck-mails.ts';
import { availability } from './availability.ts';
import { platformActivity } from './platform-activity.ts';

// The admin overview tab: every figure computed from the data when asked. Definitions in
// docs/decisions/060-admin-figures.md.

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE_STATUSES = [...USER_DASHBOARD_TABS.active];
/** A case that got as far as being paid for and assigned (whatever happened next). */
const ASSIGNED_OR_LATER = [...USER_DASHBOARD_TABS.active, ...USER_DASHBOARD_TABS.history];

/** Percent change from `previous` to `current`, one decimal; null when previous is 0. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return round1(((current - previous) / previous) * 100);
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Net commission (platform_revenue credits less claw-backs) booked in [from, to), in paise. */
export async function commissionBetween(db: Queryable, from?: Date, to?: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'platform_revenue'),
        from ? gte(ledgerEntries.createdAt, from) : undefined,
        to ? lt(ledgerEntries.createdAt, to) : undefined,
      ),
    );
  return rupeesToPaise(row?.total ?? '0');
}

/** This IST month's commission and its growth against the previous IST month. */
export async function monthlyCommission(
  db: Queryable,
  now: Date,
): Promise<{ monthlyRevenue: string; growth: number | null }> {
  const previous = previousIstMonth(now);
  const current = await commissionBetween(db, previous.end);
  const before = await commissionBetween(db, previous.start, previous.end);
  return { monthlyRevenue: paiseToDecimalText(current), growth: growthPercent(current, before) };
}

export async function adminOverview(ctx: AppContext, now = new Date()): Promise<AdminOverview> {
  const { db } = ctx;
  const monthStart = startOfIstMonth(now);
  const previous = previousIstMonth(now);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * DAY_MS);
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);

  const [people] = await db
    .select({
      totalUsers: sql<number>`(count(*) filter (where ${users.role} = 'user'))::int`,
      usersThisMonth: sql<number>`(count(*) filter (where ${users.role} = 'user' and ${users.createdAt} >= ${monthStart.toISOString()}::timestamptz))::int`,
      usersLastMonth: sql<number>`(count(*) filter (where ${users.role} = 'user' and ${users.createdAt} >= ${previous.start.toISOString()}::timestamptz and ${users.createdAt} < ${previous.end.toISOString()}::timestamptz))::int`,
      activeProfessionals: sql<number>`(count(*) filter (where ${users.role} = 'professional' and ${users.isApproved} and not ${users.isSuspended}))::int`,
      pendingApprovals: sql<number>`(count(*) filter (where ${users.role} = 'professional' and not ${users.isApproved} and ${users.rejectedAt} is null))::int`,
    })
    .from(users);

  const [cases] = await db
    .select({
      total: sql<number>`count(*)::int`,
      completedToday: sql<number>`(count(*) filter (where ${consultations.status} = 'completed' and ${consultations.completedAt} >= ${startOfIstDay(now).toISOString()}::timestamptz))::int`,
      active: sql<number>`(count(*) filter (where ${inArray(consultations.status, ACTIVE_STATUSES)}))::int`,
      weekly: sql<number>`(count(*) filter (where ${consultations.createdAt} >= ${weekAgo.toISOString()}::timestamptz))::int`,
      completed: sql<number>`(count(*) filter (where ${consultations.status} = 'completed'))::int`,
      assignedOrLater: sql<number>`(count(*) filter (where ${inArray(consultations.status, ASSIGNED_OR_LATER)}))::int`,
      pendingQueries: sql<number>`(count(*) filter (where ${consultations.complaintRaisedAt} is not null and ${consultations.complaintResolvedAt} is null))::int`,
    })
    .from(consultations);

  // Posting to first offer, for requests posted in the last 30 days that have had an offer.
  const firstOffers = db
    .select({
      minutes:
        sql<string>`extract(epoch from (min(${professionalOffers.createdAt}) - ${consultations.createdAt})) / 60`.as(
          'minutes',
        ),
    })
    .from(consultations)
    .innerJoin(professionalOffers, eq(professionalOffers.consultationId, consultations.id))
    .where(gte(consultations.createdAt, thirtyDaysAgo))
    .groupBy(consultations.id, consultations.createdAt)
    .as('first_offers');
  const [response] = await db
    .select({ avg: sql<string | null>`avg(${firstOffers.minutes})::text` })
    .from(firstOffers);

  const [rating] = await db
    .select({
      total: sql<number>`count(*)::int`,
      satisfied: sql<number>`(count(*) filter (where ${reviews.rating} >= 4))::int`,
      average: sql<string | null>`avg(${reviews.rating})::text`,
    })
    .from(reviews);

  const [{ failedPayments } = { failedPayments: 0 }] = await db
    .select({ failedPayments: count() })
    .from(payments)
    .where(and(eq(payments.status, 'failed'), gte(payments.createdAt, thirtyDaysAgo)));

  const revenue = await monthlyCommission(db, now);

  return {
    totalUsers: people?.totalUsers ?? 0,
    userGrowth: growthPercent(people?.usersThisMonth ?? 0, people?.usersLastMonth ?? 0),
    activeProfessionals: people?.activeProfessionals ?? 0,
    pendingApprovals: people?.pendingApprovals ?? 0,
    totalConsultations: cases?.total ?? 0,
    completedToday: cases?.completedToday ?? 0,
    monthlyRevenue: revenue.monthlyRevenue,
    revenueGrowth: revenue.growth,
    activeConsultations: cases?.active ?? 0,
    weeklyConsultations: cases?.weekly ?? 0,
    avgResponseTime: response?.avg == null ? null : Math.round(Number(response.avg)),
    completionRate: cases?.assignedOrLater
      ? round1((cases.completed / cases.assignedOrLater) * 100)
      : 0,
    satisfaction: rating?.total ? round1((rating.satisfied / rating.total) * 100) : 0,
    avgProfessionalRating: rating?.average == null ? 0 : round1(Number(rating.average)),
    pendingQueries: cases?.pendingQueries ?? 0,
    failedPayments,
    stuckMails: await countStuckMails(db, now),
    systemUptime: Math.max(0, Math.floor((now.getTime() - ctx.startedAt.getTime()) / 1000)),
    availability: await availability(db, now),
    completedConsultations: cases?.completed ?? 0,
    recentActivity: await platformActivity(db),
    categoryDistribution: await categoryDistribution(db),
  };
}

/** Consultations per category, every category listed, with its share in percent. */
export async function categoryDistribution(db: Queryable): Promise<CategoryShare[]> {
  const rows = await db
    .select({ category: consultations.category, count: sql<number>`count(*)::int` })
    .from(consultations)
    .groupBy(consultations.category);
  const counts = new Map(rows.map((row) => [row.category, row.count]));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return CATEGORIES.map((category) => {
    const n = counts.get(category) ?? 0;
    return { category, count: n, percent: total ? round1((n * 100) / total) : 0 };
  });
}
