import { randomUUID } from 'node:crypto';
import type { Category, ServerMessage } from '@salahkar/domain';
import { WebSocket } from 'ws';
import type { SessionAccount } from '../../plugins/session-store.ts';

/** A client that lets this much pile up unread is not reading: it is dropped, not buffered for. */
const SLOW_CONSUMER_BYTES = 4 * 1024 * 1024;

export interface FrameLimits {
  /** Frames allowed per window. */
  frames: number;
  windowMs: number;
  /** Refused frames (malformed, oversized, over the rate) in one window before the socket is closed. */
  violations: number;
}

/**
 * One open socket and what the server knows about it: whose session it belongs to (fixed at the
 * upgrade; the account is refreshed by the periodic session check), which rooms it joined, and its
 * frame allowance.
 */
export class LiveConnection {
  readonly id = randomUUID();
  readonly rooms = new Set<string>();
  /** The category whose new requests it listens for (register_professional). */
  category: Category | null = null;
  /** Cleared at each heartbeat ping, set again by the pong. */
  alive = true;
  /** Set once the server decided to close it: nothing more is read from or sent to it. */
  closing = false;
  private windowStart = 0;
  private framesInWindow = 0;
  private violationsInWindow = 0;
  /** Frames are handled one after another, in the order they came. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly socket: WebSocket,
    readonly sid: string,
    public account: SessionAccount,
    private readonly limits: FrameLimits,
  ) {}

  get userId(): string {
    return this.account.id;
  }

  send(message: ServerMessage): void {
    this.sendJson(JSON.stringify(message));
  }

  /** Sends an already serialised push (one JSON.stringify per push, however many sockets get it). */
  sendJson(json: string): void {
    if (this.closing || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > SLOW_CONSUMER_BYTES) {
      this.closing = true;
      this.socket.terminate();
      return;
    }
    this.socket.send(json);
  }

  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.socket.close(code, reason);
  }

  /** Counts a frame against the allowance; false once the window's frames are spent. */
  takeFrame(now: number): boolean {
    this.rollWindow(now);
    this.framesInWindow += 1;
    return this.framesInWindow <= this.limits.frames;
  }

  /** Counts a refused frame; true when the socket has earned being closed. */
  addViolation(now: number): boolean {
    this.rollWindow(now);
    this.violationsInWindow += 1;
    return this.violationsInWindow >= this.limits.violations;
  }

  /** Runs the frame's work after the work of the frames before it. */
  enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work);
  }

  private rollWindow(now: number): void {
    if (now - this.windowStart < this.limits.windowMs) return;
    this.windowStart = now;
    this.framesInWindow = 0;
    this.violationsInWindow = 0;
  }
}
