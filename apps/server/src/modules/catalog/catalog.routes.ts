import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  professionSchema,
  specializationQuerySchema,
  specializationSchema,
  urgencyPricingSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { sendCached } from './catalog-cache.ts';
import { listProfessions, listSpecializations, listUrgencyPricing } from './catalog.service.ts';
import { routeOptions } from '../../http/route-options.ts';

const professionsSchema = z.array(professionSchema);
const specializationsSchema = z.array(specializationSchema);

/**
 * GET /api/professions, /api/specializations and /api/urgency-pricing: the catalog the post form
 * reads. Public (the landing page and the assistant may show it too) and small, so unpaginated.
 * Professions and specializations come from memory with an ETag, so a browser that has them is
 * answered 304 with no body.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/professions',
    routeOptions({ access: 'public', etag: true, tags: ['catalog'], answer: professionsSchema }),
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await ctx.catalog.read('professions', professionsSchema, () => listProfessions(ctx.db)),
      ),
  );

  api.get(
    '/api/specializations',
    routeOptions({
      access: 'public',
      etag: true,
      tags: ['catalog'],
      query: specializationQuerySchema,
      answer: specializationsSchema,
    }),
    // Not async: nearly every request finds its answer in memory and is answered at once.
    (request, reply) => {
      const { professionId = '', category = '' } = request.query;
      const key = `specializations:${professionId}:${category}`;
      // Sent, and nothing returned: a returned reply is a thenable Fastify would wait on.
      const ready = ctx.catalog.ready(key);
      if (ready) {
        sendCached(request, reply, ready);
        return;
      }
      return ctx.catalog
        .read(key, specializationsSchema, () => listSpecializations(ctx.db, request.query))
        .then((cached) => {
          sendCached(request, reply, cached);
        });
    },
  );

  api.get(
    '/api/urgency-pricing',
    routeOptions({ access: 'public', tags: ['catalog'], answer: z.array(urgencyPricingSchema) }),
    // Not async: the statement's promise is handed to Fastify as it is, not wrapped in another.
    (_request, reply) => {
      // The post form always refetches it (docs/product/rulings.md, R-04): admins edit these ranges
      // live.
      reply.header('cache-control', 'no-store');
      return listUrgencyPricing(ctx.db);
    },
  );
}
