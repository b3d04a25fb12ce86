import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  offsetOf,
  pageOf,
  USER_DASHBOARD_TABS,
  type Consultation as ConsultationDto,
  type Offer,
  type Page,
  type PageQuery,
  type ProfessionalOfferListQuery,
  type ProfessionalStats,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import {
  chatMessages,
  consultations,
  ledgerEntries,
  professionalOffers,
} from '../../db/schema/index.ts';
import { fromPaise, toPaise } from '../../db/money.ts';
import type { SessionUser } from '../auth/guards.ts';
import { isSpokenLine } from '../chat/chat-lines.ts';
import { pageOfConsultations } from '../consultations/consultation-queries.ts';
import { findOfferViews } from '../offers/offer-presenter.ts';
import { ratingOf } from '../reviews/professional-ratings.ts';
import { startOfIstMonth } from './ist-month.ts';

// The professional dashboard's lists and tiles. Every caller is an approved professional
// (requireApprovedProfessional); each list is a page, newest first, over an index.

/** Cases being worked on: the same statuses as the user's Active Chat tab. */
const ACTIVE_STATUSES = [...USER_DASHBOARD_TABS.active];
/** Cases the professional has resolved, whatever the user did next. */
const FINISHED_STATUSES = [...USER_DASHBOARD_TABS.history];
/** Requests still collecting offers. */
const SEEKING_OFFERS = [...USER_DASHBOARD_TABS.submitted, ...USER_DASHBOARD_TABS.withOffers];

/**
 * Available Options: requests of the professional's category still seeking offers, on which they
 * have no live offer (consultations_category_status_created_idx). None without a specialization.
 */
export async function listAvailableConsultations(
  ctx: AppContext,
  professional: SessionUser,
  query: PageQuery,
): Promise<Page<ConsultationDto>> {
  if (!professional.specialization) return pageOf([], query, 0);
  const where = and(
    eq(consultations.category, professional.specialization),
    inArray(consultations.status, SEEKING_OFFERS),
    sql`not exists (select 1 from ${professionalOffers} where ${professionalOffers.consultationId} = ${consultations.id} and ${professionalOffers.professionalId} = ${professional.id} and ${professionalOffers.status} in ('pending', 'accepted'))`,
  );
  return (await pageOfConsultations(ctx.db, professional, where, query)).page;
}

/** The professional's own offers with the request each answers (professional_offers_professional_idx). */
export async function listOwnOffers(
  ctx: AppContext,
  professional: SessionUser,
  query: ProfessionalOfferListQuery,
): Promise<Page<Offer>> {
  const where = and(
    eq(professionalOffers.professionalId, professional.id),
    query.status ? eq(professionalOffers.status, query.status) : undefined,
  );
  const items = await findOfferViews(ctx.db, {
    where,
    orderBy: [desc(professionalOffers.createdAt), desc(professionalOffers.id)],
    limit: query.pageSize,
    offset: offsetOf(query),
    withConsultation: true,
  });
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(professionalOffers)
    .where(where);
  return pageOf(items, query, total);
}

/** Cases assigned to the professional (consultations_assigned_status_idx), in some statuses. */
function assignedTo(professional: SessionUser, statuses: SQL | undefined): SQL | undefined {
  return and(eq(consultations.assignedTo, professional.id), statuses);
}

/** Active Consultations: assigned to the professional, paid, and not yet resolved. */
export async function listAcceptedConsultations(
  ctx: AppContext,
  professional: SessionUser,
  query: PageQuery,
): Promise<Page<ConsultationDto>> {
  const where = assignedTo(professional, inArray(consultations.status, ACTIVE_STATUSES));
  return (await pageOfConsultations(ctx.db, professional, where, query)).page;
}

/**
 * Cases waiting on the professional: active cases whose chat has no message yet or whose latest
 * message is the user's (an unanswered call's line is no message). The first reply (which also
 * keeps the user from cancelling for a full refund) and every answer owed take a case off this list.
 */
export async function listPendingActions(
  ctx: AppContext,
  professional: SessionUser,
  query: PageQuery,
): Promise<Page<ConsultationDto>> {
  const lastSender = sql`(select ${chatMessages.senderId} from ${chatMessages} where ${chatMessages.consultationId} = ${consultations.id} and ${isSpokenLine} order by ${chatMessages.createdAt} desc limit 1)`;
  const where = and(
    assignedTo(professional, inArray(consultations.status, ACTIVE_STATUSES)),
    sql`${lastSender} is distinct from ${professional.id}::uuid`,
  );
  return (await pageOfConsultations(ctx.db, professional, where, query)).page;
}

/** Completed cases page: resolved by the professional, most recently closed first. */
export async function listCompletedConsultations(
  ctx: AppContext,
  professional: SessionUser,
  query: PageQuery,
): Promise<Page<ConsultationDto>> {
  const where = assignedTo(professional, inArray(consultations.status, FINISHED_STATUSES));
  const orderBy = [
    sql`${consultations.closedAt} desc nulls last`,
    desc(consultations.createdAt),
    desc(consultations.id),
  ];
  return (await pageOfConsultations(ctx.db, professional, where, query, orderBy)).page;
}

/**
 * The four tiles: active cases, offers awaiting an answer, rating from reviews, and this IST
 * month's earnings, which are the credits to the professional's wallet in the ledger (escrow
 * released on completion). Payouts are debits and do not lower what was earned.
 */
export async function professionalStats(
  ctx: AppContext,
  professional: SessionUser,
  now = new Date(),
): Promise<ProfessionalStats> {
  const [{ activeCases } = { activeCases: 0 }] = await ctx.db
    .select({ activeCases: count() })
    .from(consultations)
    .where(assignedTo(professional, inArray(consultations.status, ACTIVE_STATUSES)));
  const [{ pendingOffers } = { pendingOffers: 0 }] = await ctx.db
    .select({ pendingOffers: count() })
    .from(professionalOffers)
    .where(
      and(
        eq(professionalOffers.professionalId, professional.id),
        eq(professionalOffers.status, 'pending'),
      ),
    );
  const [{ credited } = { credited: '0' }] = await ctx.db
    .select({ credited: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.account, 'professional_wallet'),
        eq(ledgerEntries.ownerId, professional.id),
        // Credits are negative (debit positive, credit negative).
        lt(ledgerEntries.amount, '0'),
        gte(ledgerEntries.createdAt, startOfIstMonth(now)),
      ),
    );
  return {
    activeCases,
    pendingOffers,
    ...(await ratingOf(ctx.db, professional.id)),
    monthEarnings: fromPaise(toPaise(credited)),
  };
}
