import { ApiError } from './api-client.ts';

/**
 * A fresh `Idempotency-Key` for one click on a money action (accept, verify, cancel). Built from
 * `crypto.getRandomValues`, which browsers offer on plain http too, unlike `randomUUID`.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const LOST_REQUEST_ATTEMPTS = 2;

/**
 * The retry rule of a money call sent with an `Idempotency-Key`: a call that got no answer (the
 * network failed) is sent again with the same key, so the server answers what it did the first
 * time; a call the server answered is never repeated.
 */
export function retryLostRequest(failureCount: number, error: unknown): boolean {
  return failureCount < LOST_REQUEST_ATTEMPTS && !(error instanceof ApiError);
}
