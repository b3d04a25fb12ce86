import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  USER_DASHBOARD_TABS,
  type Consultation as ConsultationDto,
  type ConsultationListQuery,
  type ConsultationWithOffers,
  type Page,
  type KeysetPageQuery,
  type Offer,
  type UserDashboardTab,
  type UserStats,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  cappedCount,
  cheapTotal,
  cursorTimeOf,
  keysetPageOf,
  keysetSlice,
  newestFirstPage,
} from '../../db/keyset.ts';
import { consultations, professionalOffers, type Consultation } from '../../db/schema/index.ts';
import type { Person } from '../../policies/person.ts';
import { assertCanView, relationsOf } from '../../policies/consultation-policy.ts';
import { notFound } from '../../errors.ts';
import { findOfferViews, findPreparedOfferViews } from './offer-presenter.ts';
import { casePartiesFor } from '../users/case-parties.ts';
import { loadFactsOf } from './consultation-facts.ts';
import { presentConsultation, presentConsultations } from './consultation-presenter.ts';
import { loadConsultation } from './consultation-store.ts';
import {
  isAnyOf,
  preparedKeysetSlice,
  rawStatement,
  type PreparedList,
} from '../../db/prepared.ts';

/** One consultation for whoever may read it; everyone else gets the same 404 as a missing one. */
export async function getConsultation(
  ctx: AppContext,
  viewer: Person,
  id: string,
): Promise<ConsultationDto> {
  const row = await loadConsultation(ctx.db, id);
  assertCanView(viewer, row);
  const dto = presentConsultation(row, await loadFactsOf(ctx.db, viewer.id, id), viewer);
  const parties = await casePartiesFor(ctx.db, viewer, row);
  return parties ? { ...dto, parties } : dto;
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
  return newestFirstPage(
    db
      .select({ row: consultations, cursorAt: cursorTimeOf(consultations.createdAt) })
      .from(consultations)
      .$dynamic(),
    consultations.createdAt,
    consultations.id,
    where,
    query,
  );
}

/**
 * A page of consultations matching `where`, newest first, presented for the viewer, with the
 * cursor of the next page and a total capped at TOTAL_CAP (no screen shows these lists' totals).
 */
export async function pageOfConsultations(
  db: Queryable,
  viewer: Person,
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

/** pageOfConsultations for a prepared list: the same SQL, the same page. */
export async function pageOfListedConsultations(
  db: Queryable,
  viewer: Person,
  list: PreparedList,
  query: KeysetPageQuery,
): Promise<Page<ConsultationDto>> {
  const { slice, total } = await preparedKeysetSlice(
    db,
    { ...list, name: `consultations_${list.name}` },
    {
      select: () =>
        db
          .select({ row: consultations, cursorAt: cursorTimeOf(consultations.createdAt) })
          .from(consultations)
          .$dynamic(),
      table: consultations,
      createdAt: consultations.createdAt,
      id: consultations.id,
    },
    query,
    (found) => ({ createdAt: found.cursorAt, id: found.row.id }),
  );
  const items = await presentConsultations(
    db,
    viewer,
    slice.rows.map((found) => found.row),
  );
  return keysetPageOf(slice, items, query, total);
}

/** The owner's own requests, optionally one dashboard tab's, prepared. */
function ownConsultationsList(viewer: Person, tab?: UserDashboardTab): PreparedList {
  return {
    name: tab ? `own_${tab}` : 'own',
    where: () => ownConsultationsWhere(sql.placeholder('userId'), tab),
    values: { userId: viewer.id },
  };
}

/** The owner's own requests, optionally one dashboard tab's (consultations_user_created_idx). */
export function ownConsultationsWhere(
  userId: string | Placeholder,
  tab?: UserDashboardTab,
): SQL | undefined {
  const own = eq(consultations.userId, userId);
  return tab ? and(own, inArray(consultations.status, [...USER_DASHBOARD_TABS[tab]])) : own;
}

/** The owner's own requests, optionally one dashboard tab's. */
export async function listOwnConsultations(
  ctx: AppContext,
  viewer: Person,
  query: ConsultationListQuery,
): Promise<Page<ConsultationDto>> {
  return pageOfListedConsultations(ctx.db, viewer, ownConsultationsList(viewer, query.tab), query);
}

/**
 * The Counter Offers tab: the owner's requests that are collecting offers, each with its live
 * offers.
 */
export async function listConsultationsWithOffers(
  ctx: AppContext,
  viewer: Person,
  query: KeysetPageQuery,
): Promise<Page<ConsultationWithOffers>> {
  const list = ownConsultationsList(viewer, 'withOffers');
  const page = await pageOfListedConsultations(ctx.db, viewer, list, query);
  return { ...page, items: await withLiveOffers(ctx.db, page.items) };
}

/**
 * GET /api/consultations/{id}/offers: the case page's offers to choose from (pending, or the one
 * chosen and awaiting payment), cheapest first, as the Counter Offers tab shows them. Only the
 * owner and admins see them; a professional never sees the others' offers (404, as for a case
 * they may not read).
 */
export async function listCaseOffers(
  ctx: AppContext,
  viewer: Person,
  id: string,
): Promise<Offer[]> {
  const row = await loadConsultation(ctx.db, id);
  const relations = relationsOf(viewer, row);
  if (!relations.includes('owner') && !relations.includes('admin')) {
    throw notFound('CONSULTATION_NOT_FOUND');
  }
  return findOfferViews(ctx.db, {
    where: and(
      eq(professionalOffers.consultationId, id),
      inArray(professionalOffers.status, ['pending', 'accepted']),
    ),
    orderBy: [asc(professionalOffers.offerAmount), asc(professionalOffers.createdAt)],
  });
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
  const offers = await findPreparedOfferViews(
    db,
    'offers_live_of_consultations',
    {
      where: and(
        isAnyOf(professionalOffers.consultationId, 'ids'),
        inArray(professionalOffers.status, ['pending', 'accepted']),
      ),
      orderBy: [asc(professionalOffers.offerAmount), asc(professionalOffers.createdAt)],
    },
    { ids: items.map((item) => item.id) },
  );
  return items.map((item) => ({
    ...item,
    offers: offers.filter((offer) => offer.consultationId === item.id),
  }));
}

/** The owner's requests counted by status: every dashboard asks, so on the driver itself. */
const ownStatusCounts = rawStatement<{ status: Consultation['status']; total: number }>(
  'consultations_own_status_counts',
  `select "status", count(*)::int as "total" from "consultations" where "user_id" = $1 group by "status"`,
);

/** The dashboard tab each status is counted in (the tabs share no status). */
const TAB_OF_STATUS = new Map<string, UserDashboardTab>(
  Object.entries(USER_DASHBOARD_TABS).flatMap(([tab, statuses]) =>
    statuses.map((status): [string, UserDashboardTab] => [status, tab as UserDashboardTab]),
  ),
);

/**
 * The four tab counts in one grouped query over the owner's requests, added up in one pass over
 * its rows (every dashboard asks: no closure, filter or reduce made per request).
 */
export async function userStats(ctx: AppContext, viewer: Person): Promise<UserStats> {
  const rows = await ownStatusCounts(ctx.db, [viewer.id]);
  const stats: UserStats = { submitted: 0, withOffers: 0, active: 0, history: 0 };
  for (const row of rows) {
    const tab = TAB_OF_STATUS.get(row.status);
    if (tab !== undefined) stats[tab] += row.total;
  }
  return stats;
}
