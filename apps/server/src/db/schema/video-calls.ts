import { index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { consultations } from './consultations.ts';
import { videoCallStatusEnum } from './enums.ts';
import { users } from './users.ts';

/** A video call invitation and its outcome; the media itself flows peer to peer. */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: id(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultations.id, { onDelete: 'cascade' }),
    initiatorId: uuid('initiator_id').references(() => users.id, { onDelete: 'set null' }),
    participantId: uuid('participant_id').references(() => users.id, { onDelete: 'set null' }),
    status: videoCallStatusEnum('status').notNull().default('pending'),
    startedAt: timestampTz('started_at'),
    endedAt: timestampTz('ended_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('video_calls_consultation_created_idx').on(table.consultationId, table.createdAt),
  ],
);

export type VideoCall = typeof videoCalls.$inferSelect;
