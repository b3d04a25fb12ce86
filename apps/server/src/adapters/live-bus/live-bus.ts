import type { Category, ServerMessage } from '@salahkar/domain';

/**
 * Who a push is for. Sockets are matched on the instance that holds them: a user's own sockets,
 * the sockets that joined a consultation's room, or approved professionals of a category who
 * registered for new requests.
 */
export type LiveAudience =
  | { kind: 'user'; userId: string }
  | { kind: 'room'; consultationId: string }
  | { kind: 'category'; category: Category };

/**
 * Why sockets are closed at once: a suspension (4403, all of the user's), a logout, or a session
 * ended another way, e.g. by a password reset or a sign-in replacing it (both 4401).
 */
export type LiveDisconnectReason = 'suspended' | 'logged_out' | 'session_ended';

/**
 * What travels between instances: a push for an audience, an order to close sockets, or word that
 * pushes were lost (an instance's link to Redis broke and is back), so every socket is to resync.
 */
export type LiveEnvelope =
  | { kind: 'push'; audience: LiveAudience; message: ServerMessage }
  | {
      kind: 'disconnect';
      userId: string;
      /** Only the sockets of this session (logout); all of the user's when absent (suspension). */
      sessionId?: string;
      reason: LiveDisconnectReason;
    }
  | { kind: 'resync' };

/**
 * Fan-out to the sockets of every instance. A publish is handed to this instance's subscribers
 * directly (in publish order, never twice) and, with Redis, to the other instances'; it neither
 * waits on the network nor throws, so a request never waits on Redis. A subscriber also hears
 * `resync` when envelopes meant for this instance may have been lost.
 */
export interface LiveBus {
  publish(envelope: LiveEnvelope): void;
  subscribe(handler: (envelope: LiveEnvelope) => void): void;
  close(): Promise<void>;
}

/**
 * What services use, after their transaction has committed: never inside it (a rolled-back change
 * must not have been announced). Publishing never throws: a lost push is repaired by the client's
 * refetch after a reconnect or a `resync`, a thrown one would fail a verb that already happened.
 * The promises settle as soon as the push is handed over, without waiting on other instances.
 */
export interface LivePublisher {
  toUser(userId: string, message: ServerMessage): Promise<void>;
  /** To the sockets that joined the consultation's room (its participants and admins watching). */
  toRoom(consultationId: string, message: ServerMessage): Promise<void>;
  toCategory(category: Category, message: ServerMessage): Promise<void>;
  /** Closes sockets at once: all of a suspended user's, or one ended session's. */
  disconnect(userId: string, reason: LiveDisconnectReason, sessionId?: string): Promise<void>;
}
