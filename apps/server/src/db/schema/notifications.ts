import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { consultations } from './consultations.ts';
import { users } from './users.ts';

/** What the notification bell lists. Written in the same transaction as the change it reports. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What happened, e.g. 'new_offer', 'offer_accepted', 'consultation_closed'. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where clicking it leads in the web app, e.g. '/consultation/…'. */
    link: text('link'),
    consultationId: uuid('consultation_id').references(() => consultations.id, {
      onDelete: 'cascade',
    }),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (table) => [
    // The bell's list, newest first, paged by (created_at, id) keyset.
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    // The unread count on the bell.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
