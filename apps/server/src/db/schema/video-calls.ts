import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { videoCallStatusEnum } from './enums.ts';
import { users } from './users.ts';

/** Statuses of a call still ringing or under way, as SQL, for the partial indexes below. */
const OPEN = sql`status in ('pending', 'active')`;

/**
 * A video call of a consultation: the invitation, the answer and the end (the state machine is
 * the domain's video-calls.ts). The media itself flows peer to peer; the server only relays the
 * signalling between the two people of the call.
 */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: id(),
    consultationId: reference('consultation_id', () => consultations.id, 'cascade').notNull(),
    /** The professional who rang. */
    initiatorId: reference('initiator_id', () => users.id, 'set null'),
    /** The user rung. */
    participantId: reference('participant_id', () => users.id, 'set null'),
    status: videoCallStatusEnum('status').notNull().default('pending'),
    /** The note sent with the invitation. */
    message: text('message').notNull().default(''),
    /** When the user joined. */
    startedAt: timestampTz('started_at'),
    endedAt: timestampTz('ended_at'),
    /** Who hung up, declined or cancelled; null when the server ended it (missed, dropped). */
    endedBy: reference('ended_by', () => users.id, 'set null'),
    /**
     * The last time an instance saw a live socket of each person during an active call; a call
     * both have left without hanging up (a closed laptop) is ended by the video-call-sweep job.
     */
    initiatorSeenAt: timestampTz('initiator_seen_at'),
    participantSeenAt: timestampTz('participant_seen_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('video_calls_consultation_created_idx').on(table.consultationId, table.createdAt),
    // At most one ringing or active call per consultation, whatever runs at once.
    uniqueIndex('video_calls_one_open_per_consultation_idx').on(table.consultationId).where(OPEN),
    // The sweep's scan: open calls by age.
    index('video_calls_open_created_idx').on(table.createdAt).where(OPEN),
    check(
      'video_calls_times_in_order',
      sql`${table.endedAt} is null or ${table.startedAt} is null or ${table.endedAt} >= ${table.startedAt}`,
    ),
  ],
);

export type VideoCall = typeof videoCalls.$inferSelect;
