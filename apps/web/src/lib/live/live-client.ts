import type { ClientMessage } from '@salahkar/domain/live-client-messages';
import { LIVE_CLOSE_CODES } from '@salahkar/domain/live-close-codes';
import type { ServerMessage } from '@salahkar/domain/live-events';
import { loadedPushSchema, loadPushSchema, type PushSchema } from './load-push-schema.ts';

/** Where the live channel is: `/ws` on the page's own host, `wss:` when the page is https. */
export function liveChannelUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** Why the server ended the channel for good: the client does not reconnect after these. */
export type LiveEndReason = 'unauthenticated' | 'suspended';

export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'ended' | 'stopped';

export type LiveClientOptions = {
  url: string;
  /** Re-sent after every (re)connect: approved professionals hear new requests of their field. */
  professional?: boolean;
  /**
   * After every open. `reconnected` after a drop: lists may have missed pushes and should refetch.
   * Pushes sent before the first open are missed too, which matters for the bell's count.
   */
  onOpen?: (reconnected: boolean) => void;
  /** The server closed with 4401 (session ended) or 4403 (account suspended). */
  onEnded?: (reason: LiveEndReason) => void;
  /**
   * The server said pushes may have been lost (`resync`: its link to the other servers broke and
   * is back): lists should refetch, as after a reconnect. Once per burst of resyncs, a random part
   * of RESYNC_SPREAD_MS after the first.
   */
  onResync?: () => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
};

/** Reconnect delays: 1 s doubling to 30 s, each between half and all of that (jitter). */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 30_000;
/** A connection that stays open this long counts as healthy: the next drop starts from 1 s again. */
const HEALTHY_AFTER_MS = 10_000;
/** The client's own heartbeat: a `ping` this often, and a silent socket is dropped after the grace. */
export const PING_INTERVAL_MS = 25_000;
const PONG_GRACE_MS = 10_000;
/** Close code the client uses when it drops a silent socket itself (4000–4999 are ours). */
const HEARTBEAT_TIMEOUT = 4000;
/**
 * A resync reaches every tab of every server at the same moment: each tab catches up at a random
 * point within this spread, so the servers that just recovered are not asked for everything at
 * once, and the resyncs of several recovering servers cost one catch-up.
 */
export const RESYNC_SPREAD_MS = 2_000;
/** WebSocket.OPEN, written out so a socket made by `createSocket` need not be the browser's class. */
const OPEN = 1;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The server's answers to the tab's own frames: they confirm what the tab asked (a ping, a room,
 * the field's room) and carry nothing a screen acts on. Read only as a sign of life, never parsed
 * or handed on, so a quiet channel (a heartbeat and nothing else) never needs the push schema.
 */
const ACKNOWLEDGEMENTS = [
  'pong',
  'registered',
  'registered_professional',
] as const satisfies readonly ServerMessage['type'][];
type Acknowledgement = (typeof ACKNOWLEDGEMENTS)[number];

/** What the server pushes for the screens: every server message but the acknowledgements. */
export type LivePush = Exclude<ServerMessage, { type: Acknowledgement }>;
export type LivePushType = LivePush['type'];
export type LivePushOf<T extends LivePushType> = Extract<LivePush, { type: T }>;

type Listener = (message: LivePush) => void;

/**
 * One WebSocket to the live channel for a signed-in tab. It parses every push with the shared
 * union (anything else is ignored), loading that union with the first push (not as the channel
 * opens: building its schemas was the longest task of a member's home), reconnects with backoff, rejoins the rooms it had joined and
 * says so (`onOpen`) so screens catch up on what they missed. It never reconnects after the
 * server ended the session (4401) or suspended the account (4403).
 */
export class LiveClient {
  private socket: WebSocket | null = null;
  private status: LiveStatus = 'stopped';
  private attempt = 0;
  private hasOpened = false;
  private readonly rooms = new Map<string, number>();
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<() => void>();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private healthyTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private resyncTimer: ReturnType<typeof setTimeout> | undefined;
  private lastFrameAt = 0;
  /** Pushes that came before the push schema had arrived, handed on in order once it has. */
  private waiting: unknown[] = [];
  private professional: boolean;

  constructor(private readonly options: LiveClientOptions) {
    this.professional = options.professional ?? false;
  }

  /** Opens the channel; after `stop()` it may be started again (React mounts effects twice in dev). */
  start(): void {
    if (this.status === 'ended' || this.socket) return;
    this.attempt = 0;
    this.hasOpened = false;
    this.setStatus('connecting');
    this.connect();
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.reconnectNow);
      document.addEventListener('visibilitychange', this.reconnectNow);
    }
  }

  /** Closes the channel for good (logout, sign-out, the tab's session changed). */
  stop(): void {
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.reconnectNow);
      document.removeEventListener('visibilitychange', this.reconnectNow);
    }
    this.clearTimers();
    clearTimeout(this.resyncTimer);
    this.resyncTimer = undefined;
    this.waiting = [];
    this.setStatus('stopped');
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      this.detach(socket);
      socket.close(1000, 'Signed out');
    }
  }

  getStatus = (): LiveStatus => this.status;

  onStatusChange(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends a frame now; false when the socket is not open (the caller falls back to HTTP). */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * Joins a consultation's room until the returned function is called. Joins are counted, so two
   * screens on one case share the room; it is joined again after every reconnect.
   */
  joinRoom(consultationId: string): () => void {
    const count = this.rooms.get(consultationId) ?? 0;
    this.rooms.set(consultationId, count + 1);
    if (count === 0) this.send({ type: 'register', consultationId });
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.rooms.get(consultationId) ?? 1) - 1;
      if (remaining > 0) {
        this.rooms.set(consultationId, remaining);
        return;
      }
      this.rooms.delete(consultationId);
      this.send({ type: 'unregister', consultationId });
    };
  }

  setProfessional(professional: boolean): void {
    if (professional === this.professional) return;
    this.professional = professional;
    if (professional) this.send({ type: 'register_professional' });
  }

  private connect(): void {
    this.clearTimers();
    const createSocket = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: WebSocket;
    try {
      socket = createSocket(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event: MessageEvent) => this.handleFrame(event.data);
    socket.onclose = (event: CloseEvent) => this.handleClose(socket, event.code);
    // An error is always followed by a close, which decides what happens next.
    socket.onerror = () => undefined;
  }

  private handleOpen(): void {
    const reconnected = this.hasOpened;
    this.hasOpened = true;
    this.lastFrameAt = Date.now();
    this.setStatus('open');
    for (const consultationId of this.rooms.keys()) this.send({ type: 'register', consultationId });
    if (this.professional) this.send({ type: 'register_professional' });
    this.healthyTimer = setTimeout(() => (this.attempt = 0), HEALTHY_AFTER_MS);
    // The heartbeat starts with a beat: a pong proves the whole path (proxies included) works.
    this.send({ type: 'ping' });
    this.pingTimer = setInterval(() => this.heartbeat(), PING_INTERVAL_MS);
    this.options.onOpen?.(reconnected);
  }

  private handleFrame(data: unknown): void {
    this.lastFrameAt = Date.now();
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (isAcknowledgement(parsed)) return;
    const schema = loadedPushSchema();
    if (schema && this.waiting.length === 0) {
      this.handOn(schema, parsed);
      return;
    }
    this.waiting.push(parsed);
    if (this.waiting.length === 1) void this.handOnWhenLoaded();
  }

  private async handOnWhenLoaded(): Promise<void> {
    let schema: PushSchema;
    try {
      schema = await loadPushSchema();
    } catch {
      // The schema's chunk did not arrive (Vite's preload error reloads the page): these pushes
      // cannot be checked, so they are dropped, as a malformed one is; the next push tries again.
      this.waiting = [];
      return;
    }
    // In the order they came; a listener that stops the client empties the list.
    while (this.waiting.length > 0) this.handOn(schema, this.waiting.shift());
  }

  private handOn(schema: PushSchema, frame: unknown): void {
    const result = schema.safeParse(frame);
    if (!result.success) return;
    // Acknowledgements were set aside before parsing.
    const push = result.data as LivePush;
    if (push.type === 'resync') this.scheduleResync();
    for (const listener of [...this.listeners]) listener(push);
  }

  private scheduleResync(): void {
    // One already due catches up on this one's losses too: it runs after this arrived.
    if (this.resyncTimer !== undefined) return;
    const random = this.options.random ?? Math.random;
    this.resyncTimer = setTimeout(
      () => {
        this.resyncTimer = undefined;
        this.options.onResync?.();
      },
      Math.round(random() * RESYNC_SPREAD_MS),
    );
  }

  private handleClose(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.clearTimers();
    if (this.status === 'stopped') return;
    if (code === LIVE_CLOSE_CODES.unauthenticated || code === LIVE_CLOSE_CODES.suspended) {
      this.setStatus('ended');
      this.options.onEnded?.(code === LIVE_CLOSE_CODES.suspended ? 'suspended' : 'unauthenticated');
      return;
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    this.setStatus('reconnecting');
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  /** Back online, or the tab shown again: no need to sit out the rest of a long backoff. */
  private reconnectNow = (): void => {
    if (this.status !== 'reconnecting') return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    this.connect();
  };

  /** A socket silent past a ping and its grace is dead even if the browser has not noticed. */
  private heartbeat(): void {
    if (Date.now() - this.lastFrameAt > PING_INTERVAL_MS + PONG_GRACE_MS) {
      const socket = this.socket;
      if (!socket) return;
      this.detach(socket);
      this.socket = null;
      socket.close(HEARTBEAT_TIMEOUT, 'Heartbeat timeout');
      this.clearTimers();
      this.scheduleReconnect();
      return;
    }
    this.send({ type: 'ping' });
  }

  private detach(socket: WebSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private clearTimers(): void {
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.healthyTimer);
    clearInterval(this.pingTimer);
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener();
  }
}

function isAcknowledgement(frame: unknown): boolean {
  if (typeof frame !== 'object' || frame === null || !('type' in frame)) return false;
  return (ACKNOWLEDGEMENTS as readonly unknown[]).includes(frame.type);
}
