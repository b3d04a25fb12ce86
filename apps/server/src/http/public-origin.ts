import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';

/** Addresses that mean "every interface": no one can browse to them, so links name localhost. */
const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * The origin links in mails point at: PUBLIC_URL, else the origin this server listens on. Never
 * the request's Host header, which is the client's to choose: a link built from it would carry a
 * reset token to whatever site the asker named (decision 090).
 */
export function publicOrigin(ctx: AppContext, request: FastifyRequest): string {
  const configured = ctx.config.PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  const address = request.server.server.address();
  const port = typeof address === 'object' && address ? address.port : ctx.config.PORT;
  return listeningOrigin(ctx.config, port);
}

/** `http://localhost:{port}` on a wildcard HOST, else `http://{HOST}:{port}`. */
export function listeningOrigin(config: Pick<Config, 'HOST'>, port: number): string {
  const host = config.HOST.trim();
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  return `http://${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}
