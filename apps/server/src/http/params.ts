import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorMessage,
  isErrorCode,
  type CodeWithStatus,
  type PlainErrorCode,
} from '@salahkar/domain';

/** A plain "no such thing" code: what a path id that names nothing answers. */
export type NotFoundCode = CodeWithStatus<404> & PlainErrorCode;

// Any hex uuid, as PostgreSQL's uuid type takes it (not only RFC variants: seeded ids are not).
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path segment naming one row by its id. One that cannot be an id at all answers the same 404
 * as an id no row has, so a caller learns nothing from the spelling; and since Fastify checks
 * params before the body, it does so before any 400 about the body. The code rides on the
 * issue, where the error handler finds it (`notFoundCodeOf`).
 */
export const uuidParam = (notFound: NotFoundCode) =>
  z
    .string()
    .refine((value) => UUID_PATTERN.test(value), {
      params: { notFound },
      error: errorMessage(notFound),
    })
    .meta({ format: 'uuid' });

/** `:id` params of one kind of row, 404 with `notFound` when malformed. */
export const idParams = (notFound: NotFoundCode) => z.object({ id: uuidParam(notFound) });

/** `:id` of a consultation. */
export const consultationParams = idParams('CONSULTATION_NOT_FOUND');

/** The not-found code of a path id refused by `uuidParam`, if that is what failed. */
export function notFoundCodeOf(error: FastifyError): NotFoundCode | undefined {
  if (error.validationContext !== 'params' || !hasZodFastifySchemaValidationErrors(error)) {
    return undefined;
  }
  for (const issue of error.validation) {
    const code: unknown = (issue.params as { params?: { notFound?: unknown } }).params?.notFound;
    if (isErrorCode(code)) return code as NotFoundCode;
  }
  return undefined;
}
