import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number().int(),
});

/** GET /api/health: 200 when the database answers, 503 when it does not (for load balancers). */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
      config: { access: 'public', rateLimit: false },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000);
      try {
        await ctx.database.ping();
        return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: 'unreachable' as const,
          uptimeSeconds,
        });
      }
    },
  );
}
