import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
  type Metric,
} from 'prom-client';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { REACH_OUTBOX_CHANNELS } from '../db/schema/reach.ts';

/** The label of every request that matched no route: one series, never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
const OUTBOX_CHANNELS = ['mail', ...REACH_OUTBOX_CHANNELS] as const;
const CALL_STATUSES = ['pending', 'active'] as const;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/**
 * The counters the services bump (after their transaction commits) and the registry they live
 * in, one per app; the process's own metrics (heap, RSS, event-loop lag, GC) are kept once per
 * process (a test process builds many apps) and printed ahead of the app's at each scrape.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly jobRuns: Counter<'job'>;
  readonly jobFailures: Counter<'job'>;
  readonly jobDuration: Histogram<'job'>;
  readonly paymentsCaptured: Counter;
  readonly paymentsFailed: Counter;
  readonly refunds: Counter<'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    jobRuns: new Counter({
      name: 'salahkar_job_runs_total',
      help: 'Passes of each timed job that finished (failed ones included).',
      labelNames: ['job'],
      registers,
    }),
    jobFailures: new Counter({
      name: 'salahkar_job_failures_total',
      help: 'Passes of each timed job that threw (database outages included).',
      labelNames: ['job'],
      registers,
    }),
    jobDuration: new Histogram({
      name: 'salahkar_job_duration_seconds',
      help: 'How long one pass of each timed job took.',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
      registers,
    }),
    paymentsCaptured: new Counter({
      name: 'salahkar_payments_captured_total',
      help: 'Payments captured by this instance (webhook, verify or reconciler), counted after commit.',
      registers,
    }),
    paymentsFailed: new Counter({
      name: 'salahkar_payments_failed_total',
      help: 'Failed payment attempts the gateway reported (payment.failed), counted after commit.',
      registers,
    }),
    refunds: new Counter({
      name: 'salahkar_refunds_total',
      help: 'Refund attempts at the gateway by outcome (processed, or retry for a failed try), after commit.',
      labelNames: ['outcome'],
      registers,
    }),
  };
}

let processRegistry: Registry | null = null;

/** Heap, RSS, event-loop lag, GC and handles: once per process, whatever the number of apps. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether the in-flight gauge counted this request (its onRequest hook ran). */
    metricsCounted: boolean;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One label set's durations: a count per bucket (not cumulative), their sum and their count. */
interface DurationSeries {
  labels: Record<'method' | 'route' | 'status_class', string>;
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * Request durations as a Prometheus histogram, written in prom-client's own format. prom-client's
 * Histogram re-checks and re-hashes the labels on every observe, even through a child made by
 * `labels()` (about a microsecond and a string per request); here each label set is a series
 * found with two map lookups and counted with a few additions, and the text is made at the
 * scrape (decision 226).
 */
export class RequestDurations {
  readonly name = 'salahkar_http_request_duration_seconds';
  readonly help =
    'Time to answer a request, by route pattern (never the raw URL) and status class.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series: DurationSeries[] = [];

  /** A new series for these labels, counted from zero. */
  seriesOf(labels: DurationSeries['labels']): DurationSeries {
    const series = { labels, buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
    this.series.push(series);
    return series;
  }

  observe(series: DurationSeries, seconds: number): void {
    series.sum += seconds;
    series.count += 1;
    // The first bucket whose upper bound holds it; past the last, only +Inf (the count) does.
    for (let index = 0; index < DURATION_BUCKETS.length; index++) {
      if (seconds <= DURATION_BUCKETS[index]!) {
        series.buckets[index]! += 1;
        return;
      }
    }
  }

  /** What prom-client's registry writes out: the same values a Histogram gives it. */
  getForPromString() {
    const values = this.series.flatMap(({ labels, buckets, sum, count }) => {
      let cumulative = 0;
      return [
        ...DURATION_BUCKETS.map((bound, index) => {
          cumulative += buckets[index]!;
          return this.value({ le: bound }, cumulative, '_bucket', labels, null);
        }),
        this.value({ le: '+Inf' }, count, '_bucket', labels, null),
        this.value({}, sum, '_sum', labels),
        this.value({}, count, '_count', labels),
      ];
    });
    const { name, help, type, aggregator } = this;
    return { name, help, type, values, aggregator };
  }

  /** The same with each value's labels in one object, as Histogram.get() gives them. */
  get() {
    const data = this.getForPromString();
    const values = data.values.map(({ labels, sharedLabels, ...value }) => ({
      ...value,
      labels: { ...labels, ...sharedLabels },
    }));
    return { ...data, values };
  }

  reset(): void {
    for (const series of this.series) {
      series.buckets.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }

  private value(
    labels: Record<string, string | number>,
    value: number,
    suffix: string,
    sharedLabels: DurationSeries['labels'],
    /** A bucket's is null, the sum's and count's undefined, as in prom-client. */
    exemplar?: null,
  ) {
    return { labels, sharedLabels, value, metricName: this.name + suffix, exemplar };
  }
}

/**
 * Times every request: one onRequest hook counts it in flight, one onResponse hook adds its
 * duration to the series of (method, route pattern, status class), found with two map lookups.
 * Call before any other hook, so a request another onRequest hook answers (load shedding) is
 * still counted.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  let inFlight = 0;
  new Gauge({
    name: 'salahkar_http_requests_in_flight',
    help: 'Requests received and not yet answered.',
    registers: [metrics.registry],
    collect() {
      this.set(inFlight);
    },
  });
  const durations = new RequestDurations();
  metrics.registry.registerMetric(durations as unknown as Metric);
  // route → method → status class (index 0-4) → series
  const children = new Map<string, Map<string, DurationSeries[]>>();
  const seriesOf = (method: string, route: string, statusCode: number): DurationSeries => {
    let byMethod = children.get(route);
    if (!byMethod) children.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const index = Math.min(Math.max(Math.floor(statusCode / 100) - 1, 0), 4);
    return (byClass[index] ??= durations.seriesOf({
      method,
      route,
      status_class: STATUS_CLASSES[index]!,
    }));
  };

  app.decorateRequest('metricsCounted', false);
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight++;
    request.metricsCounted = true;
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.metricsCounted) inFlight--;
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    durations.observe(seriesOf(request.method, route, reply.statusCode), reply.elapsedTime / 1000);
    done();
  });
}

/**
 * What the route reads of the app's context: its fields by name rather than AppContext, which
 * holds these metrics (and so imports this file).
 */
interface MetricsSources {
  metrics: Metrics;
  database: DatabaseHandle;
  db: Database;
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_ALLOW_LOOPBACK'>;
}

export interface MetricsRouteOptions {
  /** Where the live sockets and rooms of this instance are counted. */
  live: { readonly size: number; readonly roomCount: number };
}

/**
 * GET /metrics in Prometheus' text format (decision 214). Not public: answered to a scraper on
 * this machine that came straight in (no proxy's forwarding header) when METRICS_ALLOW_LOOPBACK
 * is on, or to one that sends METRICS_TOKEN as a bearer token; anyone else gets the 404 of a path
 * the server does not have.
 * The database's gauges (outbox depth and age per channel, calls) come from one query per scrape.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  ctx: MetricsSources,
  options: MetricsRouteOptions,
): void {
  const { metrics, database, config } = ctx;
  const registers = [metrics.registry];
  new Gauge({
    name: 'salahkar_live_sockets',
    help: 'Live-channel sockets this instance holds.',
    registers,
    collect() {
      this.set(options.live.size);
    },
  });
  new Gauge({
    name: 'salahkar_live_rooms',
    help: 'Consultation rooms at least one socket on this instance has joined.',
    registers,
    collect() {
      this.set(options.live.roomCount);
    },
  });
  registerPoolGauges(database, metrics.registry);
  const outboxDepth = new Gauge({
    name: 'salahkar_outbox_depth',
    help: 'Messages waiting to leave (pending or being sent), per channel.',
    labelNames: ['channel'],
    registers,
  });
  const outboxAge = new Gauge({
    name: 'salahkar_outbox_oldest_age_seconds',
    help: 'Age of the oldest message still waiting per channel (0 when none waits).',
    labelNames: ['channel'],
    registers,
  });
  const calls = new Gauge({
    name: 'salahkar_video_calls',
    help: 'Video calls ringing (pending) or connected (active), across all instances.',
    labelNames: ['status'],
    registers,
  });
  const scrapeErrors = new Counter({
    name: 'salahkar_metrics_query_failures_total',
    help: 'Scrapes whose database gauges could not be read (they keep their last values).',
    registers,
  });

  const readDatabase = async () => {
    const { rows } = await ctx.db.execute<{ kind: string; key: string; n: number; age: number }>(
      sql`select 'outbox' as kind, 'mail' as key, count(*)::int as n,
            coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
          from mail_outbox where status in ('pending', 'sending')
          union all
          select 'outbox', channel, count(*)::int,
            coalesce(extract(epoch from now() - min(created_at)), 0)::float8
          from reach_outbox where status in ('pending', 'sending') group by channel
          union all
          select 'call', status::text, count(*)::int, 0::float8
          from video_calls where status in ('pending', 'active') group by status`,
    );
    for (const channel of OUTBOX_CHANNELS) {
      outboxDepth.set({ channel }, 0);
      outboxAge.set({ channel }, 0);
    }
    for (const status of CALL_STATUSES) calls.set({ status }, 0);
    for (const row of rows) {
      if (row.kind === 'call') calls.set({ status: row.key }, Number(row.n));
      else {
        const labels: LabelValues<'channel'> = { channel: row.key };
        outboxDepth.set(labels, Number(row.n));
        outboxAge.set(labels, Math.max(0, Number(row.age)));
      }
    }
  };

  const token = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  const allowed = (request: FastifyRequest): boolean => {
    const authorization = request.headers.authorization;
    if (token && authorization?.startsWith('Bearer ')) {
      return timingSafeEqual(digest(authorization.slice(7)), token);
    }
    return config.METRICS_ALLOW_LOOPBACK && cameStraightFromLoopback(request);
  };

  app.get(
    '/metrics',
    { config: { access: 'public', rateLimit: false }, schema: { hide: true } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Answered as a switched-off server tool is (plugins/web-app.ts): simply absent.
      if (!allowed(request)) throw new AppError('NOT_FOUND');
      try {
        await readDatabase();
      } catch (error) {
        scrapeErrors.inc();
        request.log.warn({ err: error }, 'metrics: database gauges not read');
      }
      const text = (await processMetrics().metrics()) + (await metrics.registry.metrics());
      return reply.header('content-type', metrics.registry.contentType).send(text);
    },
  );
}

function registerPoolGauges(database: DatabaseHandle, registry: Registry): void {
  // PGlite is one in-process connection: no pool to describe.
  if (database.driver !== 'pg') return;
  const pool = database.pool;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge(
    'salahkar_db_pool_connections',
    'Connections the pool holds (idle or busy).',
    () => pool.totalCount,
  );
  gauge(
    'salahkar_db_pool_idle',
    'Connections in the pool not running a query.',
    () => pool.idleCount,
  );
  gauge('salahkar_db_pool_waiting', 'Queries waiting for a connection.', () => pool.waitingCount);
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** From this machine and not relayed by a proxy on it (nginx adds X-Forwarded-For). */
function cameStraightFromLoopback(request: FastifyRequest): boolean {
  const remote = request.socket.remoteAddress ?? '';
  if (!LOOPBACK.test(remote)) return false;
  const headers = request.headers;
  return !headers['x-forwarded-for'] && !headers.forwarded && !headers['x-real-ip'];
}
