import type { FastifyRequest } from 'fastify';

// What a request's log line says about it. A URL can carry a live secret: a reset link's token
// (`/reset-password?token=…`, valid an hour), the same token in `/api/auth/verify-reset-token/…`,
// a signed upload URL's token, any query a client sends. Logs are read by more people and kept
// longer than the database, so the one serializer of requests writes the route's pattern and a
// URL with those taken out; headers (cookies, authorization) are not written at all.

export const REDACTED = '[redacted]';

/** Route parameters that are secrets: written as [redacted] wherever a route declares one. */
const SECRET_PARAMS = new Set(['token']);
/**
 * A path segment that looks like a token (32+ URL-safe characters): taken out of paths no route
 * declared (a 404, a page of the web app), whose segments nothing else says anything about.
 */
const TOKEN_LIKE = /^[\w.~%-]{32,}$/;

export interface LoggedRequest {
  method: string;
  /** The route the request matched (`/api/offers/:id/accept`); absent for a 404. */
  route?: string;
  url: string;
  remoteAddress: string;
}

/** Fastify logger's `serializers.req`: the request as its log lines carry it. */
export function serializeLoggedRequest(request: FastifyRequest): LoggedRequest {
  const route = routeOf(request);
  return {
    method: request.method,
    ...(route === undefined ? {} : { route }),
    url: redactedUrl(request.url, route),
    remoteAddress: request.ip,
  };
}

/** The matched route's pattern; none for a 404 (or a request logged before it was routed). */
function routeOf(request: FastifyRequest): string | undefined {
  try {
    return request.routeOptions.url;
  } catch {
    return undefined;
  }
}

/**
 * The URL without its secrets: every query value (keys are kept: `?token=[redacted]`), the
 * segments a secret parameter of the route fills, and token-like segments of unrouted paths.
 */
export function redactedUrl(url: string, route?: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : `?${redactedQuery(url.slice(mark + 1))}`;
  return redactedPath(path, route) + query;
}

function redactedPath(path: string, route: string | undefined): string {
  const segments = path.split('/');
  const pattern = route?.split('/');
  // A route's own segments say which are secrets; a wildcard or a pattern that does not line up
  // with the path (a regular expression in it) falls back to what the segments look like.
  if (pattern && !route!.includes('*') && pattern.length === segments.length) {
    return segments
      .map((segment, index) => (isSecretParam(pattern[index]!) ? REDACTED : segment))
      .join('/');
  }
  return segments.map((segment) => (TOKEN_LIKE.test(segment) ? REDACTED : segment)).join('/');
}

function isSecretParam(patternSegment: string): boolean {
  return patternSegment.startsWith(':') && SECRET_PARAMS.has(patternSegment.slice(1));
}

function redactedQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      // A bare token as the whole query (`?abc123…`) is a value too.
      const shownKey = TOKEN_LIKE.test(key) ? REDACTED : key;
      return equals === -1 ? shownKey : `${shownKey}=${REDACTED}`;
    })
    .join('&');
}
