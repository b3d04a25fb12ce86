import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { users } from './users.ts';

/** What the notification bell lists. Written in the same transaction as the change it reports. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: reference('user_id', () => users.id, 'cascade').notNull(),
    /** What happened, e.g. 'new_offer', 'offer_accepted', 'consultation_closed'. */
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Where clicking it leads in the web app, e.g. '/consultation/…'. */
    link: text('link'),
    consultationId: reference('consultation_id', () => consultations.id, 'cascade'),
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
