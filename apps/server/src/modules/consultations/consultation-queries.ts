import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  USER_DASHBOARD_TABS,
  type Consultation as ConsultationDto,
  type ConsultationListQuery,
  type ConsultationWithOffers,
  type Page,
  type KeysetPageQuery,
  type UserDashboardTab,
  type UserStats,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  afterCursor,
  cappedCount,
  cheapTotal,
  cursorTimeOf,
  keysetPageOf,
  keysetSlice,
  skippedRows,
} from '../../db/keyset.ts';
import { consultations, professionalOffers, type Consultation } from '../../db/schema/index.ts';
import { assertCanView, type PolicyViewer } from '../../policies/consultation-policy.ts';
import { findOfferViews } from '../offers/offer-presenter.ts';
import { loadFactsOf } from './consultation-facts.ts';
import { presentConsultation, presentConsultations } from './consultation-presenter.ts';
import { loadConsultation } from './consultation-store.ts';

/** One consultation for whoever may read it; everyone else gets the same 404 as a missing one. */
export async function getConsultation(
  ctx: AppContext,
  viewer: PolicyViewer,
  id: string,
): Promise<ConsultationDto> {
  const row = await loadConsultation(ctx.db, id);
  assertCanView(viewer, row);
  return presentConsultation(row, await loadFactsOf(ctx.db, viewer.id, id), viewer);
}

/**
 * The SQL of one page of consultations matching `where`, newest first: pageSize + 1 rows after
 * the cursor (or past the page's offset), each with its exact cursor time. The plan check runs
 * EXPLAIN on this very query.
 */
export function consultationPageQuery(
  db: Queryable,
  where: SQL | undefined,
  query: KeysetPageQuery,
) {
  return db
    .select({ row: consultations, cursorAt: cursorTimeOf(consultations.createdAt) })
    .from(consultations)
    .where(and(where, afterCursor(consultations.createdAt, consultations.id, query.cursor)))
    .orderBy(desc(consultations.createdAt), desc(consultations.id))
    .limit(query.pageSize + 1)
    .offset(skippedRows(query));
}

/**
 * A page of consultations matching `where`, newest first, presented for the viewer, with the
 * cursor of the next page and a total capped at TOTAL_CAP (no screen shows these lists' totals).
 */
export async function pageOfConsultations(
  db: Queryable,
  viewer: PolicyViewer,
  where: SQL | undefined,
  query: KeysetPageQuery,
): Promise<{ page: Page<ConsultationDto>; rows: Consultation[] }> {
  const slice = keysetSlice(await consultationPageQuery(db, where, query), query, (found) => ({
    createdAt: found.cursorAt,
    id: found.row.id,
  }));
  const rows = slice.rows.map((found) => found.row);
  const total = await cheapTotal(query, slice, () => cappedCount(db, consultations, where));
  const items = await presentConsultations(db, viewer, rows);
  return { page: keysetPageOf(slice, items, query, total), rows };
}

/** The owner's own requests, optionally one dashboard tab's (consultations_user_created_idx). */
export function ownConsultationsWhere(userId: string, tab?: UserDashboardTab): SQL | undefined {
  const own = eq(consultations.userId, userId);
  return tab ? and(own, inArray(consultations.status, [...USER_DASHBOARD_TABS[tab]])) : own;
}

/** The owner's own requests, optionally one dashboard tab's. */
export async function listOwnConsultations(
  ctx: AppContext,
  viewer: PolicyViewer,
  query: ConsultationListQuery,
): Promise<Page<ConsultationDto>> {
  const where = ownConsultationsWhere(viewer.id, query.tab);
  return (await pageOfConsultations(ctx.db, viewer, where, query)).page;
}

/**
 * The Counter Offers tab: the owner's requests that are collecting offers, each with its live
 * offers.
 */
export async function listConsultationsWithOffers(
  ctx: AppContext,
  viewer: PolicyViewer,
  query: KeysetPageQuery,
): Promise<Page<ConsultationWithOffers>> {
  const where = ownConsultationsWhere(viewer.id, 'withOffers');
  const { page } = await pageOfConsultations(ctx.db, viewer, where, query);
  return { ...page, items: await withLiveOffers(ctx.db, page.items) };
}

/**
 * Adds each consultation's live offers (pending, or the one chosen and awaiting payment),
 * cheapest first, fetched for all of them at once.
 */
async function withLiveOffers(
  db: Queryable,
  items: ConsultationDto[],
): Promise<ConsultationWithOffers[]> {
  if (items.length === 0) return [];
  const offers = await findOfferViews(db, {
    where: and(
      inArray(
        professionalOffers.consultationId,
        items.map((item) => item.id),
      ),
      inArray(professionalOffers.status, ['pending', 'accepted']),
    ),
    orderBy: [asc(professionalOffers.offerAmount), asc(professionalOffers.createdAt)],
  });
  return items.map((item) => ({
    ...item,
    offers: offers.filter((offer) => offer.consultationId === item.id),
  }));
}

/** The four tab counts in one grouped query over the owner's requests. */
export async function userStats(ctx: AppContext, viewer: PolicyViewer): Promise<UserStats> {
  const rows = await ctx.db
    .select({ status: consultations.status, total: sql<number>`count(*)::int` })
    .from(consultations)
    .where(eq(consultations.userId, viewer.id))
    .groupBy(consultations.status);
  const countOf = (tab: UserDashboardTab) =>
    rows
      .filter((row) => (USER_DASHBOARD_TABS[tab] as readonly string[]).includes(row.status))
      .reduce((sum, row) => sum + row.total, 0);
  return {
    submitted: countOf('submitted'),
    withOffers: countOf('withOffers'),
    active: countOf('active'),
    history: countOf('history'),
  };
}
