import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@salahkar/domain';
import type { DatabaseHandle } from '../db/client.ts';
import { watchDatabaseOutages, type DatabaseOutageWatch } from '../db/outage-watch.ts';
import { AppError } from '../errors.ts';
import { logSafeError } from '../log-safe-error.ts';

/** Seconds a client is asked to wait before retrying a 503: long enough for a failover. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_DOWN_MESSAGE =
  'Salahkar is briefly unavailable. Please try again in a few seconds.';

/** Fastify's own client errors (bad JSON, body too large…) mapped to our codes. */
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

const PLAIN_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
};

const outageWatches = new WeakMap<FastifyInstance, DatabaseOutageWatch>();

/** The app's view of whether its database is reachable (the health check shares it). */
export function databaseOutageOf(app: FastifyInstance): DatabaseOutageWatch {
  const watch = outageWatches.get(app);
  if (!watch) throw new Error('registerErrorHandler was not called on this Fastify instance');
  return watch;
}

/**
 * One error handler for the whole API: validation failures are 400 with the field's own message,
 * AppErrors keep their status, an unreachable database is a 503 to retry (logged once per
 * outage, not per request), and anything unexpected is a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance, database: DatabaseHandle): void {
  const outage = watchDatabaseOutages({ ping: database.ping, log: app.log });
  outageWatches.set(app, outage);
  app.addHook('onClose', async () => outage.stop());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'The request is not valid.';
      request.log.info({ field, message }, 'request validation failed');
      return reply.status(400).send(body('VALIDATION_FAILED', message));
    }
    if (error instanceof AppError) {
      if (error.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.field));
    }
    // A domain rule (a refused transition, a pricing rule) already speaks to the person.
    if (error instanceof DomainError) {
      return reply.status(ERROR_STATUS[error.code]).send(body(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
      const message = (error.code && PLAIN_MESSAGES[error.code]) ?? error.message;
      return reply.status(status).send(body(code, message));
    }
    if (outage.failed(error)) {
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(body('SERVICE_UNAVAILABLE', DATABASE_DOWN_MESSAGE));
    }
    request.log.error({ err: logSafeError(error) }, 'unexpected error');
    return reply
      .status(500)
      .send(body('INTERNAL', 'Something went wrong on our side. Please try again in a moment.'));
  });
}

function body(code: ErrorCode, message: string, field?: string): ErrorBody {
  return field ? { code, message, field } : { code, message };
}
