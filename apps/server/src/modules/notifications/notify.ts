import { and, count, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language, type NotificationType } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { caseLink } from '../../http/web-paths.ts';
import type { Queryable } from '../../db/client.ts';
import type { AfterCommit } from '../../db/unit-of-work.ts';
import { notifications, users, type Notification } from '../../db/schema/index.ts';
import { presentNotification } from './notification-presenter.ts';

/** A bell entry's words in one language. */
export interface NoticeText {
  title: string;
  body: string;
}

/** One entry for someone's bell, before it is written: in every language (notices.ts). */
export interface Notice {
  userId: string;
  type: NotificationType;
  /** Written in the recipient's preferred language; the stored entry keeps those words. */
  texts: Record<Language, NoticeText>;
  /** Where clicking it leads in the web app; the case's page when it concerns one. */
  link?: string | null;
  consultationId?: string | null;
}

export { caseLink };

/**
 * Writes notices inside the caller's transaction (pass its `tx`), so a bell entry exists exactly
 * when the change it reports committed, each in its recipient's language (one query for all of
 * them, none when the caller read them in its own transaction already: `languages`). Returns the
 * rows for `pushNotifications` after commit.
 */
export async function notify(
  tx: Queryable,
  notices: readonly Notice[],
  languages?: ReadonlyMap<string, Language>,
): Promise<Notification[]> {
  if (notices.length === 0) return [];
  const languageOf =
    languages && notices.every((notice) => languages.has(notice.userId))
      ? languages
      : await languagesOf(
          tx,
          notices.map((notice) => notice.userId),
        );
  return tx
    .insert(notifications)
    .values(
      notices.map(({ texts, ...notice }) => ({
        ...notice,
        ...texts[languageOf.get(notice.userId) ?? DEFAULT_LANGUAGE],
        link: notice.link ?? (notice.consultationId ? caseLink(notice.consultationId) : null),
      })),
    )
    .returning();
}

/** The preferred language of several people, in one query (by primary key). */
export async function languagesOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, Language>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.language]));
}

/**
 * Writes notices inside the transaction like `notify`, and pushes them to their people's sockets
 * once it has committed (see inUnitOfWork).
 */
export async function notifyLive(
  ctx: AppContext,
  tx: Queryable,
  afterCommit: AfterCommit,
  notices: readonly Notice[],
  languages?: ReadonlyMap<string, Language>,
): Promise<Notification[]> {
  const written = await notify(tx, notices, languages);
  afterCommit(() => pushNotifications(ctx, written));
  return written;
}

/** The unread counts of several people in one grouped query (notifications_user_unread_idx). */
export async function unreadCountsOf(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(userIds)];
  const counts = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, ids), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  for (const row of rows) counts.set(row.userId, row.unread);
  return counts;
}

export async function unreadCountOf(db: Queryable, userId: string): Promise<number> {
  return (await unreadCountsOf(db, [userId])).get(userId) ?? 0;
}

/**
 * After commit: each written notification goes to its person's sockets with their unread count
 * as it is now, so the bell shows the right number even if several arrived at once. Never throws:
 * the bell's list and count are also fetched over HTTP on every (re)connect.
 */
export async function pushNotifications(
  ctx: AppContext,
  rows: readonly Notification[],
): Promise<void> {
  if (rows.length === 0) return;
  try {
    const counts = await unreadCountsOf(
      ctx.db,
      rows.map((row) => row.userId),
    );
    await Promise.all(
      rows.map((row) =>
        ctx.live.toUser(row.userId, {
          type: 'notification',
          data: {
            notification: presentNotification(row),
            unreadCount: counts.get(row.userId) ?? 0,
          },
        }),
      ),
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'notifications were written but not pushed');
  }
}

/**
 * After commit, for a push's toast: the people's languages, or none (English) when they cannot be
 * read right now; a push is a courtesy and never fails the change it follows.
 */
export async function pushLanguagesOf(
  ctx: AppContext,
  userIds: readonly string[],
): Promise<Map<string, Language>> {
  try {
    return await languagesOf(ctx.db, userIds);
  } catch (error) {
    ctx.log.warn({ err: error }, 'languages for a push could not be read; it goes in English');
    return new Map();
  }
}
