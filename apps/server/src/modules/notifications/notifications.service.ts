import { and, count, desc, eq, isNull } from 'drizzle-orm';
import {
  offsetOf,
  pageOf,
  type NotificationPage,
  type PageQuery,
  type UnreadCount,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../consultations/consultation-store.ts';
import { presentNotification } from './notification-presenter.ts';
import { unreadCountOf } from './notify.ts';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** A person's bell, newest first (notifications_user_created_idx), with their unread count. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  query: PageQuery,
): Promise<NotificationPage> {
  const own = eq(notifications.userId, userId);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(own)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(notifications)
    .where(own);
  return {
    ...pageOf(rows.map(presentNotification), query, total),
    unreadCount: await unreadCountOf(ctx.db, userId),
  };
}

export async function unreadCount(ctx: AppContext, userId: string): Promise<UnreadCount> {
  return { unreadCount: await unreadCountOf(ctx.db, userId) };
}

/** Marks one of the person's own notifications read (again is fine); another's is 404. */
export async function markRead(
  ctx: AppContext,
  userId: string,
  notificationId: string,
  now: Date = new Date(),
): Promise<UnreadCount> {
  if (!isUuid(notificationId)) throw notFound(NOTIFICATION_NOT_FOUND);
  const [row] = await ctx.db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  if (!row.readAt) {
    await ctx.db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)));
  }
  return unreadCount(ctx, userId);
}

/** Marks every unread notification of the person read. */
export async function markAllRead(
  ctx: AppContext,
  userId: string,
  now: Date = new Date(),
): Promise<UnreadCount> {
  await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unreadCount(ctx, userId);
}
