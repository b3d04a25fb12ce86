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
import { listProfessions, listSpecializations, listUrgencyPricing } from './catalog.service.ts';

/**
 * GET /api/professions, /api/specializations and /api/urgency-pricing: the catalog the post form
 * reads. Public (the landing page and the assistant may show it too) and small, so unpaginated.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/professions',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], response: { 200: z.array(professionSchema) } },
    },
    async () => listProfessions(ctx.db),
  );

  api.get(
    '/api/specializations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        querystring: specializationQuerySchema,
        response: { 200: z.array(specializationSchema) },
      },
    },
    async (request) => listSpecializations(ctx.db, request.query),
  );

  api.get(
    '/api/urgency-pricing',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], response: { 200: z.array(urgencyPricingSchema) } },
    },
    async (_request, reply) => {
      // The post form always refetches it (spec section 7): admins edit these ranges live.
      reply.header('Cache-Control', 'no-store');
      return listUrgencyPricing(ctx.db);
    },
  );
}
