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
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: keysetPageQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => listNotifications(ctx, signedIn(request).id, request.query),
  );

  api.get(
    '/api/notifications/unread-count',
    { config: { access: 'user' }, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => unreadCount(ctx, signedIn(request).id),
  );

  api.post(
    '/api/notifications/read-all',
    { config: { access: 'user' }, schema: { tags, response: { 200: unreadCountSchema } } },
    async (request) => markAllRead(ctx, signedIn(request).id),
  );

  // The Chat dialog of a case opened: the caller's "new message" entries about it are read.
  api.post(
    '/api/notifications/read-messages',
    {
      config: { access: 'user' },
      schema: { tags, body: markMessagesReadSchema, response: { 200: unreadCountSchema } },
    },
    async (request) => markMessagesRead(ctx, signedIn(request).id, request.body.consultationId),
  );

  api.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: { tags, params: notificationParams, response: { 200: unreadCountSchema } },
    },
    async (request) => markRead(ctx, signedIn(request).id, request.params.id),
  );
}
