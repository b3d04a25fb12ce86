import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';

/**
 * The origin links in mails point at: PUBLIC_URL, else the origin the request came to. The Host
 * header is the client's to choose, so a deployment sets PUBLIC_URL (decision 005).
 */
export function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  const configured = ctx.config.PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  return `${request.protocol}://${request.host}`;
}
