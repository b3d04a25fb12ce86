import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { BUSY_MESSAGE } from './load-shedding.ts';

/**
 * The kinds of request admitted separately (decision 211): a flood of one kind never takes the
 * turns of another. Sign-in has a lane of its own so a person can still get in while the rest is
 * busy; health, the live channel's upgrade, the gateway's webhooks and the web app's files are
 * never held or refused here.
 */
export type Lane = 'read' | 'chat' | 'write' | 'upload' | 'sign-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The admission lane of the route (plugins/admission.ts); set when the route is declared. */
    admission?: Lane | 'exempt';
  }
}

/** Per lane: requests at work at once, and requests waiting for a turn, as multiples of the pool. */
const LANE_SIZES: Record<Lane, { running: number; waiting: number }> = {
  // Reads are short and many do not reach the database (cached catalog, the session's own row).
  read: { running: 4, waiting: 16 },
  // A message is a few milliseconds of one connection; more at once would only queue in the pool.
  chat: { running: 1, waiting: 4 },
  write: { running: 1, waiting: 4 },
  // A file upload holds its turn while its bytes arrive: few at once, none waiting.
  upload: { running: 1, waiting: 1 },
  // A password hash each (~100 ms of the thread pool): few at once, but never behind other lanes.
  'sign-in': { running: 1, waiting: 4 },
};

const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/phone/login']);
const CHAT_ROUTES = new Set(['/api/consultations/:id/messages']);
const UPLOAD_ROUTES = new Set([
  '/api/consultations/:id/messages/upload',
  '/api/consultations/:id/documents',
  '/api/objects/upload',
  '/api/objects/uploads/:token',
  '/api/profile/photo',
]);
const EXEMPT_ROUTES = new Set([
  '/api/health',
  '/api/payments/webhook',
  // A streamed answer holds its request for seconds; the assistant has limits of its own.
  '/api/ai/chat',
]);

/** The lane a route's requests take, from its method and path. */
export function laneOf(method: string, url: string): Lane | 'exempt' {
  if (!url.startsWith('/api/') || EXEMPT_ROUTES.has(url)) return 'exempt';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'read';
  if (SIGN_IN_ROUTES.has(url)) return 'sign-in';
  if (CHAT_ROUTES.has(url)) return 'chat';
  if (UPLOAD_ROUTES.has(url)) return 'upload';
  return 'write';
}

/** Seconds a refused client is asked to wait: 1 to 3, at random, so refused clients spread out. */
export function retryAfterSeconds(random: () => number = Math.random): number {
  return 1 + Math.floor(random() * 3);
}

/**
 * Connections that were refused, until when they were asked to wait, and whose request it was
 * (its cookie header). A client that asks again on the same connection before its Retry-After has
 * passed is held until then and only then takes its chance in the lane (decision 211): refusing it
 * again at once let 300 such clients send 12,000 requests a second, and refusing them took the
 * thread the admitted work needed (chat fell to 17 posts/s). Held, each costs a timer, and an
 * impolite client is as slow as a polite one. Only the same client is held: a connection a proxy
 * (or the chat bench) shares between people carries the next person's request at once, which
 * waited 1 to 3 s for someone else's refusal (decision 224).
 */
const askedToWait = new WeakMap<Socket, { until: number; cookie: string | undefined }>();

/** Notes that this request's client was asked to wait `seconds` before asking again. */
function askToWait(request: FastifyRequest, seconds: number): void {
  askedToWait.set(request.raw.socket, {
    until: performance.now() + seconds * 1000,
    cookie: request.headers.cookie,
  });
}

/** How long this request's client still has to wait (≤ 0: not asked to, or no longer). */
function stillToWaitMs(request: FastifyRequest): number {
  const asked = askedToWait.get(request.raw.socket);
  if (!asked || asked.cookie !== request.headers.cookie) return 0;
  return asked.until - performance.now();
}
/** At most this many requests held at once; past it, refused at once as before. */
const MAX_HELD = 4_096;

/** Refuses with 503 + Retry-After and remembers when the connection may ask again. */
function sendBusy(reply: FastifyReply): void {
  const seconds = retryAfterSeconds();
  askToWait(reply.request, seconds);
  void reply
    .code(503)
    .header('retry-after', seconds)
    .send({ code: 'SERVER_BUSY', message: BUSY_MESSAGE });
}

interface Waiter {
  admit(): void;
  refuse(): void;
  gone: boolean;
}

/** One lane's turns: a count of requests at work and a bounded queue of those waiting. */
class LaneTurns {
  running = 0;
  private readonly queue: Waiter[] = [];
  /**
   * Gives back the turn of a request that started at once: one listener shared by every such
   * response ('close' comes once for each, whether answered or cut off), rather than a closure
   * and a once-wrapper made for each request.
   */
  readonly leaveOnClose: () => void;
  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {
    this.leaveOnClose = () => this.leave();
  }

  /** Takes a free turn at once, if there is one and nobody waits for it. */
  startAtOnce(): boolean {
    if (this.running >= this.maxRunning || this.queue.length > 0) return false;
    this.running += 1;
    return true;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Starts at once, waits in the queue (if it may), or answers false when it cannot. */
  enter(waiter: Waiter, mayWait: boolean): boolean {
    if (this.running < this.maxRunning) {
      this.running += 1;
      waiter.admit();
      return true;
    }
    if (!mayWait || this.queue.length >= this.maxWaiting) return false;
    this.queue.push(waiter);
    return true;
  }

  leave(): void {
    this.running -= 1;
    while (this.running < this.maxRunning && this.queue.length > 0) {
      const next = this.queue.shift()!;
      if (next.gone) continue;
      this.running += 1;
      next.admit();
    }
  }

  /** Takes a waiter out of the queue (it timed out, or its client left). */
  drop(waiter: Waiter): void {
    waiter.gone = true;
    const index = this.queue.indexOf(waiter);
    if (index !== -1) this.queue.splice(index, 1);
  }
}

export interface AdmissionState {
  lanes: Record<Lane, { running: number; waiting: number; maxRunning: number; maxWaiting: number }>;
}

const states = new WeakMap<FastifyInstance, Record<Lane, LaneTurns>>();

/** Each lane's counts now, for tests and the chaos drills' reports. */
export function admissionOf(app: FastifyInstance): AdmissionState | null {
  const lanes = states.get(app);
  if (!lanes) return null;
  const view = (lane: LaneTurns) => ({
    running: lane.running,
    waiting: lane.waiting,
    maxRunning: lane.maxRunning,
    maxWaiting: lane.maxWaiting,
  });
  return {
    lanes: Object.fromEntries(
      Object.entries(lanes).map(([name, lane]) => [name, view(lane)]),
    ) as AdmissionState['lanes'],
  };
}

/** Requests that arrived while the event loop lagged: they start only on a free turn. */
const arrivedLagging = new WeakSet<FastifyRequest>();

/**
 * under-pressure's handler for the lanes' routes. Shedding everything while the loop lags (as it
 * did) refused the work that was the server's reason to exist along with the flood that caused
 * the lag, and the lag stayed as long as the flood did: under 300 clients retrying at once, chat
 * took almost nothing. Now a request that arrives while the loop lags is admitted on a free turn
 * and refused at once otherwise; memory pressure still refuses it.
 */
function laneUnderPressure(request: FastifyRequest, reply: FastifyReply, type: string) {
  if (type === 'eventLoopDelay') {
    arrivedLagging.add(request);
    return;
  }
  const seconds = retryAfterSeconds();
  askToWait(request, seconds);
  reply.status(503).header('retry-after', seconds);
  // Returned, not sent: under-pressure sends what the handler returns.
  const busy = { code: 'SERVER_BUSY', message: BUSY_MESSAGE };
  return busy as unknown as void;
}

/** The database connections requests share: the PostgreSQL pool's size; PGlite runs one query at once. */
function poolSizeOf(database: DatabaseHandle): number {
  return database.driver === 'pg' ? (database.pool.options.max ?? 10) : 1;
}

/**
 * Admission control (decision 211): each request takes a turn in its route's lane before any work
 * is done for it (before its session is looked up or its body read), and gives it back when its
 * answer is written or its connection closes. A lane lets as many requests work at once as the
 * database pool can serve and keeps a bounded queue behind them; a request that finds the queue
 * full, or waits longer than ADMISSION_WAIT_MS, is answered 503 at once with a Retry-After of 1 to
 * 3 seconds (chosen at random, so refused clients do not all come back together). The work taken
 * keeps its pace however many clients knock, and a refusal costs a few microseconds.
 */
export function registerAdmission(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): void {
  const enabled = config.ADMISSION_CONTROL ?? database.driver === 'pg';
  if (!enabled) return;
  const pool = poolSizeOf(database);
  const lanes = Object.fromEntries(
    Object.entries(LANE_SIZES).map(([name, size]) => [
      name,
      new LaneTurns(size.running * pool, size.waiting * pool),
    ]),
  ) as Record<Lane, LaneTurns>;
  states.set(app, lanes);
  const waitMs = config.ADMISSION_WAIT_MS;
  let held = 0;

  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.admission) return;
    const method = [route.method].flat()[0] ?? 'GET';
    const admission = laneOf(method, route.url);
    route.config = { ...route.config, admission };
    // While the loop lags, a lane still admits its turns (and only queues none): refusing all
    // would stop the work that ends the lag; not while memory runs out.
    const shedding = route.config as { pressureHandler?: typeof laneUnderPressure };
    if (admission !== 'exempt' && !shedding.pressureHandler) {
      shedding.pressureHandler = laneUnderPressure;
    }
  });

  /** Takes a turn in the lane, waits for one, or is refused. */
  function admit(
    request: FastifyRequest,
    reply: FastifyReply,
    lane: LaneTurns,
    done: () => void,
  ): void {
    // Nearly every request, nearly all the time: a free turn, taken with nothing made for it.
    if (lane.startAtOnce()) {
      reply.raw.on('close', lane.leaveOnClose);
      return done();
    }
    waitForTurn(request, reply, lane, done);
  }

  /** No free turn: waits in the queue (while it may), or is refused. */
  const waitForTurn = (
    request: FastifyRequest,
    reply: FastifyReply,
    lane: LaneTurns,
    done: () => void,
  ) => {
    let timer: NodeJS.Timeout | undefined;
    let started = false;
    let finished = false;
    // Given back once, whichever comes first: the answer written, or the connection closed.
    const giveBack = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (started) lane.leave();
      else lane.drop(waiter);
    };
    const waiter: Waiter = {
      gone: false,
      admit() {
        started = true;
        clearTimeout(timer);
        done();
      },
      refuse() {
        lane.drop(waiter);
        finished = true;
        sendBusy(reply);
      },
    };
    reply.raw.once('close', giveBack);
    if (!lane.enter(waiter, !arrivedLagging.has(request))) {
      finished = true;
      reply.raw.removeListener('close', giveBack);
      return sendBusy(reply);
    }
    if (!started) {
      timer = setTimeout(() => waiter.refuse(), waitMs);
    }
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const name = request.routeOptions.config.admission;
    if (!name || name === 'exempt') return done();
    const lane = lanes[name];
    const heldForMs = stillToWaitMs(request);
    if (heldForMs <= 0 || held >= MAX_HELD) return admit(request, reply, lane, done);
    // Asked again before the Retry-After it was given: held until then, then a turn like anyone.
    held += 1;
    const release = () => {
      held -= 1;
      reply.raw.removeListener('close', leave);
    };
    const leave = () => {
      clearTimeout(timer);
      release();
    };
    const timer = setTimeout(() => {
      release();
      admit(request, reply, lane, done);
    }, heldForMs);
    reply.raw.once('close', leave);
  });
}
