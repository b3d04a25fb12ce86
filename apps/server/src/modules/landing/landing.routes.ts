import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { landingFiguresSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { sendCached } from '../catalog/catalog-cache.ts';
import { registerCrawlerRoutes } from './crawlers.routes.ts';
import { loadLandingFigures } from './landing.service.ts';
import { supportFactsOfConfig } from '../../config.ts';
import { routeOptions } from '../../http/route-options.ts';

/**
 * GET /api/landing: the live figures on the public landing page. Every visitor's first page asks
 * for it, so the answer is kept in memory as finished JSON for the catalog cache's few seconds
 * (cleared at once when an admin edits the urgency tiers it includes). Also robots.txt and the
 * sitemap, which name the public pages.
 */
export function registerLandingRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCrawlerRoutes(app, ctx);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/landing',
    routeOptions({
      access: 'public',
      etag: true,
      tags: ['catalog'],
      answer: landingFiguresSchema,
    }),
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await ctx.catalog.read('landing', landingFiguresSchema, () =>
          loadLandingFigures(ctx.db, supportFactsOfConfig(ctx.config)),
        ),
      ),
  );
}
