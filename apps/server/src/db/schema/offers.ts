import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, rupees, timestampTz, updatedAt, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { offerStatusEnum } from './enums.ts';
import { users } from './users.ts';

/** A professional's priced answer to a consultation request. */
export const professionalOffers = pgTable(
  'professional_offers',
  {
    id: id(),
    consultationId: reference('consultation_id', () => consultations.id, 'cascade').notNull(),
    professionalId: reference('professional_id', () => users.id, 'cascade').notNull(),
    offerAmount: rupees('offer_amount').notNull(),
    message: text('message'),
    /** The spec's isAccepted is `status = 'accepted'`. */
    status: offerStatusEnum('status').notNull().default('pending'),
    acceptedAt: timestampTz('accepted_at'),
    declinedAt: timestampTz('declined_at'),
    withdrawnAt: timestampTz('withdrawn_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('professional_offers_amount_positive', sql`${table.offerAmount} > 0`),
    // One live offer per professional per request: a second submit is a conflict, not a duplicate.
    uniqueIndex('professional_offers_one_live_per_professional')
      .on(table.consultationId, table.professionalId)
      .where(sql`${table.status} in ('pending', 'accepted')`),
    // Two concurrent accepts cannot both win.
    uniqueIndex('professional_offers_one_accepted_per_consultation')
      .on(table.consultationId)
      .where(sql`${table.status} = 'accepted'`),
    index('professional_offers_consultation_idx').on(table.consultationId, table.createdAt),
    // A professional's own offers, newest first, paged by (created_at, id) keyset.
    index('professional_offers_professional_created_idx').on(
      table.professionalId,
      table.createdAt,
      table.id,
    ),
    // Their offers awaiting an answer (the Counter Offers tile).
    index('professional_offers_professional_idx').on(
      table.professionalId,
      table.status,
      table.createdAt,
    ),
  ],
);

export type ProfessionalOffer = typeof professionalOffers.$inferSelect;
export type NewProfessionalOffer = typeof professionalOffers.$inferInsert;
