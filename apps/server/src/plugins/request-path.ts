import type { FastifyRequest } from 'fastify';

/**
 * The path a request is decided on: the route it matched (`/api/offers/:id/accept`), else its
 * decoded path. Never the raw URL: the router undoes percent-encoding, so `/%61pi/contact` reaches
 * `/api/contact` while its raw URL does not start with `/api/`.
 */
export function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url !== undefined) return request.routeOptions.url;
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a request is for the JSON API (`/api` and below). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}
