import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DatabaseOutageWatch } from '../../db/outage-watch.ts';
import { databaseOutageOf, RETRY_AFTER_SECONDS } from '../../plugins/error-handler.ts';
import { routeOptions } from '../../http/route-options.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  /** 'overloaded' while load shedding refuses requests (the instance should get fewer). */
  load: z.enum(['ok', 'overloaded']).optional(),
  uptimeSeconds: z.number().int(),
});
type Health = z.infer<typeof healthSchema>;

/** How often the database is pinged for health while it answers, and while it does not. */
const PING_EVERY_MS = 1_000;
const PING_WHILE_DOWN_EVERY_MS = 250;

/**
 * GET /api/health: 200 when the database answers, 503 when it does not or while load shedding
 * refuses requests (for load balancers), always with this body, never a 500 (issue 31).
 * It never queries in the request: the database is pinged in the background and the answer is
 * what the last ping (or a request's failure, through the outage watch) found, so a health poll
 * never waits behind a busy pool. While the database is down it is pinged every 250 ms, and
 * health is back to 200 as soon as one ping succeeds.
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const outage = databaseOutageOf(app);
  const pinger = pingInTheBackground(ctx, outage);
  app.addHook('onClose', async () => pinger.stop());
  const uptimeSeconds = () => Math.floor((Date.now() - ctx.startedAt.getTime()) / 1000);
  const unavailable = (reply: FastifyReply, health: Omit<Health, 'status'>) =>
    reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send({ status: 'unavailable' as const, ...health });
  const database = (): Health['database'] =>
    outage.down || !pinger.reachable ? 'unreachable' : 'ok';

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      ...routeOptions({ tags: ['platform'], answers: { 200: healthSchema, 503: healthSchema } }),
      config: {
        access: 'public',
        rateLimit: false,
        // Shedding answers health in health's own words (its error body failed this schema).
        pressureHandler: (_request: FastifyRequest, reply: FastifyReply) => {
          reply.status(503).header('retry-after', RETRY_AFTER_SECONDS);
          // Returned, not sent: under-pressure sends what the handler returns.
          const shed: Health = {
            status: 'unavailable',
            database: database(),
            load: 'overloaded',
            uptimeSeconds: uptimeSeconds(),
          };
          return shed as unknown as void;
        },
      },
    },
    async (_request, reply) => {
      const now = database();
      if (now === 'ok')
        return { status: 'ok' as const, database: now, uptimeSeconds: uptimeSeconds() };
      return unavailable(reply, { database: now, uptimeSeconds: uptimeSeconds() });
    },
  );
}

/**
 * Pings the database on a timer, one ping at a time, telling the outage watch what it finds
 * (an outage is logged by the watch, once). `reachable` is the last ping's answer.
 */
function pingInTheBackground(ctx: AppContext, outage: DatabaseOutageWatch) {
  let reachable = true;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  const tick = () => {
    ctx.database
      .ping()
      .then(
        () => {
          reachable = true;
          outage.answered();
        },
        (error: unknown) => {
          reachable = false;
          if (!outage.failed(error)) ctx.log.error({ err: error }, 'health check failed');
        },
      )
      .finally(() =>
        schedule(reachable && !outage.down ? PING_EVERY_MS : PING_WHILE_DOWN_EVERY_MS),
      );
  };
  schedule(0);
  return {
    get reachable() {
      return reachable;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
