import { stdSerializers, type SerializedError } from 'pino';
import { summarizeQueryFailure } from './db/errors.ts';

/**
 * An error as it may be logged (`log.error({ err: logSafeError(error) })`): a failed query only by
 * its SQLSTATE, constraint, table and statement; any other error as it is. The HTTP error handler,
 * the live channel and the jobs all log through it.
 */
export function logSafeError(error: unknown): unknown {
  return summarizeQueryFailure(error) ?? error;
}

/**
 * The server logger's `err` serializer: whatever logs an error (a push that failed, an alarm, the
 * reconciler, the health check), a failed query reaches the log only as logSafeError leaves it.
 */
export function serializeLoggedError(error: Error): SerializedError {
  const summary = summarizeQueryFailure(error);
  if (!summary) return stdSerializers.err(error);
  const safe = { ...summary, message: 'Query failed', stack: summary.stack ?? '' };
  // pino's shape keeps the original as a hidden `raw`; hidden, it is never written out.
  return Object.defineProperty(safe, 'raw', { value: error, enumerable: false }) as SerializedError;
}
