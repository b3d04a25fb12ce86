import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../test/otlp-receiver.ts';
import { createServerProcess, type ServerProcess } from '../test/server-process.ts';

// Traces as an operator turns them on: the real server process with OTEL_EXPORTER_OTLP_ENDPOINT
// pointing at a collector on loopback, which receives the OTLP/JSON exports. One sign-in attempt
// must arrive as one trace: the HTTP server span, Fastify's route span under it and the SQL
// query under that, and the request's log lines carry that trace's id as their request id.

const SERVER = 2;
const BUILD_SCRIPT = path.resolve(import.meta.dirname, '../../build/build.mjs');
const STATIC_IMPORT = /(?:^|[;\n])\s*import\s[^;()]*?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase | null = null;
let server: ServerProcess | null = null;
let receiver: OtlpReceiver | null = null;
let buildDir: string | null = null;
afterEach(async () => {
  await server?.close();
  await database?.drop();
  await receiver?.close();
  if (buildDir) await rm(buildDir, { recursive: true, force: true });
  server = database = receiver = buildDir = null;
});

/** The spans from this span up to the trace's root. */
function ancestry(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((each) => [each.spanId, each]));
  const chain = [span];
  for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) chain.push(at);
  return chain;
}

/** The request ids of the log lines about one route. */
function loggedRequestIds(output: string, url: string): string[] {
  return output.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { reqId?: string; req?: { url?: string } };
      return entry.req?.url === url && entry.reqId ? [entry.reqId] : [];
    } catch {
      return [];
    }
  });
}

describe.skipIf(!onPostgres)('traces over OTLP (PostgreSQL)', () => {
  it('exports one request as one trace: HTTP, then its route, then its SQL', async () => {
    receiver = await startOtlpReceiver();
    database = await createTestDatabase();
    server = await createServerProcess(database.url!, {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'info',
    });
    await server.start();

    const answer = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password-1' }),
    });
    expect(answer.status).toBe(401);

    const isSignIn = (span: ReceivedSpan) =>
      span.kind === SERVER && span.attributes['http.route'] === '/api/auth/login';
    const deadline = Date.now() + 20_000;
    while (!receiver.spans().some(isSignIn) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The spans of one export arrive together; the SQL ended before the HTTP span did.
    const spans = receiver.spans();
    const http = spans.find(isSignIn);
    expect(http, JSON.stringify(spans.map((span) => span.name))).toBeDefined();
    const trace = spans.filter((span) => span.traceId === http!.traceId);

    // Fastify's span of the request, with its hooks' and its handler's spans under it.
    const route = trace.find(
      (span) =>
        span.scope === '@fastify/otel' &&
        span.name === 'request' &&
        span.attributes['http.route'] === '/api/auth/login',
    );
    expect(route, JSON.stringify(trace.map((s) => [s.scope, s.name]))).toBeDefined();
    expect(ancestry(route!, trace)).toContain(http);

    const sql = trace.filter((span) => span.scope === '@opentelemetry/instrumentation-pg');
    const statement = (span: ReceivedSpan) =>
      String(span.attributes['db.query.text'] ?? span.attributes['db.statement']);
    const query = sql.find((span) => / from "?users"? /.test(statement(span)));
    expect(query, JSON.stringify(sql.map(statement))).toBeDefined();
    expect(ancestry(query!, trace)).toContain(route);

    // Each of the request's log lines names it by the trace's id.
    expect(loggedRequestIds(server.output(), '/api/auth/login')).toEqual(
      expect.arrayContaining([http!.traceId]),
    );
    expect(new Set(loggedRequestIds(server.output(), '/api/auth/login'))).toEqual(
      new Set([http!.traceId]),
    );
    // Prometheus has the metrics: no OTLP metrics or logs are sent.
    expect(receiver.otherRequests()).toEqual([]);
  }, 120_000);
});

describe('traces left off', () => {
  it('keeps OpenTelemetry out of the production bundle until main.ts asks for traces', async () => {
    buildDir = await mkdtemp(path.join(os.tmpdir(), 'salahkar-bundle-'));
    // The bundle `npm start` runs, built by the same script into a folder of the test's own.
    await promisify(execFile)(process.execPath, [BUILD_SCRIPT, buildDir]);
    const read = (file: string) => readFile(path.join(buildDir!, file), 'utf8');
    // The packages a bundle file loads with it: its static imports (`import … from "…"`),
    // followed through the bundle's chunks; a dynamic `import("…")` loads only when it runs.
    const packagesLoadedWith = async (entry: string) => {
      const packages = new Set<string>();
      const seen = new Set<string>();
      const visit = async (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const [, name] of (await read(file)).matchAll(STATIC_IMPORT)) {
          if (name!.startsWith('./')) await visit(name!.slice(2));
          else packages.add(name!);
        }
      };
      await visit(entry);
      return [...packages];
    };
    const isOpenTelemetry = (name: string) => /opentelemetry|otel|in-the-middle/.test(name);

    expect((await packagesLoadedWith('main.js')).filter(isOpenTelemetry)).toEqual([]);
    // main.js loads two chunks when it runs: the server, which needs none of it either, and,
    // only with an OTLP endpoint set, the traces, which is where it all is.
    const loadedLater = [...(await read('main.js')).matchAll(DYNAMIC_IMPORT)].map(([, f]) => f!);
    const later = await Promise.all(loadedLater.map((f) => packagesLoadedWith(f.slice(2))));
    const server = later.find((packages) => packages.includes('fastify'));
    const traces = later.find((packages) => packages.includes('@opentelemetry/sdk-node'));
    expect(server).toBeDefined();
    expect(server!.filter(isOpenTelemetry)).toEqual([]);
    expect(traces).toEqual(expect.arrayContaining(['@fastify/otel', 'import-in-the-middle']));
  }, 120_000);
});
