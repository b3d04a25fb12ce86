import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/JSON export carries it, flattened with the name of what made it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** Empty for a trace's root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  /** The instrumentation that made it (`@opentelemetry/instrumentation-pg`, `@fastify/otel`). */
  scope: string;
  attributes: Record<string, unknown>;
}

/**
 * A collector on loopback that takes OTLP/HTTP trace exports in JSON (`POST /v1/traces`), as an
 * OpenTelemetry collector's OTLP receiver does, and keeps the spans for the test to read. Any other
 * signal (metrics, logs) is counted and answered 404: the server is not meant to send them.
 */
export interface OtlpReceiver {
  /** The value for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  spans(): ReceivedSpan[];
  /** Paths of requests that were not trace exports. */
  otherRequests(): string[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

interface OtlpExport {
  resourceSpans?: {
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: { key: string; value: OtlpValue }[];
      }[];
    }[];
  }[];
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const others: string[] = [];
  const server = http.createServer(async (request, response) => {
    const body = Buffer.concat(await request.toArray()).toString();
    const isJson = request.headers['content-type']?.startsWith('application/json');
    if (request.method !== 'POST' || request.url !== '/v1/traces' || !isJson) {
      others.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      response.writeHead(404).end();
      return;
    }
    const exported = JSON.parse(body) as OtlpExport;
    for (const resource of exported.resourceSpans ?? []) {
      for (const { scope, spans: scoped = [] } of resource.scopeSpans ?? []) {
        for (const span of scoped) {
          spans.push({
            traceId: span.traceId,
            spanId: span.spanId,
            parentSpanId: span.parentSpanId ?? '',
            name: span.name,
            kind: span.kind,
            scope: scope?.name ?? '',
            attributes: Object.fromEntries(
              (span.attributes ?? []).map(({ key, value }) => [key, plainValue(value)]),
            ),
          });
        }
      }
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans: () => [...spans],
    otherRequests: () => [...others],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function plainValue(value: OtlpValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.boolValue ?? value.doubleValue ?? null;
}
