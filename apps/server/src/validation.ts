import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { containsBrokenText } from '@salahkar/domain';
import { AppError, badRequest, invalidInput } from './errors.ts';

/**
 * Parses input that did not go through a route's body schema (a multipart form's JSON field)
 * with the same shared schema, failing the same way: a 400 with the first issue's own message
 * and field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  assertSafeText(value);
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0];
    if (!first) throw new AppError('VALIDATION_FAILED');
    throw invalidInput(first.message, first.path.join('.') || undefined);
  }
  return result.data;
}

/** Refuses a value holding text PostgreSQL cannot store (NUL, a lone surrogate), anywhere in it. */
export function assertSafeText(value: unknown): void {
  if (containsBrokenText(value)) throw badRequest('BROKEN_TEXT');
}

/**
 * preValidation hook for every route: path params, query and a parsed body are checked before any
 * schema (or a route without one) sees them, so no route has to remember the rule. Raw bodies
 * (the payment webhook's bytes) and multipart streams are checked by their readers. Callback
 * style: on nearly every request it just passes, and then costs no promise.
 */
export function rejectBrokenText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  try {
    assertSafeText(request.params);
    assertSafeText(request.query);
    if (!Buffer.isBuffer(request.body)) assertSafeText(request.body);
  } catch (error) {
    return done(error as Error);
  }
  done();
}
