import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { getNotificationSettings, saveNotificationSettings } from './notification-settings.ts';
import { subscribeDevice, unsubscribeDevice } from './push-subscriptions.service.ts';
import { routeOptions } from '../../http/route-options.ts';

const publicKeySchema = z.object({
  /** base64url VAPID public key: PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
});
const subscribedSchema = z.object({ endpoint: z.string() });
const notificationSettingsViewSchema = notificationSettingsSchema.extend({
  /** Devices of the caller's that receive pushes. */
  pushDevices: z.number().int().min(0),
});

/** A browser subscribes at most this often per minute; more is a loop or a script. */
const subscribeLimit = { max: 30, timeWindow: '1 minute' };

/**
 * Web push devices (GET /api/push/public-key, POST and DELETE /api/push/subscriptions) and the
 * notification settings of the profile (GET and PUT /api/profile/notifications), all the signed-in
 * person's own.
 */
export function registerReachRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  publicKey: string,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/push/public-key',
    routeOptions({ access: 'user', tags: ['push'], answer: publicKeySchema }),
    async () => ({ publicKey }),
  );

  api.post(
    '/api/push/subscriptions',
    routeOptions({
      access: 'user',
      rateLimit: subscribeLimit,
      tags: ['push'],
      description:
        'Saves `PushSubscription.toJSON()` for the signed-in person: 201 for a new device, 200 ' +
        'when it was known (a device signed in as another account moves to this one). The ' +
        "endpoint must be a browser's push service.",
      body: pushSubscriptionSchema,
      answers: { 200: subscribedSchema, 201: subscribedSchema },
    }),
    async (request, reply) => {
      const { created } = await subscribeDevice(ctx, signedIn(request).id, request.body);
      return reply.status(created ? 201 : 200).send({ endpoint: request.body.endpoint });
    },
  );

  api.delete(
    '/api/push/subscriptions',
    routeOptions({
      access: 'user',
      rateLimit: subscribeLimit,
      tags: ['push'],
      body: pushUnsubscribeSchema,
    }),
    async (request, reply) => {
      await unsubscribeDevice(ctx, signedIn(request).id, request.body.endpoint);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/profile/notifications',
    routeOptions({ access: 'user', tags: ['profile'], answer: notificationSettingsViewSchema }),
    async (request) => getNotificationSettings(ctx, signedIn(request).id),
  );

  api.put(
    '/api/profile/notifications',
    routeOptions({
      access: 'user',
      tags: ['profile'],
      body: notificationSettingsSchema,
      answer: notificationSettingsViewSchema,
    }),
    async (request) => saveNotificationSettings(ctx, signedIn(request).id, request.body),
  );
}
