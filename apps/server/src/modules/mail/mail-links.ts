import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { listeningOrigin } from '../../http/public-origin.ts';

// Links in mails that no request asked for (an offer arrived, a call was missed) point at
// PUBLIC_URL, else at the origin this server listens on, as reset links do (decision 090): never
// at a Host header. The listening port is only known once the server listens (tests listen on
// port 0), so the app is remembered per context and asked when a mail is written.

const servers = new WeakMap<AppContext, FastifyInstance>();

/** Called once by buildApp: the server whose listening address links fall back to. */
export function rememberMailServer(ctx: AppContext, app: FastifyInstance): void {
  servers.set(ctx, app);
}

/** PUBLIC_URL's origin, else `http://{HOST}:{the port listened on}` (localhost on a wildcard). */
export function mailOrigin(ctx: AppContext): string {
  const configured = ctx.config.PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  const address = servers.get(ctx)?.server.address();
  const port = typeof address === 'object' && address ? address.port : ctx.config.PORT;
  return listeningOrigin(ctx.config, port);
}

/** The absolute address of a web app page (`/consultation/…`) for a mail. */
export function mailLink(ctx: AppContext, path: string): string {
  return new URL(path, mailOrigin(ctx)).toString();
}
