// The whole database schema, one file per aggregate. drizzle-kit reads this file to generate
// migrations; the client passes it to drizzle for typed queries and relations.
export * from './enums.ts';
export type { StoredFile } from './columns.ts';
export * from './stored-file.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './rate-limits.ts';
export * from './catalog.ts';
export * from './consultations.ts';
export * from './offers.ts';
export * from './chat.ts';
export * from './video-calls.ts';
export * from './payments.ts';
export * from './ledger.ts';
export * from './refunds.ts';
export * from './payouts.ts';
export * from './receipts.ts';
export * from './simulated-gateway.ts';
export * from './reviews.ts';
export * from './notifications.ts';
export * from './audit-log.ts';
export * from './contact.ts';
export * from './mail-outbox.ts';
export * from './reach.ts';
export * from './idempotency.ts';
export * from './heartbeats.ts';
export * from './relations.ts';
