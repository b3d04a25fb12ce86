import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, reference } from './columns.ts';
import { urgencyLevelEnum } from './enums.ts';

// The catalog every form reads: professions, their specializations with price ranges, and urgency
// tiers. Prices here are whole rupees, as admins edit them (docs/product/rulings.md, R-02).

export const professionTypes = pgTable('profession_types', {
  id: id(),
  /** The category value a consultation carries, e.g. 'CA' or 'Career_Consultant'. */
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const specializations = pgTable(
  'specializations',
  {
    id: id(),
    professionId: reference('profession_id', () => professionTypes.id, 'cascade').notNull(),
    name: text('name').notNull(),
    /** Its Hindi name as an admin typed it; null shows the English (decision 217). */
    nameHi: text('name_hi'),
    minPrice: integer('min_price').notNull().default(500),
    maxPrice: integer('max_price').notNull().default(2000),
    isActive: boolean('is_active').notNull().default(true),
    /** Display order within the profession; 'Other' comes last. */
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('specializations_profession_name_unique').on(table.professionId, table.name),
    check(
      'specializations_price_range',
      sql`${table.minPrice} > 0 and ${table.maxPrice} >= ${table.minPrice}`,
    ),
  ],
);

/**
 * Urgency tiers and their fee ranges. The spec's `multiplier` is not stored: fee ranges come from
 * minAmount/maxAmount alone (docs/product/rulings.md, R-03), so a multiplier would be a number
 * nothing reads.
 */
export const urgencyPricing = pgTable(
  'urgency_pricing',
  {
    id: id(),
    urgencyLevel: urgencyLevelEnum('urgency_level').notNull().unique(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull(),
    /** How fast a professional is expected to answer, e.g. 'Within 24 hours'. */
    responseTime: text('response_time').notNull(),
    /** The three texts in Hindi; null shows the English (decision 217). */
    displayNameHi: text('display_name_hi'),
    descriptionHi: text('description_hi'),
    responseTimeHi: text('response_time_hi'),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'urgency_pricing_range',
      sql`${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount}`,
    ),
  ],
);

export type ProfessionType = typeof professionTypes.$inferSelect;
export type Specialization = typeof specializations.$inferSelect;
export type UrgencyPricing = typeof urgencyPricing.$inferSelect;
