import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Parses input that did not go through a route's body schema (a multipart form's JSON field)
 * with the same shared schema, failing the same way: a 400 with the first issue's own message.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? 'The request is not valid.');
  }
  return result.data;
}
