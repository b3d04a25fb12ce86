import type { NotificationView } from '@salahkar/domain';
import type { Notification } from '../../db/schema/index.ts';

/** A notifications row as the bell lists it and the `notification` push carries it. */
export function presentNotification(row: Notification): NotificationView {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    consultationId: row.consultationId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
