import { CATEGORIES, LABELS } from '@salahkar/domain';
import type { Queryable } from '../client.ts';
import { professionTypes, specializations, urgencyPricing } from '../schema/index.ts';
import { SPECIALIZATIONS, URGENCY_TIERS } from './catalog-data.ts';

/**
 * Makes sure the catalog exists: the five professions with their specializations, and the urgency
 * tiers. Runs at every start and only ever adds what is missing, so admin edits survive: a
 * profession's specializations are seeded only when the profession itself is first created (an
 * admin who deletes one does not see it come back).
 */
export async function seedCatalog(db: Queryable): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(professionTypes)
      .values(
        CATEGORIES.map((category, index) => ({
          name: category,
          displayName: LABELS.en.categoryField[category],
          sortOrder: index,
        })),
      )
      .onConflictDoNothing({ target: professionTypes.name })
      .returning({ id: professionTypes.id, name: professionTypes.name });

    const seedsByProfession = new Map(Object.entries(SPECIALIZATIONS));
    const rows = created.flatMap(({ id, name }) =>
      (seedsByProfession.get(name) ?? []).map((seed, index) => ({
        professionId: id,
        ...seed,
        nameHi: LABELS.hi.specialization[seed.name],
        sortOrder: index,
      })),
    );
    if (rows.length > 0) await tx.insert(specializations).values(rows).onConflictDoNothing();

    await tx
      .insert(urgencyPricing)
      .values([...URGENCY_TIERS])
      .onConflictDoNothing({ target: urgencyPricing.urgencyLevel });
  });
}
