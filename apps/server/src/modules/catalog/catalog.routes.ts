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
    {
      config: { access: 'public', etag: true },
      schema: { tags: ['catalog'], response: { 200: professionsSchema } },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await ctx.catalog.read('professions', professionsSchema, () => listProfessions(ctx.db)),
      ),
  );

  api.get(
    '/api/specializations',
    {
      config: { access: 'public', etag: true },
      schema: {
        tags: ['catalog'],
        querystring: specializationQuerySchema,
        response: { 200: specializationsSchema },
      },
    },
    async (request, reply) => {
      const { professionId = '', category = '' } = request.query;
      const key = `specializations:${professionId}:${category}`;
      const cached = await ctx.catalog.read(key, specializationsSchema, () =>
        listSpecializations(ctx.db, request.query),
      );
      return sendCached(request, reply, cached);
    },
  );

  api.get(
    '/api/urgency-pricing',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], response: { 200: z.array(urgencyPricingSchema) } },
    },
    async (_request, reply) => {
      // The post form always refetches it (docs/product/rulings.md, R-04): admins edit these ranges
      // live.
      reply.header('Cache-Control', 'no-store');
      return listUrgencyPricing(ctx.db);
    },
  );
}
