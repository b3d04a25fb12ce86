import { createECDH } from 'node:crypto';
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@salahkar/domain';
import { isAllowedPushEndpoint } from '../../adapters/push/push-endpoints.ts';
import type { AppContext } from '../../context.ts';
import { pushSubscriptions, reachOutbox } from '../../db/schema/index.ts';
import { badField } from '../../errors.ts';

/** Devices one person receives pushes on; a new one past it replaces the longest unused. */
export const MAX_DEVICES_PER_PERSON = 20;

/**
 * Saves the browser's subscription for the signed-in person: one row per device (its endpoint).
 * A device already subscribed is updated (new keys) and, when it now belongs to someone else (the
 * browser signed in as another account), moves to them; whatever was still queued for the previous
 * owner on it is dropped, so it never shows one person's events on another's screen. Answers
 * whether the device is new (201) or was already known (200).
 */
export async function subscribeDevice(
  ctx: AppContext,
  userId: string,
  input: PushSubscriptionInput,
): Promise<{ created: boolean }> {
  if (!isAllowedPushEndpoint(input.endpoint, ctx.config.PUSH_ENDPOINT_ALLOWLIST)) {
    throw badField('PUSH_ENDPOINT_NOT_ALLOWED', 'endpoint');
  }
  assertSubscriptionKeys(input.keys);
  return ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...input.keys })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, ...input.keys, updatedAt: new Date() },
      })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
    await tx
      .update(reachOutbox)
      .set({ status: 'superseded', payload: null })
      .where(
        and(
          eq(reachOutbox.pushSubscriptionId, saved!.id),
          ne(reachOutbox.userId, userId),
          eq(reachOutbox.status, 'pending'),
        ),
      );
    // The oldest devices beyond the cap go: a browser reinstalled many times, or a script.
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_PERSON);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return { created: saved!.created };
  });
}

/** Removes the caller's subscription of a device; someone else's endpoint is left alone. */
export async function unsubscribeDevice(
  ctx: AppContext,
  userId: string,
  endpoint: string,
): Promise<void> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

/**
 * The keys must be usable, or every push to the device would fail: p256dh a point on P-256 (the
 * schema checks only its length), auth 16 bytes (RFC 8291).
 */
function assertSubscriptionKeys(keys: PushSubscriptionInput['keys']): void {
  const point = Buffer.from(keys.p256dh, 'base64url');
  try {
    if (point.length !== 65) throw new RangeError('not an uncompressed point');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
  } catch {
    throw badField('PUSH_KEY_INVALID', 'keys.p256dh');
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) {
    throw badField('PUSH_AUTH_INVALID', 'keys.auth');
  }
}
