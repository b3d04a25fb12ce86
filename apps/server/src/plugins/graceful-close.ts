import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What a shutdown is still waiting for, for the log line when its deadline passes. */
export interface DrainProgress {
  /** The step under way, or null before the drain and after it. */
  step: string | null;
  /** HTTP requests whose answer has not gone out yet. */
  requests: number;
}

export interface DrainOptions {
  /** How long in-flight requests may take before their connections are cut (default 5 s). */
  requestTimeoutMs?: number;
}

interface GracefulClose {
  /** Adds work to finish once the last request has been answered, before Fastify closes. */
  beforeClose(step: string, run: () => Promise<void>): void;
  /** Adds work to Fastify's close, named in the progress while it runs. */
  onCloseStep(step: string, run: () => Promise<void>): void;
  drain(options?: DrainOptions): Promise<void>;
  progress(): DrainProgress;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;
const closers = new WeakMap<FastifyInstance, GracefulClose>();

/**
 * Tracks the requests in flight so a shutdown can let them finish. Fastify's own close cannot do
 * it all: it refuses `inject` from its first moment (the simulated gateway's webhooks go through
 * it), and a keep-alive connection whose request was in flight stays open after its answer, so
 * close never returns. Call once, before the routes.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  const { server } = app;
  const open = new Set<ServerResponse>();
  const steps: { step: string; run: () => Promise<void> }[] = [];
  let draining = false;
  let step: string | null = null;
  let allAnswered: (() => void) | null = null;

  // One listener shared by every response ('close' comes once), not a closure and a once-wrapper
  // made for each request.
  function answered(this: ServerResponse) {
    open.delete(this);
    if (!draining) return;
    // An answer whose headers went out before the drain kept its connection alive: close it.
    setImmediate(() => server.closeIdleConnections());
    if (open.size === 0) allAnswered?.();
  }
  // Every connection, so the drain can wait for one whose request had begun to arrive when it
  // started: that request is announced only once its headers are complete, and by then the drain
  // had found nothing in flight and Fastify, closing, answered it 503 (the rolling restart test).
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // Node's HTTP parser lets go of a connection upgraded to a live socket, which closes later.
  const speakingHttp = () =>
    [...connections].some((socket) => (socket as Socket & { parser?: unknown }).parser);

  server.on('request', (_request, response: ServerResponse) => {
    open.add(response);
    // Each answer given while draining is the connection's last: the client reconnects elsewhere.
    if (draining) response.setHeader('connection', 'close');
    response.on('close', answered);
  });

  const untilAnswered = (timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      if (open.size === 0) return resolve(true);
      const timer = setTimeout(() => resolve(false), Math.max(timeoutMs, 0));
      allAnswered = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  /** Until every request is answered and every HTTP connection closed, or the deadline. */
  const untilQuiet = async (deadline: number) => {
    if (!(await untilAnswered(deadline - performance.now()))) return false;
    while (speakingHttp()) {
      if (performance.now() >= deadline) return false;
      // Each answer given while draining closes its connection; one not yet used closes now.
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (!(await untilAnswered(deadline - performance.now()))) return false;
    }
    return true;
  };

  closers.set(app, {
    beforeClose(name, run) {
      steps.push({ step: name, run });
    },
    onCloseStep(name, run) {
      app.addHook('onClose', async () => {
        step = name;
        try {
          await run();
        } finally {
          step = null;
        }
      });
    },
    progress: () => ({ step, requests: open.size }),
    async drain({ requestTimeoutMs = DEFAULT_REQUEST_TIMEOUT_MS } = {}) {
      if (draining) return;
      draining = true;
      const log = app.log;
      // No new connections; idle keep-alive ones are closed now, busy ones after their answer.
      if (server.listening) server.close();
      for (const response of open) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      server.closeIdleConnections();
      log.info('stopped accepting connections');

      step = 'in-flight requests';
      let started = performance.now();
      const inFlight = open.size;
      if (await untilQuiet(started + requestTimeoutMs)) {
        log.info({ requests: inFlight, ms: elapsed(started) }, 'in-flight requests answered');
      } else {
        log.warn(
          { requests: open.size, ms: elapsed(started) },
          'requests still running at the drain deadline: their connections were closed',
        );
        server.closeAllConnections();
      }

      for (const { step: name, run } of steps) {
        step = name;
        started = performance.now();
        await run();
        log.info({ ms: elapsed(started) }, name);
      }
      step = null;
    },
  });
}

/**
 * Lets an app finish what it is doing before `app.close()`: stops taking connections, waits for
 * the requests in flight (cutting them after `requestTimeoutMs`), then runs the steps added with
 * `beforeClose` in order (timed jobs, simulated webhooks), logging each. Safe to call twice.
 */
export function drainApp(app: FastifyInstance, options?: DrainOptions): Promise<void> {
  return closerOf(app).drain(options);
}

/** Adds a step to the drain of an app (see drainApp). */
export function beforeClose(app: FastifyInstance, step: string, run: () => Promise<void>): void {
  closerOf(app).beforeClose(step, run);
}

/**
 * Adds an onClose hook whose name the shutdown's deadline log gives while it runs: a close that
 * never returns (a mail pool, the live bus, storage) is then named instead of "closing the server".
 */
export function onCloseStep(app: FastifyInstance, step: string, run: () => Promise<void>): void {
  closerOf(app).onCloseStep(step, run);
}

/** Where an app's drain stands. */
export function drainProgress(app: FastifyInstance): DrainProgress {
  return closerOf(app).progress();
}

function closerOf(app: FastifyInstance): GracefulClose {
  const closer = closers.get(app);
  if (!closer) throw new Error('registerGracefulClose was not called on this Fastify instance');
  return closer;
}

function elapsed(since: number): number {
  return Math.round(performance.now() - since);
}
