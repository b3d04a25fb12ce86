import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { users } from './users.ts';

/** A user's rating of the professional after a completed consultation: one per consultation. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    consultationId: reference('consultation_id', () => consultations.id, 'cascade')
      .notNull()
      .unique(),
    userId: reference('user_id', () => users.id, 'cascade').notNull(),
    professionalId: reference('professional_id', () => users.id, 'cascade').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /**
     * The reviewer agreed, on the review form, to have the rating and comment shown on the public
     * landing page with their first name and city. Off unless they tick it.
     */
    showOnSite: boolean('show_on_site').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    // A professional's rating and review count.
    index('reviews_professional_idx').on(table.professionalId, table.createdAt),
    // The landing page's recent reviews: only those shown on the site, newest first.
    index('reviews_on_site_idx')
      .on(table.createdAt)
      .where(sql`${table.showOnSite}`),
  ],
);

export type Review = typeof reviews.$inferSelect;
