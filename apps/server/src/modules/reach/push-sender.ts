import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createPushService,
  PushRefused,
  PushSubscriptionGone,
  type PushService,
} from '../../adapters/push/push-service.ts';
import { loadVapidDetails } from '../../adapters/push/vapid.ts';
import type { AppContext } from '../../context.ts';
import { pushSubscriptions, videoCalls, type QueuedReach } from '../../db/schema/index.ts';
import type { PushPayload } from './push-payload.ts';
import { registerReachRoutes } from './reach.routes.ts';
import { ReachGone, type ReachSender } from './reach-outbox.ts';

/** How many live channels a person has open (the live module's registry answers it). */
export interface OpenChannels {
  countOf(userId: string): number;
}

/**
 * Web push: the VAPID keys (configured or generated once), the sender of the outbox's push rows
 * and the routes of devices and settings.
 */
export async function registerWebPush(
  app: FastifyInstance,
  ctx: AppContext,
  liveSockets: OpenChannels,
): Promise<void> {
  const vapid = await loadVapidDetails(ctx.config);
  const service = createPushService({
    vapid,
    timeoutMs: ctx.config.PUSH_TIMEOUT_SECONDS * 1000,
    allowlist: ctx.config.PUSH_ENDPOINT_ALLOWLIST,
  });
  ctx.reachSenders.push = createPushSender(ctx, service, liveSockets);
  registerReachRoutes(app, ctx, vapid.publicKey);
}

/**
 * Sends one queued push to its device. Decided here, at the moment of sending, rather than when
 * it was queued: a chat message is not pushed to someone who holds a live socket on this instance
 * (the app shows it; another instance's sockets are not known here, so with several instances such
 * a person may still get the push), and a call that stopped ringing rings no more. A device the
 * push service says is gone is deleted (its other queued pushes with it).
 */
export function createPushSender(
  ctx: AppContext,
  service: PushService,
  liveSockets: OpenChannels,
): ReachSender {
  return async (row: QueuedReach) => {
    const payload = row.payload as PushPayload | null;
    if (!row.pushSubscriptionId || !payload) throw new ReachGone('Nothing to push');
    if (row.kind === 'chat_message' && row.userId && liveSockets.countOf(row.userId) > 0) return;
    if (payload.callId && !(await stillRinging(ctx, payload.callId))) return;
    const [device] = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, row.pushSubscriptionId));
    if (!device || device.userId !== row.userId) {
      throw new ReachGone('The device no longer receives this person’s pushes');
    }
    try {
      await service.send({
        subscription: {
          endpoint: device.endpoint,
          keys: { p256dh: device.p256dh, auth: device.auth },
        },
        payload: JSON.stringify(payload),
        ttlSeconds: ttlLeft(row, payload),
        urgency: payload.urgency,
        topic: payload.tag,
      });
    } catch (error) {
      if (error instanceof PushSubscriptionGone) {
        await ctx.db
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.id, device.id),
              eq(pushSubscriptions.endpoint, device.endpoint),
            ),
          );
        throw new ReachGone(error.message);
      }
      if (error instanceof PushRefused) throw new ReachGone(error.message);
      throw error;
    }
  };
}

/** A push that must be over by a moment (a call's ring) is kept by the service only until then. */
function ttlLeft(row: QueuedReach, payload: PushPayload): number {
  if (!row.expiresAt) return payload.ttl;
  return Math.max(
    0,
    Math.min(payload.ttl, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)),
  );
}

async function stillRinging(ctx: AppContext, callId: string): Promise<boolean> {
  const [call] = await ctx.db
    .select({ status: videoCalls.status })
    .from(videoCalls)
    .where(eq(videoCalls.id, callId));
  return call?.status === 'pending';
}
