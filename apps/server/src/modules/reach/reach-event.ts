import type { Language, ReachKind } from '@salahkar/domain';

// What reaches a person outside the app, as the modules that raise it and push-texts.ts word it.

/** A push's words. */
export interface PushText {
  title: string;
  body: string;
}

/** Something that happened, for one person, as it may reach them outside the app. */
export interface ReachEvent {
  userId: string;
  kind: ReachKind;
  /** Safe for a lock screen: no case title, message, description or file name (push-texts.ts). */
  texts: Record<Language, PushText>;
  /** The same with the case's title, for people who turned on "Show details in notifications". */
  detailedTexts?: Record<Language, PushText>;
  /** Same-origin path of the exact page: the case, its chat, its call, the wallet. */
  link: string;
  /** A later notification with the same tag replaces this one on the device. */
  tag?: string;
  urgency?: 'normal' | 'high';
  /** How long the push service keeps it for an offline device (a call: its ring). */
  ttlSeconds?: number;
  /** An incoming call: Join and Decline, and the call's id for the service worker. */
  call?: { id: string };
  /**
   * Takes its tag's notification away without a sound: closed while a tab of the site is in view,
   * else replaced silently (a call answered on another device).
   */
  quiet?: boolean;
  /** Not to the device with this push endpoint (the one the person acted on). */
  exceptEndpoint?: string;
  /** Queues the event once per device, however often the verb is replayed. */
  dedupeKey: string;
  /** The WhatsApp template's parameters (names, amounts: lock-screen safe); the link is added. */
  whatsappParams?: readonly string[];
}
