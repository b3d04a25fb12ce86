import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { databaseOutageOf, RETRY_AFTER_SECONDS } from '../../plugins/error-handler.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  uptimeSeconds: z.number().int(),
});

/**
 * GET /api/health: 200 when the database answers, 503 when it does not (for load balancers).
 * During a known outage it answers 503 at once, without a connection attempt per poll; the
 * outage watch pings in the background and notices the database's return.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const outage = databaseOutageOf(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } },
      config: { access: 'public', rateLimit: false },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000);
      if (!outage.down) {
        try {
          await ctx.database.ping();
          return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
        } catch (error) {
          // An outage is logged by the watch, once, not by every poll.
          if (!outage.failed(error)) request.log.error({ err: error }, 'health check failed');
        }
      }
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ status: 'unavailable' as const, database: 'unreachable' as const, uptimeSeconds });
    },
  );
}
