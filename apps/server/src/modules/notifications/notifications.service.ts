import { and, eq, isNull, type SQL } from 'drizzle-orm';
import {
  type NotificationPage,
  type NotificationType,
  type KeysetPageQuery,
  type UnreadCount,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { cappedCount, cursorTimeOf, keysetPage, newestFirstPage } from '../../db/keyset.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { presentNotification } from './notification-presenter.ts';
import { unreadCountOf } from './notify.ts';

/** The bell's own notifications (notifications_user_created_idx). */
export function ownNotificationsWhere(userId: string): SQL {
  return eq(notifications.userId, userId);
}

/**
 * The SQL of one page of a person's bell: pageSize + 1 notifications after the cursor, newest
 * first, with exact cursor times. The plan check runs EXPLAIN on this very query.
 */
export function notificationPageQuery(db: Queryable, where: SQL, query: KeysetPageQuery) {
  return newestFirstPage(
    db
      .select({ row: notifications, cursorAt: cursorTimeOf(notifications.createdAt) })
      .from(notifications)
      .$dynamic(),
    notifications.createdAt,
    notifications.id,
    where,
    query,
  );
}

/** A person's bell, newest first, with their unread count. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  query: KeysetPageQuery,
): Promise<NotificationPage> {
  const where = ownNotificationsWhere(userId);
  const page = await keysetPage(
    await notificationPageQuery(ctx.db, where, query),
    query,
    (found) => ({ createdAt: found.cursorAt, id: found.row.id }),
    () => cappedCount(ctx.db, notifications, where),
    (rows) => rows.map((found) => presentNotification(found.row)),
  );
  return {
    ...page,
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
  const [row] = await ctx.db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  if (!row) throw notFound('NOTIFICATION_NOT_FOUND');
  if (row.readAt) return unreadCount(ctx, userId);
  const marked = await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return countAfterMarking(ctx, userId, marked.length);
}

/** Marks every unread notification of the person read. */
export async function markAllRead(
  ctx: AppContext,
  userId: string,
  now: Date = new Date(),
): Promise<UnreadCount> {
  const marked = await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return countAfterMarking(ctx, userId, marked.length);
}

/**
 * Marks the person's own unread "new message" entries about one case read, in one statement: they
 * opened its Chat dialog. Another person's entries, and other kinds of entry about the case, stay
 * as they are; a case that is not theirs simply has none.
 */
export async function markMessagesRead(
  ctx: AppContext,
  userId: string,
  consultationId: string,
  now: Date = new Date(),
): Promise<UnreadCount> {
  const marked = await ctx.db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.consultationId, consultationId),
        eq(notifications.type, 'new_message' satisfies NotificationType),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return countAfterMarking(ctx, userId, marked.length);
}

/**
 * The unread count after a mark-read; when it changed anything, also pushed to the person's
 * sockets, so the bell of their other tabs agrees without a reload. Pushing never throws.
 */
async function countAfterMarking(
  ctx: AppContext,
  userId: string,
  marked: number,
): Promise<UnreadCount> {
  const answer = await unreadCount(ctx, userId);
  if (marked > 0) await ctx.live.toUser(userId, { type: 'notifications_read', data: answer });
  return answer;
}
