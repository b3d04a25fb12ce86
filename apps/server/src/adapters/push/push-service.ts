import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { assertOutsideTransaction } from '../../db/transaction-guard.ts';
import { isAllowedPushEndpoint, PUSH_ENDPOINT_NOT_ALLOWED } from './push-endpoints.ts';
import type { VapidDetails } from './vapid.ts';

// Sending one web push (RFC 8030): web-push signs the VAPID JWT (RFC 8292) and encrypts the payload
// with the subscription's keys (RFC 8291, aes128gcm); the POST itself goes through fetch, for two
// reasons: web-push's own sender uses https.request whatever the URL says (an allow-listed
// http://127.0.0.1 peer is unreachable), and its `timeout` is a socket idle timeout, which a
// service that trickles its answer never trips. Here one deadline covers connecting, sending and
// reading the answer, and redirects are not followed (the allow-list would be bypassed).

/** One push to one device. */
export interface PushDelivery {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The JSON the service worker receives (modules/reach/push-payload.ts). */
  payload: string;
  /** How long the push service keeps it for an offline device; 0: now or never. */
  ttlSeconds: number;
  urgency: 'normal' | 'high';
  /** A later push with the same topic replaces this one while undelivered (any string; hashed). */
  topic?: string | undefined;
}

export interface PushService {
  /**
   * Resolves once the push service accepted the push. Throws PushSubscriptionGone when the
   * subscription no longer exists (404, 410), PushRefused when the service refuses it for good,
   * anything else (429, 5xx, a timeout) when a later try may succeed.
   */
  send(delivery: PushDelivery): Promise<void>;
}

/** The device unsubscribed or the subscription expired: delete it. */
export class PushSubscriptionGone extends Error {
  override name = 'PushSubscriptionGone';
}

/** The service will never take this push (a wrong key, a payload too large, a foreign endpoint). */
export class PushRefused extends Error {
  override name = 'PushRefused';
}

export interface PushServiceOptions {
  vapid: VapidDetails;
  timeoutMs: number;
  allowlist: readonly string[];
}

export function createPushService(options: PushServiceOptions): PushService {
  return {
    async send(delivery) {
      assertOutsideTransaction('A push service');
      const { endpoint } = delivery.subscription;
      if (!isAllowedPushEndpoint(endpoint, options.allowlist)) {
        throw new PushRefused(PUSH_ENDPOINT_NOT_ALLOWED);
      }
      const details = webpush.generateRequestDetails(delivery.subscription, delivery.payload, {
        vapidDetails: options.vapid,
        TTL: delivery.ttlSeconds,
        urgency: delivery.urgency,
        contentEncoding: 'aes128gcm',
        ...(delivery.topic ? { topic: pushTopic(delivery.topic) } : {}),
      });
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          // fetch sets the length of the body itself.
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const signal = AbortSignal.timeout(options.timeoutMs);
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body,
          redirect: 'manual',
          signal,
        });
        // Read to the end (under the same deadline), so the connection is free again.
        await response.arrayBuffer();
      } catch (error) {
        if (signal.aborted) {
          throw new Error(`The push service did not answer within ${options.timeoutMs} ms`, {
            cause: error,
          });
        }
        throw error;
      }
      const { status } = response;
      if (status >= 200 && status < 300) return;
      if (status === 404 || status === 410) {
        throw new PushSubscriptionGone(`The push service answered ${status}: subscription gone`);
      }
      // 400 (malformed), 403 (signed with another key than the subscription's), 413 (too large).
      if (status === 400 || status === 403 || status === 413) {
        throw new PushRefused(`The push service refused the push (${status})`);
      }
      throw new Error(`The push service answered ${status}`);
    },
  };
}

/**
 * The Topic header (RFC 8030 §5.4): at most 32 characters of base64url. A tag that already fits is
 * kept (readable in the service's logs); a longer one is hashed, the same tag giving the same topic.
 */
export function pushTopic(tag: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(tag)) return tag;
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}
