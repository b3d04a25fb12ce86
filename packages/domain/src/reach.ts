import { z } from 'zod';
import { istWallClock } from './india-time.ts';

// Reaching people outside an open tab: which events reach them, by which channels, and the
// settings they keep over it. The server decides from these (modules/reach) and the web shows the
// same switches; neither re-declares the lists.

/** The events that may reach a person outside the app (besides the bell, which always gets them). */
export const REACH_KINDS = [
  'offer_received',
  'offer_paid',
  'new_request',
  'chat_message',
  'incoming_call',
  'missed_call',
  'case_resolved',
  'refund_completed',
  'payout_paid',
] as const;
export type ReachKind = (typeof REACH_KINDS)[number];

/** The switchable channels; the in-app bell is always on and has no switch. */
export const REACH_CHANNELS = ['email', 'push', 'whatsapp'] as const;
export type ReachChannel = (typeof REACH_CHANNELS)[number];

/**
 * Which channel carries which event at all: a switch exists only where a message exists. WhatsApp
 * carries only the approved templates (new offer, payment received, missed call, case resolved).
 */
export const REACH_CHANNELS_BY_KIND: Record<ReachKind, readonly ReachChannel[]> = {
  offer_received: ['email', 'push', 'whatsapp'],
  offer_paid: ['email', 'push', 'whatsapp'],
  new_request: ['email', 'push'],
  chat_message: ['push'],
  incoming_call: ['push'],
  missed_call: ['email', 'push', 'whatsapp'],
  case_resolved: ['email', 'push', 'whatsapp'],
  refund_completed: ['email', 'push'],
  payout_paid: ['email', 'push'],
};

/** Events that ignore quiet hours: a call rings now or never. */
export const URGENT_REACH_KINDS: readonly ReachKind[] = ['incoming_call'];

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 22:00 (24-hour clock).');

const channelSwitches = z.object({
  email: z.boolean(),
  push: z.boolean(),
  whatsapp: z.boolean(),
});

/** A person's notification settings, as the profile shows and saves them. */
export const notificationSettingsSchema = z.object({
  /** Per event, per channel; a channel an event lacks (REACH_CHANNELS_BY_KIND) is ignored. */
  channels: z.object(
    Object.fromEntries(REACH_KINDS.map((kind) => [kind, channelSwitches])) as Record<
      ReachKind,
      typeof channelSwitches
    >,
  ),
  /** Non-urgent pushes wait out these hours, in India time (IST); null: no quiet hours. */
  quietHours: z.object({ start: timeOfDay, end: timeOfDay }).nullable(),
  /** Case titles on the lock screen; off by default. Message bodies and file names never. */
  showDetails: z.boolean(),
  /** Consent to WhatsApp notices on the verified mobile number; off until the person opts in. */
  whatsappOptIn: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** What a person has before they change anything: every channel on, WhatsApp not consented. */
export function defaultNotificationSettings(): NotificationSettings {
  const channels = Object.fromEntries(
    REACH_KINDS.map((kind) => [kind, { email: true, push: true, whatsapp: true }]),
  ) as NotificationSettings['channels'];
  return { channels, quietHours: null, showDetails: false, whatsappOptIn: false };
}

/** Whether `kind` may go out on `channel` under `settings` (quiet hours are the sender's). */
export function reachAllowed(
  settings: NotificationSettings,
  kind: ReachKind,
  channel: ReachChannel,
): boolean {
  if (!REACH_CHANNELS_BY_KIND[kind].includes(channel)) return false;
  if (channel === 'whatsapp' && !settings.whatsappOptIn) return false;
  return settings.channels[kind][channel];
}

/** Whether `moment` falls in the quiet hours (IST; a window may run past midnight). */
export function inQuietHours(settings: NotificationSettings, moment: Date): boolean {
  if (!settings.quietHours) return false;
  const ist = istWallClock(moment);
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  const [start, end] = [settings.quietHours.start, settings.quietHours.end].map((time) => {
    const [hours, minutes] = time.split(':').map(Number);
    return hours! * 60 + minutes!;
  }) as [number, number];
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    // base64url of a 65-byte P-256 point and a 16-byte secret (RFC 8291).
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'p256dh must be a base64url P-256 public key.'),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'auth must be a base64url 16-byte secret.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2048) });
