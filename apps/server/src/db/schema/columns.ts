import { numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders every table shares, so ids, times, money and file copies are stored the same way
// everywhere.

export const id = () => uuid('id').primaryKey().defaultRandom();

/**
 * A column holding another row's id, and what deleting that row does to this one: 'cascade'
 * deletes it too, 'restrict' refuses the delete, 'set null' forgets the link.
 */
export const reference = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' | 'set null',
) => uuid(name).references(target, { onDelete });

/** A moment in time, always with its time zone. */
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

export const updatedAt = () =>
  timestampTz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * An amount in rupees with paise, exact. Drizzle reads it as a string ('1500.00'): convert with
 * `rupeesToPaise` / `paiseToDecimalText` from `@salahkar/domain`, never through a float. Amounts read through a nested
 * relation (`with: { payments: true }`) pass through JSON and lose trailing zeros ('1000'), so
 * compare amounts in paise, never as strings.
 */
export const rupees = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * A file kept by the storage adapter, as a jsonb column records it (a user's credentials, a
 * consultation's documents, a chat message's file); every file's own row is `stored_files`.
 */
export interface StoredFile {
  /** The random name it is stored under; also its download path segment. */
  name: string;
  /** The name it had on the uploader's machine, shown to people. */
  originalName: string;
  /** Size in bytes. */
  size: number;
  /** The type sniffed from its bytes, not from its extension. */
  mimeType: string;
}
