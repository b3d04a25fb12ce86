import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  offsetOf,
  pageOf,
  startOfIstMonth,
  USER_DASHBOARD_TABS,
  type Consultation as ConsultationDto,
  type Offer,
  type Page,
  type KeysetPageQuery,
  type PageQuery,
  type ProfessionalOfferListQuery,
  type ProfessionalStats,
  paiseToDecimalText,
  rupeesToPaise,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  chatMessages,
  consultations,
  ledgerEntries,
  professionalOffers,
  seekingOffers,
  beingWorkedOn,
} from '../../db/schema/index.ts';
import { cursorTimeOf, keysetPageOf, newestFirstPage } from '../../db/keyset.ts';
import type { SessionUser } from '../../policies/route-access.ts';
import { isSpokenLine } from '../chat/chat-lines.ts';
import {
  pageOfConsultations,
  pageOfListedConsultations,
} from '../consultations/consultation-queries.ts';
import { presentConsultations } from '../consultations/consultation-presenter.ts';
import { findPreparedOfferViews } from '../consultations/offer-presenter.ts';
import { isAnyOf, preparedKeysetSlice, type PreparedList } from '../../db/prepared.ts';
import { ratingOf } from '../users/professional-ratings.ts';

// The professional dashboard's lists and tiles. Every caller is an approved professional
// (requireApprovedProfessional); each list is a page, newest first, walked in order over a
// partial index whose predicate is the list's own (db/schema), so a page costs the same at any depth.

/** Cases the professional has resolved, whatever the user did next. */
const FINISHED_STATUSES = [...USER_DASHBOARD_TABS.history];

/**
 * Available Options: requests of the professional's category still seeking offers, on which they
 * have no live offer (consultations_seeking_offers_idx).
 */
export function availableConsultationsWhere(
  professional: { id: string | Placeholder },
  category: NonNullable<SessionUser['specialization']> | Placeholder,
): SQL | undefined {
  return and(
    eq(consultations.category, category),
    seekingOffers(consultations.status),
    sql`not exists (select 1 from ${professionalOffers} where ${professionalOffers.consultationId} = ${consultations.id} and ${professionalOffers.professionalId} = ${professional.id} and ${professionalOffers.status} in ('pending', 'accepted'))`,
  );
}

/** Available Options; none without a specialization. */
export async function listAvailableConsultations(
  ctx: AppContext,
  professional: SessionUser,
  query: KeysetPageQuery,
): Promise<Page<ConsultationDto>> {
  if (!professional.specialization) return pageOf([], query, 0);
  const list: PreparedList = {
    name: 'available',
    where: () =>
      availableConsultationsWhere(
        { id: sql.placeholder('professionalId') },
        sql.placeholder('category'),
      ),
    values: { professionalId: professional.id, category: professional.specialization },
  };
  return pageOfListedConsultations(ctx.db, professional, list, query);
}

/** The professional's own offers, optionally of one status (professional_offers_professional_created_idx). */
export function ownOffersWhere(
  professional: Pick<SessionUser, 'id'>,
  query: Pick<ProfessionalOfferListQuery, 'status'>,
): SQL | undefined {
  return and(
    eq(professionalOffers.professionalId, professional.id),
    query.status ? eq(professionalOffers.status, query.status) : undefined,
  );
}

/**
 * The SQL of one page of a professional's offers: ids and exact cursor times of pageSize + 1
 * offers after the cursor, newest first. The plan check runs EXPLAIN on this very query.
 */
export function ownOffersPageQuery(db: Queryable, where: SQL | undefined, query: KeysetPageQuery) {
  return newestFirstPage(
    db
      .select({ id: professionalOffers.id, cursorAt: cursorTimeOf(professionalOffers.createdAt) })
      .from(professionalOffers)
      .$dynamic(),
    professionalOffers.createdAt,
    professionalOffers.id,
    where,
    query,
  );
}

/** The professional's own offers with the request each answers, newest first. */
export async function listOwnOffers(
  ctx: AppContext,
  professional: SessionUser,
  query: ProfessionalOfferListQuery,
): Promise<Page<Offer>> {
  const { db } = ctx;
  // Prepared (db/prepared.ts): one statement per variant of the filter.
  const list: PreparedList = {
    name: `offers_own${query.status ? '_of_status' : ''}`,
    where: () =>
      and(
        eq(professionalOffers.professionalId, sql.placeholder('professionalId')),
        query.status ? eq(professionalOffers.status, sql.placeholder('status')) : undefined,
      ),
    values: { professionalId: professional.id, status: query.status },
  };
  const { slice, total } = await preparedKeysetSlice(
    db,
    list,
    {
      select: () =>
        db
          .select({
            id: professionalOffers.id,
            cursorAt: cursorTimeOf(professionalOffers.createdAt),
          })
          .from(professionalOffers)
          .$dynamic(),
      table: professionalOffers,
      createdAt: professionalOffers.createdAt,
      id: professionalOffers.id,
    },
    query,
    (offer) => ({ createdAt: offer.cursorAt, id: offer.id }),
  );
  const ids = slice.rows.map((offer) => offer.id);
  const items =
    ids.length === 0
      ? []
      : await findPreparedOfferViews(
          db,
          'offers_own_views',
          {
            where: isAnyOf(professionalOffers.id, 'ids'),
            orderBy: [desc(professionalOffers.createdAt), desc(professionalOffers.id)],
            withConsultation: true,
          },
          { ids },
        );
  return keysetPageOf(slice, items, query, total);
}

/** Active Consultations: assigned to the professional, paid, and not yet resolved. */
export function acceptedConsultationsWhere(professional: Pick<SessionUser, 'id'>): SQL | undefined {
  return and(eq(consultations.assignedTo, professional.id), beingWorkedOn(consultations.status));
}

/**
 * One of the professional's own case lists: the page of consultations its filter picks for them,
 * newest first. Active Consultations and Pending Actions differ only in the filter, so the paging
 * and the presenting are written once.
 */
function ownCaseList(whereOf: (professional: SessionUser) => SQL | undefined) {
  return async (
    ctx: AppContext,
    professional: SessionUser,
    query: KeysetPageQuery,
  ): Promise<Page<ConsultationDto>> =>
    (await pageOfConsultations(ctx.db, professional, whereOf(professional), query)).page;
}

/** Active Consultations (consultations_assigned_active_idx). */
export const listAcceptedConsultations = ownCaseList(acceptedConsultationsWhere);

/**
 * Cases waiting on the professional: active cases whose chat has no message yet or whose latest
 * message is the user's (an unanswered call's line is no message). The first reply (which also
 * keeps the user from cancelling for a full refund) and every answer owed take a case off this list.
 */
export function pendingActionsWhere(professional: Pick<SessionUser, 'id'>): SQL | undefined {
  const lastSender = sql`(select ${chatMessages.senderId} from ${chatMessages} where ${chatMessages.consultationId} = ${consultations.id} and ${isSpokenLine} order by ${chatMessages.createdAt} desc limit 1)`;
  return and(
    acceptedConsultationsWhere(professional),
    sql`${lastSender} is distinct from ${professional.id}::uuid`,
  );
}

/** Pending Actions (consultations_assigned_active_idx, each row's last message checked). */
export const listPendingActions = ownCaseList(pendingActionsWhere);

/**
 * Completed cases page: resolved by the professional, most recently closed first. Ordered by
 * closing time, which no cursor of (created_at, id) can follow, so it pages by number with an
 * exact count; one professional's finished cases stay few (consultations_assigned_status_idx).
 */
export async function listCompletedConsultations(
  ctx: AppContext,
  professional: SessionUser,
  query: PageQuery,
): Promise<Page<ConsultationDto>> {
  const where = and(
    eq(consultations.assignedTo, professional.id),
    inArray(consultations.status, FINISHED_STATUSES),
  );
  const rows = await ctx.db
    .select()
    .from(consultations)
    .where(where)
    .orderBy(
      sql`${consultations.closedAt} desc nulls last`,
      desc(consultations.createdAt),
      desc(consultations.id),
    )
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(consultations)
    .where(where);
  return pageOf(await presentConsultations(ctx.db, professional, rows), query, total);
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
    .where(acceptedConsultationsWhere(professional));
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
    monthEarnings: paiseToDecimalText(rupeesToPaise(credited)),
  };
}
