import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../policies/route-access.ts';

/**
 * What one route says about itself. Each part is the route's own; the nesting Fastify wants
 * (`config`, `schema`, `querystring`, `response: { 200: … }`) is written once, in `routeOptions`.
 */
interface RouteDeclaration {
  /** Who may call it (see access.ts); left out only by a route of a scope that gives one. */
  access?: Access;
  /** Its own rate limit, or `false` for none (see rate-limit.ts). */
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** It sends an ETag and answers 304 to a current copy (see api-docs.ts). */
  etag?: boolean;
  /** Its group in the API docs. */
  tags?: string[];
  description?: string;
  /** Left out of the API docs (a page, not the API). */
  hide?: boolean;
  /** The media types of a body not only JSON (a form with files). */
  consumes?: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The one JSON body it answers, with 200. */
  answer?: z.ZodType;
  /** The one JSON body it answers, with 201: the thing it made. */
  created?: z.ZodType;
  /** Its answers by status, where it has more than one (200 and 503, 200 and 201). */
  answers?: Partial<Record<number, z.ZodType>>;
}

/** The declared schema of one part, or undefined for a part the route leaves out. */
type Part<Declared, Key extends string> = Declared extends { [key in Key]: infer Schema }
  ? Schema
  : undefined;

/** The answers by status: `answer` is the 200's, `created` the 201's. */
type ResponseOf<Declared> = Declared extends { answer: infer Answer }
  ? { 200: Answer }
  : Declared extends { created: infer Created }
    ? { 201: Created }
    : Part<Declared, 'answers'>;

/** No part the declaration does not know: a misspelt one would be dropped without a word. */
type Unknown<Declared> = Record<Exclude<keyof Declared, keyof RouteDeclaration>, never>;

/**
 * A route's options as Fastify takes them. The schemas keep their own types, so the zod type
 * provider types `request.params`, `request.query`, `request.body` and the reply from them.
 */
interface RouteOptions<Declared> {
  config?: FastifyContextConfig;
  schema?: {
    tags?: string[];
    description?: string;
    hide?: boolean;
    consumes?: string[];
    params: Part<Declared, 'params'>;
    querystring: Part<Declared, 'query'>;
    body: Part<Declared, 'body'>;
    response: ResponseOf<Declared>;
  };
}

/**
 * The options of a route from what it declares: its access and other config, its schemas and
 * its answer. Parts a route leaves out are left out of the options too, as if never written.
 */
export function routeOptions<Declared extends RouteDeclaration>(
  declaration: Declared & Unknown<Declared>,
): RouteOptions<Declared>;
export function routeOptions({
  access,
  rateLimit,
  etag,
  tags,
  description,
  hide,
  consumes,
  params,
  query,
  body,
  answer,
  created,
  answers,
}: RouteDeclaration): { config?: FastifyContextConfig; schema?: Record<string, unknown> } {
  const config = given({ access, rateLimit, etag });
  const response = answer ? { 200: answer } : created ? { 201: created } : answers;
  const schema = given({
    hide,
    tags,
    description,
    consumes,
    params,
    querystring: query,
    body,
    response,
  });
  return { ...(config && { config }), ...(schema && { schema }) };
}

/** The fields that have a value, or undefined when none has. */
function given(fields: Record<string, unknown>): Record<string, unknown> | undefined {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
