import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  type Category,
  type Profession,
  type Specialization,
  type SpecializationQuery,
  type UrgencyLevel,
  type UrgencyPricing,
} from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { rawStatement } from '../../db/prepared.ts';
import { professionTypes, specializations, urgencyPricing } from '../../db/schema/index.ts';

// The catalog every form reads. Only active rows are ever offered: an admin switching a row off
// hides it from new requests at once, while requests already posted keep their own copy.

/** Active professions in display order, each with its active specializations' names. */
export async function listProfessions(db: Queryable): Promise<Profession[]> {
  const rows = await db
    .select({
      id: professionTypes.id,
      name: professionTypes.name,
      displayName: professionTypes.displayName,
      specializations: sql<
        string[]
      >`coalesce(array_agg(${specializations.name} order by ${specializations.sortOrder}, ${specializations.name}) filter (where ${specializations.id} is not null), '{}')`,
    })
    .from(professionTypes)
    .leftJoin(
      specializations,
      and(eq(specializations.professionId, professionTypes.id), eq(specializations.isActive, true)),
    )
    .where(eq(professionTypes.isActive, true))
    .groupBy(professionTypes.id)
    .orderBy(asc(professionTypes.sortOrder), asc(professionTypes.name));
  return rows.map((row) => ({ ...row, name: row.name as Category, isActive: true }));
}

/** A specialization with its profession's name, as the catalog lists it (admins see isActive too). */
export const specializationColumns = {
  id: specializations.id,
  name: specializations.name,
  nameHi: specializations.nameHi,
  professionId: specializations.professionId,
  professionName: professionTypes.name,
  minPrice: specializations.minPrice,
  maxPrice: specializations.maxPrice,
};

/** Active specializations of active professions, optionally of one profession. */
export async function listSpecializations(
  db: Queryable,
  query: SpecializationQuery,
): Promise<Specialization[]> {
  const filters: SQL[] = [eq(specializations.isActive, true), eq(professionTypes.isActive, true)];
  if (query.professionId) filters.push(eq(professionTypes.id, query.professionId));
  if (query.category) filters.push(eq(professionTypes.name, query.category));
  const rows = await db
    .select(specializationColumns)
    .from(specializations)
    .innerJoin(professionTypes, eq(professionTypes.id, specializations.professionId))
    .where(and(...filters))
    .orderBy(
      asc(professionTypes.sortOrder),
      asc(specializations.sortOrder),
      asc(specializations.name),
    );
  return rows.map((row) => ({
    ...row,
    professionName: row.professionName as Category,
    isActive: true,
  }));
}

// The post form's read of the tiers, on the driver itself (db/prepared.ts): its columns are
// already the answer's, in the enum's own order (normal → urgent).
const activeUrgencyTiers = rawStatement<UrgencyPricing>(
  'active_urgency_tiers',
  `select "id", "urgency_level" as "urgencyLevel", "display_name" as "displayName", "description",
     "response_time" as "responseTime", "display_name_hi" as "displayNameHi",
     "description_hi" as "descriptionHi", "response_time_hi" as "responseTimeHi",
     "min_amount" as "minAmount", "max_amount" as "maxAmount", "is_active" as "isActive"
   from "urgency_pricing" where "is_active" order by "urgency_level"`,
);

/**
 * Active urgency tiers, normal → urgent. Read fresh on every request (R-04: admins edit them while
 * people post), so it is a prepared statement rather than a cached answer.
 */
export function listUrgencyPricing(db: Queryable): Promise<UrgencyPricing[]> {
  return activeUrgencyTiers(db, []);
}

/** A tier as both the public and the admin catalog show it. */
export function presentUrgencyTier(row: typeof urgencyPricing.$inferSelect): UrgencyPricing {
  return {
    id: row.id,
    urgencyLevel: row.urgencyLevel,
    displayName: row.displayName,
    description: row.description,
    responseTime: row.responseTime,
    displayNameHi: row.displayNameHi,
    descriptionHi: row.descriptionHi,
    responseTimeHi: row.responseTimeHi,
    minAmount: row.minAmount,
    maxAmount: row.maxAmount,
    isActive: row.isActive,
  };
}

/**
 * The active specialization a request names, matched without regard to case or surrounding
 * spaces, with its catalog spelling; undefined when the category has no such active row.
 */
export async function findActiveSpecialization(
  db: Queryable,
  category: Category,
  name: string,
): Promise<{ name: string; minPrice: number; maxPrice: number } | undefined> {
  const [row] = await db
    .select({
      name: specializations.name,
      minPrice: specializations.minPrice,
      maxPrice: specializations.maxPrice,
    })
    .from(specializations)
    .innerJoin(professionTypes, eq(professionTypes.id, specializations.professionId))
    .where(
      and(
        eq(professionTypes.name, category),
        eq(professionTypes.isActive, true),
        eq(specializations.isActive, true),
        sql`lower(${specializations.name}) = lower(${name.trim()})`,
      ),
    )
    .limit(1);
  return row;
}

/** The active tier of an urgency level, or undefined when an admin has switched it off. */
export async function findActiveUrgencyTier(
  db: Queryable,
  level: UrgencyLevel,
): Promise<{ minAmount: number; maxAmount: number; displayName: string } | undefined> {
  const [row] = await db
    .select({
      minAmount: urgencyPricing.minAmount,
      maxAmount: urgencyPricing.maxAmount,
      displayName: urgencyPricing.displayName,
    })
    .from(urgencyPricing)
    .where(and(eq(urgencyPricing.urgencyLevel, level), eq(urgencyPricing.isActive, true)));
  return row;
}
