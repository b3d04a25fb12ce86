import { randomBytes } from 'node:crypto';
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';

/** Traces, once started: what the server needs of them. */
export interface Traces {
  /** The id of the request being handled for the logs: its trace id, so a log line finds its trace. */
  requestId(): string;
  /** Sends the spans still buffered and stops; the last step of a shutdown. */
  shutdown(): Promise<void>;
}

/** Scrapes and load balancers' health checks come every few seconds and say nothing. */
const UNTRACED_PATHS = new Set(['/metrics', '/api/health']);

/**
 * Starts OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT, with
 * spans for each HTTP request, its Fastify route and hooks, every SQL query (pg) and Redis command
 * (ioredis). Only main.ts imports this, and only when that variable is set. The standard OTEL_*
 * variables apply (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY, ...).
 *
 * The server is ES modules, which Node loads without `require`: the loader hook of
 * import-in-the-middle is registered first (as the authors' `--import` entries do), so the
 * instrumentations see fastify, pg and ioredis as main.ts imports the server afterwards.
 */
export async function startTraces(): Promise<Traces> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'salahkar',
    traceExporter: new OTLPTraceExporter(),
    // The metrics are Prometheus's (GET /metrics); logs stay on stdout.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          UNTRACED_PATHS.has((request.url ?? '').split('?')[0]!),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      // Only the queries and commands of a traced request: migrations, seeding and every job
      // pass would each make a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();

  return {
    // Outside any span (an untraced path) a random id of the same shape.
    requestId: () =>
      trace.getActiveSpan()?.spanContext().traceId ?? randomBytes(16).toString('hex'),
    shutdown: () => sdk.shutdown(),
  };
}
