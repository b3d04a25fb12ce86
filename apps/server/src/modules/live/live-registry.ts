import { LIVE_CLOSE_CODES, type Category, type ServerMessage } from '@salahkar/domain';
import type {
  LiveAudience,
  LiveDisconnectReason,
  LiveEnvelope,
} from '../../adapters/live-bus/live-bus.ts';
import type { LiveConnection } from './live-connection.ts';

/** Who holds a live socket on this instance (not on the others: each knows its own). */
export interface LiveSockets {
  countOf(userId: string): number;
}

/**
 * The sockets this instance holds, indexed by user, room and category, and delivery of the bus's
 * envelopes to them. Every instance holds its own; the bus makes each see every envelope.
 */
export class LiveRegistry implements LiveSockets {
  private readonly connections = new Set<LiveConnection>();
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly byRoom = new Map<string, Set<LiveConnection>>();
  private readonly byCategory = new Map<Category, Set<LiveConnection>>();
  private resyncTimer: NodeJS.Timeout | null = null;

  get size(): number {
    return this.connections.size;
  }

  /** How many rooms at least one socket here has joined. */
  get roomCount(): number {
    return this.byRoom.size;
  }

  all(): LiveConnection[] {
    return [...this.connections];
  }

  /** The rooms at least one socket here has joined. */
  roomIds(): string[] {
    return [...this.byRoom.keys()];
  }

  membersOf(consultationId: string): LiveConnection[] {
    return [...(this.byRoom.get(consultationId) ?? [])];
  }

  /** How many sockets here belong to the person. */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  add(connection: LiveConnection): void {
    this.connections.add(connection);
    addTo(this.byUser, connection.userId, connection);
  }

  /** Forgets the socket everywhere; safe to call twice (closing, then the close event). */
  remove(connection: LiveConnection): void {
    this.connections.delete(connection);
    removeFrom(this.byUser, connection.userId, connection);
    for (const room of connection.rooms) removeFrom(this.byRoom, room, connection);
    connection.rooms.clear();
    this.leaveCategory(connection);
  }

  join(connection: LiveConnection, consultationId: string): void {
    if (!this.connections.has(connection)) return;
    connection.rooms.add(consultationId);
    addTo(this.byRoom, consultationId, connection);
  }

  leave(connection: LiveConnection, consultationId: string): void {
    connection.rooms.delete(consultationId);
    removeFrom(this.byRoom, consultationId, connection);
  }

  joinCategory(connection: LiveConnection, category: Category): void {
    if (!this.connections.has(connection)) return;
    this.leaveCategory(connection);
    connection.category = category;
    addTo(this.byCategory, category, connection);
  }

  leaveCategory(connection: LiveConnection): void {
    if (connection.category) removeFrom(this.byCategory, connection.category, connection);
    connection.category = null;
  }

  /** Hands an envelope to the sockets here it concerns; the rest of the world is other instances'. */
  deliver(envelope: LiveEnvelope): void {
    if (envelope.kind === 'resync') {
      this.gatherResync();
      return;
    }
    if (envelope.kind === 'disconnect') {
      const code =
        envelope.reason === 'suspended'
          ? LIVE_CLOSE_CODES.suspended
          : LIVE_CLOSE_CODES.unauthenticated;
      const reason = CLOSE_REASONS[envelope.reason];
      for (const connection of this.byUser.get(envelope.userId) ?? []) {
        if (envelope.sessionId && connection.sid !== envelope.sessionId) continue;
        this.closeConnection(connection, code, reason);
      }
      return;
    }
    const recipients = this.audience(envelope.audience);
    if (recipients.length === 0) return;
    const json = JSON.stringify(envelope.message);
    for (const connection of recipients) connection.sendJson(json);
  }

  /**
   * One outage brings word of it from several sides at about the same time: this instance's
   * subscription back, and each other instance whose publishes failed. They go out as one `resync`
   * per socket (issue 31), sent RESYNC_GATHER_MS after the first: after every word that came
   * meanwhile, so a refetch it causes sees at least what each of them would have shown.
   */
  private gatherResync(): void {
    if (this.resyncTimer) return;
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      const json = JSON.stringify(RESYNC);
      for (const connection of this.connections) connection.sendJson(json);
    }, RESYNC_GATHER_MS);
    this.resyncTimer.unref();
  }

  /** Closes a socket and stops delivering to it at once, before its close handshake ends. */
  closeConnection(connection: LiveConnection, code: number, reason: string): void {
    this.remove(connection);
    connection.close(code, reason);
  }

  private audience(audience: LiveAudience): LiveConnection[] {
    switch (audience.kind) {
      case 'user':
        return [...(this.byUser.get(audience.userId) ?? [])];
      case 'room':
        return this.membersOf(audience.consultationId);
      case 'category':
        return [...(this.byCategory.get(audience.category) ?? [])];
    }
  }
}

/**
 * How long resyncs are gathered into one: the instances' Redis connections come back at most two
 * seconds apart (their reconnect interval), and a little more for the subscribe and the publish.
 */
export const RESYNC_GATHER_MS = 2_500;

/** What every socket hears when pushes meant for it may have been lost: read everything again. */
const RESYNC: ServerMessage = { type: 'resync', reason: 'bus_restored' };

/** The close frame's reason for each kind of disconnect (the heartbeat says 'Session ended' too). */
const CLOSE_REASONS: Record<LiveDisconnectReason, string> = {
  suspended: 'Account suspended',
  logged_out: 'Logged out',
  session_ended: 'Session ended',
};

function addTo<K>(index: Map<K, Set<LiveConnection>>, key: K, connection: LiveConnection): void {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom<K>(
  index: Map<K, Set<LiveConnection>>,
  key: K,
  connection: LiveConnection,
): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}
