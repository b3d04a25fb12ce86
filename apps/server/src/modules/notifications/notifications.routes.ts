import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  markMessagesReadSchema,
  notificationPageSchema,
  keysetPageQuerySchema,
  unreadCountSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { idParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  listNotifications,
  markAllRead,
  markMessagesRead,
  markRead,
  unreadCount,
} from './notifications.service.ts';

const notificationParams = idParams('NOTIFICATION_NOT_FOUND');

/** The top bar's bell: the signed-in person's own notifications, their unread count, mark read. */
export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    '/api/notifications',
    routeOptions({
      access: 'user',
      tags,
      query: keysetPageQuerySchema,
      answer: notificationPageSchema,
    }),
    async (request) => listNotifications(ctx, signedIn(request).id, request.query),
  );

  api.get(
    '/api/notifications/unread-count',
    routeOptions({ access: 'user', tags, answer: unreadCountSchema }),
    async (request) => unreadCount(ctx, signedIn(request).id),
  );

  api.post(
    '/api/notifications/read-all',
    routeOptions({ access: 'user', tags, answer: unreadCountSchema }),
    async (request) => markAllRead(ctx, signedIn(request).id),
  );

  // The Chat dialog of a case opened: the caller's "new message" entries about it are read.
  api.post(
    '/api/notifications/read-messages',
    routeOptions({ access: 'user', tags, body: markMessagesReadSchema, answer: unreadCountSchema }),
    async (request) => markMessagesRead(ctx, signedIn(request).id, request.body.consultationId),
  );

  api.post(
    '/api/notifications/:id/read',
    routeOptions({ access: 'user', tags, params: notificationParams, answer: unreadCountSchema }),
    async (request) => markRead(ctx, signedIn(request).id, request.params.id),
  );
}
