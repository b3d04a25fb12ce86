import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@salahkar/domain';
import { AppError } from '../errors.ts';
import { logSafeError } from '../log-safe-error.ts';

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

/**
 * One error handler for the whole API: validation failures are 400 with the field's own message,
 * AppErrors keep their status, and anything unexpected is a 500 that reveals nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'The request is not valid.';
      request.log.info({ field, message }, 'request validation failed');
      return reply.status(400).send(body('VALIDATION_FAILED', message));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message));
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
    request.log.error({ err: logSafeError(error) }, 'unexpected error');
    return reply
      .status(500)
      .send(body('INTERNAL', 'Something went wrong on our side. Please try again in a moment.'));
  });
}

function body(code: ErrorCode, message: string): ErrorBody {
  return { code, message };
}
