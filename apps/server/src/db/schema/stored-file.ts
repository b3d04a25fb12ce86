import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, reference } from './columns.ts';
import { uploadKindEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * Every file in storage, by its random name: what it is for (kind) and who uploaded it. The
 * download route looks a name up here first, so a file without a row is never served, and the
 * kind picks the access rule (decision 010). The owning record (a user's photo or credentials, a
 * consultation's documents, a chat message) keeps its own StoredFile copy for display.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    name: text('name').primaryKey(),
    kind: uploadKindEnum('kind').notNull(),
    /** The uploader; null once their account is gone (the owning record may still need the file). */
    ownerId: reference('owner_id', () => users.id, 'set null'),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** The signed upload URL this file arrived through; unique, which makes each URL single-use. */
    uploadGrantId: uuid('upload_grant_id').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    check('stored_files_size_positive', sql`${table.size} > 0`),
    index('stored_files_owner_kind_idx').on(table.ownerId, table.kind),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
