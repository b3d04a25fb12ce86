import type { Language, ReachKind } from '@salahkar/domain';

/**
 * The JSON a push carries to the service worker, which shows it as a notification and opens
 * `link` when it is clicked (Join: the call; Decline: declines it). Encrypted for the device only.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** Same-origin path of the page to open. */
  link: string;
  /** A later notification with the same tag replaces this one (a call's missed replaces its ring). */
  tag: string;
  kind: ReachKind;
  /** Only an incoming call has buttons. */
  actions: { action: 'join' | 'decline'; title: string }[];
  /** A ringing call stays until it is answered, declined or replaced. */
  requireInteraction: boolean;
  urgency: 'normal' | 'high';
  /** Seconds the push service keeps it for a device that is off. */
  ttl: number;
  /** The language of title and body (the recipient's preferred one). */
  lang: Language;
  /** An incoming call's id, for Decline (POST /api/video-calls/:id/decline). */
  callId?: string;
  /**
   * Takes away the notification of its tag rather than announcing anything: the worker closes it
   * while a tab of the site is in view, else replaces it silently (a call answered elsewhere).
   */
  quiet?: true;
}
