// What a push carries and what tapping its notification does, kept apart from the worker's events
// so it can be tested without a browser. The server's push sender writes these fields (one JSON
// object, already in the recipient's language and without any private detail: decision 190).

/** The buttons a notification may show: an incoming call's Join and Decline. */
export type NotificationActionName = 'join' | 'decline';

export interface PushMessage {
  title: string;
  body: string;
  /** A path on this site (`/consultation/<id>`), never another site: see `sameOriginPath`. */
  link: string;
  /** The event (a ReachKind: 'offer_received', 'incoming_call', …). */
  kind: string;
  /** One notification per tag: a newer push with the same tag replaces it (a call's rings). */
  tag?: string;
  actions: { action: NotificationActionName; title: string }[];
  /** Stays until the person acts (calls). */
  requireInteraction: boolean;
  /** The texts' language, as a BCP 47 tag ('hi-IN'), for the screen reader. */
  lang?: string;
  /** The ringing call, which Decline declines without opening the app. */
  callId?: string;
  /**
   * Takes its tag's notification away instead of announcing something (a call answered on
   * another device): closed while a tab of the site is in view, else replaced without a sound.
   */
  quiet: boolean;
}

/** What a notification keeps for its click (`Notification.data`). */
export interface NotificationData {
  link: string;
  kind: string;
  callId?: string;
}

const ACTIONS: readonly NotificationActionName[] = ['join', 'decline'];
const MAX_TITLE = 200;
const MAX_BODY = 500;

/**
 * The push's JSON, checked field by field: text is cut to a length a notification shows, the link
 * is kept only if it stays on this site (else the home page), unknown actions are dropped. A push
 * that is not such an object still becomes a notification: the browser demands one for every
 * push, and the brand name with the home page is the honest minimum.
 */
export function parsePushMessage(
  data: unknown,
  origin: string,
  fallbackTitle: string,
): PushMessage {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (field: unknown, max: number) =>
    typeof field === 'string' ? field.trim().slice(0, max) : '';
  const actions = Array.isArray(value.actions)
    ? value.actions.flatMap((entry: unknown) => {
        const { action, title } = (entry ?? {}) as Record<string, unknown>;
        const label = text(title, 40);
        return ACTIONS.includes(action as NotificationActionName) && label
          ? [{ action: action as NotificationActionName, title: label }]
          : [];
      })
    : [];
  const optional = (field: unknown, pattern: RegExp) =>
    typeof field === 'string' && pattern.test(field) ? field : undefined;
  return {
    title: text(value.title, MAX_TITLE) || fallbackTitle,
    body: text(value.body, MAX_BODY),
    link: sameOriginPath(value.link, origin),
    kind: text(value.kind, 40),
    tag: optional(value.tag, /^[\w:.-]{1,100}$/),
    actions,
    requireInteraction: value.requireInteraction === true,
    lang: optional(value.lang, /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
    callId: optional(value.callId, /^[\w-]{1,64}$/),
    // Only a tagged push can take a notification away; without a tag it is an ordinary one.
    quiet: value.quiet === true && optional(value.tag, /^[\w:.-]{1,100}$/) !== undefined,
  };
}

/**
 * The path, query and fragment of `link` when it resolves on `origin`; the home page otherwise.
 * A notification opens only this site's pages: a link to another origin, `//host/…`,
 * `javascript:` or anything unparsable falls back to '/'.
 */
export function sameOriginPath(link: unknown, origin: string): string {
  if (typeof link !== 'string' || link === '') return '/';
  try {
    const url = new URL(link, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** What tapping a notification (or one of its buttons) does. */
export type ClickOutcome =
  { type: 'open'; path: string } | { type: 'decline'; callId: string } | { type: 'close' };

export function clickOutcome(action: string, data: unknown, origin: string): ClickOutcome {
  const value = (
    typeof data === 'object' && data !== null ? data : {}
  ) as Partial<NotificationData>;
  if (action === 'decline') {
    return value.callId ? { type: 'decline', callId: value.callId } : { type: 'close' };
  }
  // The notification's own tap, or Join: both open the linked page. A call's page rings it with
  // Join focused rather than joining by itself: the camera starts on the person's own press.
  return { type: 'open', path: sameOriginPath(value.link, origin) };
}

/**
 * Which open tab a tap brings forward: one already showing the page, else the focused one, else
 * any tab of this site (the most recently focused first, as `clients.matchAll` lists them).
 */
export function pickWindow<Window extends { url: string; focused: boolean }>(
  windows: readonly Window[],
  path: string,
  origin: string,
): Window | undefined {
  const ours = windows.filter((window) => {
    try {
      return new URL(window.url).origin === origin;
    } catch {
      return false;
    }
  });
  const target = new URL(path, origin).href;
  return (
    ours.find((window) => window.url === target) ?? ours.find((window) => window.focused) ?? ours[0]
  );
}
