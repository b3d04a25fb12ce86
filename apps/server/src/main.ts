import { loadDotEnv } from './config.ts';
import { ignoreBrokenOutputPipes } from './log-stream.ts';

/**
 * The entry. OpenTelemetry instruments fastify, pg, ioredis and node:http as they are imported,
 * so its hooks must be in place before any of them loads: this file imports none of the server,
 * starts traces when OTEL_EXPORTER_OTLP_ENDPOINT (or the traces-only variable) is set, and only
 * then imports the server. Without it nothing of OpenTelemetry is loaded at all: the dynamic
 * import keeps it in a chunk of the bundle of its own, never read.
 */
async function main(): Promise<void> {
  ignoreBrokenOutputPipes();
  loadDotEnv();
  const endpoint =
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const traces = endpoint ? await (await import('./traces/start-traces.ts')).startTraces() : null;
  const { startServer } = await import('./start-server.ts');
  await startServer(traces);
}

main().catch((error: unknown) => {
  console.error('Salahkar could not start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug')
    console.error(error.stack);
  process.exit(1);
});
