import { and, count, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than a mail takes through a few quick retries: past it, something is wrong. */
const STUCK_AFTER_MS = 15 * 60 * 1000;
/** Failed mails count this long, so the figure falls back to 0 once the trouble is over. */
const STUCK_WINDOW_MS = 7 * DAY_MS;

/**
 * Mails queued in the last 7 days that have not gone out: failed after their last try, or still
 * unsent 15 minutes after they were queued. The admin overview shows it (mail_outbox_created_idx).
 */
export async function countStuckMails(db: Queryable, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ stuck: count() })
    .from(mailOutbox)
    .where(
      and(
        gte(mailOutbox.createdAt, new Date(now.getTime() - STUCK_WINDOW_MS)),
        or(
          eq(mailOutbox.status, 'failed'),
          and(
            inArray(mailOutbox.status, ['pending', 'sending']),
            lte(mailOutbox.createdAt, new Date(now.getTime() - STUCK_AFTER_MS)),
          ),
        ),
      ),
    );
  return row?.stuck ?? 0;
}
