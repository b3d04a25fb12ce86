import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors.ts';
import { isApiPath, routedPath } from './request-path.ts';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API path answered with index.html so the client router can show its page. The
 * build writes brotli and gzip copies beside each file; the one the browser accepts is sent.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it for you)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = routedPath(request);
    if (isApiPath(pathname)) {
      throw new AppError('NOT_FOUND', `No such API route: ${request.method} ${pathname}`);
    }
    // /dev/* are server-only tools (the dev mailbox): when one is switched off, it is simply absent.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/dev/');
    if (!wantsPage) throw new AppError('NOT_FOUND', 'Not found.');
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build`, or use `npm run dev`.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
