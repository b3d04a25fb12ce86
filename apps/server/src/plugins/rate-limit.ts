import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';

// The per-address rate limit, kept in this process's memory (docs/decisions/151-cheap-requests.md).
// It counts as @fastify/rate-limit's in-memory store did (a fixed window per address that starts
// with its first request, at most 5000 addresses remembered, the least recently seen forgotten
// first) and answers the same 429 with the same headers, but as a synchronous callback hook: the
// plugin's async hook cost every request two promises and a read of `routeOptions`, an object
// Fastify builds on each read, for a counter in a Map. A request within the limit carries no
// limit headers (decision 151): our own client never reads them, and a refusal says it all.

/** What a refusal's error is built from, as @fastify/rate-limit passed it. */
export interface RateLimitContext {
  statusCode: 429;
  max: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface RateLimitOptions {
  /** Requests per address per window on every route without its own limit. */
  max: number;
  timeWindow: string | number;
  /** The error a refused request fails with (answered by the error handler). */
  errorResponseBuilder: (request: FastifyRequest, context: RateLimitContext) => object;
}

/** Addresses remembered per limit; beyond this the least recently seen is forgotten. */
const REMEMBERED_ADDRESSES = 5000;
/** IPv6 addresses count by their /56, as one household or host is usually given one. */
const IPV6_SUBNET = 56;

const UNITS_MS: Record<string, number> = {
  ms: 1,
  second: 1000,
  seconds: 1000,
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/** '10 minutes' → 600000; a number is already milliseconds. Anything else fails at start. */
export function windowMs(timeWindow: string | number): number {
  if (typeof timeWindow === 'number') return Math.trunc(timeWindow);
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\s*$/i.exec(timeWindow);
  const unit = match ? UNITS_MS[match[2]!.toLowerCase()] : undefined;
  if (!match || unit === undefined) throw new Error(`Unknown rate limit window: ${timeWindow}`);
  return Math.trunc(Number(match[1]) * unit);
}

type Window = { hits: number; startedAt: number };

/** One limit's counters by address: a fixed window each, least recently seen evicted first. */
class WindowCounter {
  private readonly windows = new Map<string, Window>();
  /** The key inserted last, i.e. the most recently seen: already where a re-insert would put it. */
  private newest: string | undefined;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts a request of `key` and returns its window after counting. */
  hit(key: string, now: number): Window {
    let window = this.windows.get(key);
    if (window === undefined) {
      window = { hits: 1, startedAt: now };
      if (this.windows.size >= REMEMBERED_ADDRESSES) {
        this.windows.delete(this.windows.keys().next().value!);
      }
    } else {
      if (window.startedAt + this.windowMs <= now) {
        window.hits = 1;
        window.startedAt = now;
      } else {
        window.hits += 1;
      }
      // A client sending request after request is already last: deleting and re-inserting it
      // would only leave the Map a deleted entry per request to rehash away (decision 231).
      if (key === this.newest) return window;
      this.windows.delete(key);
    }
    // (Re)inserted last: Map keeps insertion order, so the first key is the least recently seen.
    this.windows.set(key, window);
    this.newest = key;
    return window;
  }
}

/** The address a request counts against: IPv4 as is, IPv6 by its subnet. */
function keyOf(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip, IPV6_SUBNET) : ip;
}

/** Counts a request of its address; past the limit, sets the refusal's headers and returns it. */
function limiter(counter: WindowCounter, options: RateLimitOptions) {
  const { max } = counter;
  return function rateLimited(request: FastifyRequest, reply: FastifyReply): Error | undefined {
    const now = Date.now();
    // A request held in its admission lane can be let through just as its client leaves, when
    // the socket no longer has an address: it is counted under none rather than failing.
    const window = counter.hit(keyOf(request.ip ?? ''), now);
    if (window.hits <= max) return undefined;
    const ttl = window.startedAt + counter.windowMs - now;
    const ttlSeconds = Math.ceil(ttl / 1000);
    reply.header('x-ratelimit-limit', max);
    reply.header('x-ratelimit-remaining', 0);
    reply.header('x-ratelimit-reset', ttlSeconds);
    reply.header('retry-after', ttlSeconds);
    return options.errorResponseBuilder(request, { statusCode: 429, max, ttl }) as Error;
  };
}

/** The limit every request counts towards, asked by the app's one shared onRequest hook. */
export interface SharedRateLimit {
  /** Counts the request against its address's window: the refusal to fail it with, past `max`. */
  count(request: FastifyRequest, reply: FastifyReply): Error | undefined;
  /** The paths of routes declared `rateLimit: false` (fixed paths only): left uncounted. */
  readonly uncounted: ReadonlySet<string>;
}

/**
 * The shared limit, `max` per address per `timeWindow`, is counted by the caller's own hook, in
 * memory, before anything else a request costs (plugins/security.ts: every /api request, known or
 * not, refused or not, before the session lookup). A route's `config.rateLimit` object gives it a
 * counter of its own besides, checked by its own onRequest hook after the route's access; `false`
 * leaves its fixed path out of the shared count (health checks, the gateway's webhooks).
 */
export function registerRateLimit(
  app: FastifyInstance,
  options: RateLimitOptions,
): SharedRateLimit {
  const shared = new WindowCounter(Math.trunc(options.max), windowMs(options.timeWindow));
  const uncounted = new Set<string>();
  app.addHook('onRoute', (route: RouteOptions) => {
    // `config.rateLimit` keeps @fastify/rate-limit's type: `{ max, timeWindow }` or false.
    const own: unknown = route.config?.rateLimit;
    if (own === undefined || own === null) return;
    if (own === false) {
      if (/[:*]/.test(route.url)) {
        throw new Error(`${String(route.method)} ${route.url}: only a fixed path can go uncounted`);
      }
      uncounted.add(route.url);
      return;
    }
    const { max, timeWindow } = own as { max?: unknown; timeWindow?: unknown };
    if (typeof max !== 'number' || !['string', 'number'].includes(typeof timeWindow)) {
      throw new Error(`Unknown rate limit of ${String(route.method)} ${route.url}`);
    }
    const check = limiter(
      new WindowCounter(Math.trunc(max), windowMs(timeWindow as string | number)),
      options,
    );
    const hook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) =>
      done(check(request, reply));
    const existing = route.onRequest;
    route.onRequest = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), hook]
      : [hook];
  });
  return { count: limiter(shared, options), uncounted };
}
