import { summarizeQueryFailure } from './db/errors.ts';

/**
 * An error as it may be logged (`log.error({ err: logSafeError(error) })`): a failed query only by
 * its SQLSTATE, constraint, table and statement; any other error as it is. The HTTP error handler,
 * the live channel and the jobs all log through it.
 */
export function logSafeError(error: unknown): unknown {
  return summarizeQueryFailure(error) ?? error;
}
