import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, errorMessage, errorStatus, type ErrorCode } from '@salahkar/domain';
import type { DatabaseHandle } from '../db/client.ts';
import { watchDatabaseOutages, type DatabaseOutageWatch } from '../db/outage-watch.ts';
import { AppError, errorBodyOf, invalidInput } from '../errors.ts';
import { notFoundCodeOf } from '../http/params.ts';
import { logSafeError } from '../log-safe-error.ts';

/** Seconds a client is asked to wait before retrying a 503: long enough for a failover. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_DOWN_MESSAGE = errorMessage('SERVICE_UNAVAILABLE');

/** Fastify's own client errors (bad JSON, body too large…) mapped to our codes, by status. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The Fastify errors a person can cause, with a text of ours rather than Fastify's. */
const CODE_BY_FASTIFY_CODE: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BODY_EMPTY',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

const outageWatches = new WeakMap<FastifyInstance, DatabaseOutageWatch>();

/** The app's view of whether its database is reachable (the health check shares it). */
export function databaseOutageOf(app: FastifyInstance): DatabaseOutageWatch {
  const watch = outageWatches.get(app);
  if (!watch) throw new Error('registerErrorHandler was not called on this Fastify instance');
  return watch;
}

/**
 * One error handler for the whole API: validation failures are 400 with the field's own message
 * (a malformed path id is 404), AppErrors keep their status, an unreachable database is a 503 to
 * retry (logged once per outage, not per request), and anything unexpected is a 500 that
 * reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance, database: DatabaseHandle): void {
  const outage = watchDatabaseOutages({ ping: database.ping, log: app.log });
  outageWatches.set(app, outage);
  app.addHook('onClose', async () => outage.stop());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A path id that cannot be one names nothing: the same 404 as an id no row has.
    const missing = notFoundCodeOf(error);
    if (missing) return reply.status(404).send(errorBodyOf(new AppError(missing)));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
      const refusal = first?.message
        ? invalidInput(first.message, field)
        : new AppError('VALIDATION_FAILED');
      request.log.info({ field, message: refusal.message }, 'request validation failed');
      return reply.status(400).send(errorBodyOf(refusal));
    }
    // Ours, or a domain rule's (a refused transition, a pricing rule): both speak to the person.
    if (error instanceof AppError || error instanceof DomainError) {
      const status = errorStatus(error.code);
      if (status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(status).send(errorBodyOf(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? CODE_BY_FASTIFY_CODE[error.code] : undefined;
      const refusal = known
        ? new AppError(known)
        : new AppError(CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', undefined, {
            message: error.message,
          });
      return reply.status(status).send(errorBodyOf(refusal));
    }
    if (outage.failed(error)) {
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(errorBodyOf(new AppError('SERVICE_UNAVAILABLE')));
    }
    request.log.error({ err: logSafeError(error) }, 'unexpected error');
    return reply.status(500).send(errorBodyOf(new AppError('INTERNAL')));
  });
}
