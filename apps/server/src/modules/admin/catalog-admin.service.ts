import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AdminProfession,
  AdminSpecialization,
  AdminUrgencyPricing,
  Category,
} from '@salahkar/domain';
import type { z } from 'zod';
import type {
  createProfessionSchema,
  createSpecializationSchema,
  updateSpecializationSchema,
  updateUrgencyPricingSchema,
} from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import type { AppContext } from '../../context.ts';
import {
  consultations,
  professionTypes,
  specializations,
  urgencyPricing,
  users,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { presentUrgencyTier, specializationColumns } from '../catalog/catalog.service.ts';
import { recordAdminAction } from './audit-trail.ts';

// Catalog administration. The public catalog (catalog.service.ts) reads the same rows with no
// cache, so a change here shows in GET /api/professions, /api/specializations and
// /api/urgency-pricing at once. Deleting a specialization switches it off (isActive false):
// consultations keep their own copy of the subcategory name, so nothing breaks, the row keeps the
// name's history, and adding the same name again switches it back on with the new prices.

type CreateProfession = z.output<typeof createProfessionSchema>;
type CreateSpecialization = z.output<typeof createSpecializationSchema>;
type UpdateSpecialization = z.output<typeof updateSpecializationSchema>;
type UpdateUrgencyPricing = z.output<typeof updateUrgencyPricingSchema>;

/** Every profession with its active specializations and its professional and case counts. */
export async function listAdminProfessions(db: Queryable): Promise<AdminProfession[]> {
  const rows = await db
    .select({
      id: professionTypes.id,
      name: professionTypes.name,
      displayName: professionTypes.displayName,
      isActive: professionTypes.isActive,
      specializations: sql<string[]>`coalesce((
        select array_agg(s.name order by s.sort_order, s.name) from ${specializations} s
        where s.profession_id = profession_types.id and s.is_active), '{}')`,
      totalProfessionals: sql<number>`(select count(*)::int from ${users} u
        where u.role = 'professional' and u.is_approved and u.specialization::text = profession_types.name)`,
      totalConsultations: sql<number>`(select count(*)::int from ${consultations} c
        where c.category::text = profession_types.name)`,
    })
    .from(professionTypes)
    .orderBy(asc(professionTypes.sortOrder), asc(professionTypes.name));
  return rows.map((row) => ({ ...row, name: row.name as Category }));
}

/**
 * Adds a profession. Its name is a category (the enum consultations carry), so only the five
 * exist: an active one is a 409, a switched-off one is switched back on under the new name.
 */
export async function createProfession(
  ctx: AppContext,
  adminId: string,
  input: CreateProfession,
): Promise<AdminProfession> {
  const id = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(professionTypes)
      .where(eq(professionTypes.name, input.name))
      .for('update');
    let professionId: string;
    if (existing?.isActive) throw conflict('PROFESSION_EXISTS', { name: input.name });
    if (existing) {
      await tx
        .update(professionTypes)
        .set({ isActive: true, displayName: input.displayName, updatedAt: new Date() })
        .where(eq(professionTypes.id, existing.id));
      professionId = existing.id;
    } else {
      const [row] = await tx
        .insert(professionTypes)
        .values({ name: input.name, displayName: input.displayName })
        .returning({ id: professionTypes.id });
      professionId = row!.id;
    }
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'profession.created',
      targetType: 'profession',
      targetId: professionId,
      metadata: { name: input.name, displayName: input.displayName, reactivated: !!existing },
    });
    return professionId;
  });
  ctx.catalog.clear();
  const profession = (await listAdminProfessions(ctx.db)).find((row) => row.id === id);
  return profession!;
}

const adminSpecializationColumns = { ...specializationColumns, isActive: specializations.isActive };

async function selectSpecializations(db: Queryable, id?: string): Promise<AdminSpecialization[]> {
  const rows = await db
    .select(adminSpecializationColumns)
    .from(specializations)
    .innerJoin(professionTypes, eq(professionTypes.id, specializations.professionId))
    .where(id ? eq(specializations.id, id) : undefined)
    .orderBy(
      asc(professionTypes.sortOrder),
      asc(specializations.sortOrder),
      asc(specializations.name),
    );
  return rows.map((row) => ({ ...row, professionName: row.professionName as Category }));
}

/** Every specialization, active or switched off, by profession. */
export function listAdminSpecializations(db: Queryable): Promise<AdminSpecialization[]> {
  return selectSpecializations(db);
}

/**
 * Adds a specialization to a profession. The same name (ignoring case and spaces) already active
 * there is a 409; a switched-off one comes back with the new prices.
 */
export async function createSpecialization(
  ctx: AppContext,
  adminId: string,
  input: CreateSpecialization,
): Promise<AdminSpecialization> {
  const id = await ctx.db.transaction(async (tx) => {
    const [profession] = await tx
      .select({ id: professionTypes.id })
      .from(professionTypes)
      .where(eq(professionTypes.id, input.professionId))
      .for('update');
    if (!profession) throw notFound('PROFESSION_NOT_FOUND');
    const [existing] = await tx
      .select()
      .from(specializations)
      .where(
        and(
          eq(specializations.professionId, input.professionId),
          sql`lower(${specializations.name}) = lower(${input.name})`,
        ),
      );
    if (existing?.isActive) {
      throw conflict('SPECIALIZATION_EXISTS', { name: existing.name });
    }
    const prices = { minPrice: input.minPrice, maxPrice: input.maxPrice };
    const nameHi = input.nameHi ?? null;
    let specializationId: string;
    if (existing) {
      await tx
        .update(specializations)
        .set({ ...prices, name: input.name, nameHi, isActive: true, updatedAt: new Date() })
        .where(eq(specializations.id, existing.id));
      specializationId = existing.id;
    } else {
      // New names sort before 'Other', which stays last.
      const [row] = await tx
        .insert(specializations)
        .values({ professionId: input.professionId, name: input.name, nameHi, ...prices })
        .returning({ id: specializations.id });
      specializationId = row!.id;
    }
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'specialization.created',
      targetType: 'specialization',
      targetId: specializationId,
      metadata: { name: input.name, nameHi, professionId: input.professionId, ...prices },
    });
    return specializationId;
  });
  ctx.catalog.clear();
  const [created] = await selectSpecializations(ctx.db, id);
  return created!;
}

/**
 * Edits an active specialization's Hindi name and price range (its English name stays: posted
 * requests carry it). A request already posted keeps the range it was priced with.
 */
export async function updateSpecialization(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: UpdateSpecialization,
): Promise<AdminSpecialization> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(specializations)
      .where(and(eq(specializations.id, id), eq(specializations.isActive, true)))
      .for('update');
    if (!before) throw notFound('SPECIALIZATION_NOT_FOUND');
    const after = {
      minPrice: input.minPrice,
      maxPrice: input.maxPrice,
      nameHi: input.nameHi === undefined ? before.nameHi : input.nameHi,
    };
    await tx
      .update(specializations)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(specializations.id, id));
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'specialization.updated',
      targetType: 'specialization',
      targetId: id,
      metadata: {
        name: before.name,
        before: { minPrice: before.minPrice, maxPrice: before.maxPrice, nameHi: before.nameHi },
        after,
      },
    });
  });
  ctx.catalog.clear();
  const [updated] = await selectSpecializations(ctx.db, id);
  return updated!;
}

/** Switches a specialization off: gone from the post form, kept on the cases that named it. */
export async function deleteSpecialization(
  ctx: AppContext,
  adminId: string,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(specializations)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(specializations.id, id), eq(specializations.isActive, true)))
      .returning();
    if (!row) throw notFound('SPECIALIZATION_NOT_FOUND');
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'specialization.deleted',
      targetType: 'specialization',
      targetId: id,
      metadata: { name: row.name, professionId: row.professionId },
    });
  });
  ctx.catalog.clear();
}

const URGENCY_ORDER = sql`case ${urgencyPricing.urgencyLevel} when 'normal' then 0 when 'medium' then 1 else 2 end`;

/** Every urgency tier, normal → urgent. */
export async function listAdminUrgencyPricing(db: Queryable): Promise<AdminUrgencyPricing[]> {
  const rows = await db.select().from(urgencyPricing).orderBy(URGENCY_ORDER);
  return rows.map(presentUrgencyTier);
}

/** Edits a tier's texts and range (whole rupees, min ≤ max: the schema checks both). */
export async function updateUrgencyPricing(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: UpdateUrgencyPricing,
): Promise<AdminUrgencyPricing> {
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(urgencyPricing)
      .where(eq(urgencyPricing.id, id))
      .for('update');
    if (!before) throw notFound('URGENCY_TIER_NOT_FOUND');
    const [row] = await tx
      .update(urgencyPricing)
      .set({
        displayName: input.displayName,
        responseTime: input.responseTime,
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.displayNameHi === undefined ? {} : { displayNameHi: input.displayNameHi }),
        ...(input.descriptionHi === undefined ? {} : { descriptionHi: input.descriptionHi }),
        ...(input.responseTimeHi === undefined ? {} : { responseTimeHi: input.responseTimeHi }),
        minAmount: input.minAmount,
        maxAmount: input.maxAmount,
        updatedAt: new Date(),
      })
      .where(eq(urgencyPricing.id, id))
      .returning();
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'urgency_pricing.updated',
      targetType: 'urgency_pricing',
      targetId: id,
      metadata: {
        urgencyLevel: before.urgencyLevel,
        before: { minAmount: before.minAmount, maxAmount: before.maxAmount },
        after: { minAmount: input.minAmount, maxAmount: input.maxAmount },
      },
    });
    return presentUrgencyTier(row!);
  });
  // The landing page's cached answer quotes the tiers.
  ctx.catalog.clear();
  return updated;
}
