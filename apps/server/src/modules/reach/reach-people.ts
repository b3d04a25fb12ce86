import { inArray } from 'drizzle-orm';
import {
  DEFAULT_LANGUAGE,
  inQuietHours,
  reachAllowed,
  URGENT_REACH_KINDS,
  type Language,
} from '@salahkar/domain';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema/index.ts';
import { notificationSettingsOf, quietHoursEnd } from './notification-settings.ts';
import { callActionTitles } from './push-texts.ts';
import type { PushPayload } from './push-payload.ts';
import type { PushText, ReachEvent } from './reach-event.ts';
import { enqueueReach, type NewReachRow } from './reach-outbox.ts';
import { whatsappConfigured } from './whatsapp-config.ts';

/** A day: an event older than that on a device that was off is no longer news. */
const DEFAULT_TTL_SECONDS = 24 * 60 * 60;

/**
 * Queues, inside the caller's transaction, what the events send outside the app: one push per
 * device of each recipient, and a WhatsApp message where the kind has one and the person opted in
 * with a verified number (and WhatsApp is configured). Each person's settings decide
 * (reachAllowed); non-urgent pushes and messages wait out their quiet hours. At most three reads
 * whatever the number of people (their devices, settings, and language and phone), then one
 * insert; one read when none of them has a device and WhatsApp is off.
 */
export async function reachPeople(
  tx: Transaction,
  config: Config,
  events: readonly ReachEvent[],
  now: Date = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  const userIds = [...new Set(events.map((event) => event.userId))];
  const whatsapp = whatsappConfigured(config);
  const devices = await tx
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  // Most people have no device yet: then, without WhatsApp, there is nothing more to read.
  if (devices.length === 0 && !whatsapp) return;
  const settings = await notificationSettingsOf(tx, userIds);
  const people = await tx
    .select({
      id: users.id,
      language: users.preferredLanguage,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const devicesOf = new Map<string, { id: string; endpoint: string }[]>();
  for (const device of devices) {
    devicesOf.set(device.userId, [...(devicesOf.get(device.userId) ?? []), device]);
  }
  const rows: NewReachRow[] = [];
  for (const event of events) {
    const person = personOf.get(event.userId);
    const chosen = settings.get(event.userId);
    if (!person || !chosen) continue;
    const language = person.language ?? DEFAULT_LANGUAGE;
    const urgent = URGENT_REACH_KINDS.includes(event.kind);
    const notBefore = !urgent && inQuietHours(chosen, now) ? quietHoursEnd(chosen, now) : null;
    const ttl = event.ttlSeconds ?? DEFAULT_TTL_SECONDS;
    const expiresAt = urgent ? new Date(now.getTime() + ttl * 1000) : null;

    if (reachAllowed(chosen, event.kind, 'push')) {
      const text = ((chosen.showDetails && event.detailedTexts) || event.texts)[language];
      const payload = pushPayloadOf(event, text, language, ttl);
      for (const { id: deviceId, endpoint } of devicesOf.get(event.userId) ?? []) {
        if (endpoint === event.exceptEndpoint) continue;
        rows.push({
          channel: 'push',
          kind: event.kind,
          userId: event.userId,
          pushSubscriptionId: deviceId,
          payload: { ...payload },
          dedupeKey: `${event.dedupeKey}:push:${deviceId}`,
          notBefore,
          expiresAt,
        });
      }
    }
    const verifiedPhone = person.phoneVerifiedAt ? person.phone : null;
    if (whatsapp && verifiedPhone && reachAllowed(chosen, event.kind, 'whatsapp')) {
      rows.push({
        channel: 'whatsapp',
        kind: event.kind,
        userId: event.userId,
        phone: verifiedPhone,
        payload: {
          template: `salahkar_${event.kind}`,
          language,
          // The page is the last parameter: its address on PUBLIC_URL (a phone cannot open a path).
          params: [...(event.whatsappParams ?? []), absolute(event.link, config.PUBLIC_URL)],
        },
        dedupeKey: `${event.dedupeKey}:whatsapp`,
        notBefore,
      });
    }
  }
  await enqueueReach(tx, rows);
}

function absolute(link: string, publicUrl: string | undefined): string {
  return publicUrl ? new URL(link, publicUrl).toString() : link;
}

function pushPayloadOf(
  event: ReachEvent,
  text: PushText,
  lang: Language,
  ttl: number,
): PushPayload {
  const actions = event.call
    ? [
        { action: 'join' as const, title: callActionTitles(lang).join },
        { action: 'decline' as const, title: callActionTitles(lang).decline },
      ]
    : [];
  return {
    title: text.title,
    body: text.body,
    link: event.link,
    tag: event.tag ?? `${event.kind}-${event.dedupeKey}`,
    kind: event.kind,
    actions,
    requireInteraction: Boolean(event.call),
    urgency: event.urgency ?? 'normal',
    ttl,
    lang,
    ...(event.call ? { callId: event.call.id } : {}),
    ...(event.quiet ? { quiet: true } : {}),
  };
}
