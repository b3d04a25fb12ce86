import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { AppError, errorBodyOf, tooManyRequests } from '../errors.ts';
import { waitSeconds } from '../rate-limits.ts';
import { registerRateLimit } from './rate-limit.ts';
import { isApiPath } from './request-path.ts';
import {
  checkedHost,
  isAllowedHost,
  isAllowedOrigin,
  siteNamesOf,
  type SiteNames,
} from './site-names.ts';

/** Where Razorpay Checkout loads from, frames and calls, allowed only when Razorpay is configured. */
const RAZORPAY_CHECKOUT_ORIGINS = [
  'https://checkout.razorpay.com',
  'https://api.razorpay.com',
  'https://lumberjack.razorpay.com',
];

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one write another site may send: a mail client's one-click unsubscribe (RFC 8058), posted
 * from wherever the mail is read. It carries its own signed token and reads no cookie, so the
 * same-origin rule, which guards cookies, has nothing to protect there (modules/unsubscribe).
 */
const CROSS_SITE_WRITES = new Set(['POST /api/unsubscribe']);

/**
 * Powerful browser features: the camera, microphone and screen for our own video calls and
 * profile photos, nothing for frames of other sites, and no location at all.
 */
const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'fullscreen=(self)',
  'geolocation=()',
  'usb=()',
].join(', ');

/**
 * What a JSON answer needs (OWASP's REST Security Cheat Sheet): never framed, never sniffed into
 * another type, never read by another site's page, HTTPS remembered. The rest of helmet's set
 * governs documents (scripts, referrers, browser features) and is sent with pages; an answer of
 * the API is not rendered as one (files carry their own sandboxing CSP, downloads are
 * attachments), and twenty headers on every small answer cost more than its body.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The Host allow-list, security headers, a global rate limit, and the same-origin rule for
 * state-changing calls.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const razorpay = config.RAZORPAY_KEY_ID ? RAZORPAY_CHECKOUT_ORIGINS : [];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpay],
        // Razorpay Checkout opens its payment form in a frame of its own.
        frameSrc: ["'self'", ...razorpay],
        // Radix and the toaster position elements with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // 'self' covers the page's own ws:/wss: origin (CSP3), so no other socket can be opened.
        connectSrc: ["'self'", ...razorpay],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;

  // The gateway's webhooks come from a few addresses in bursts; their signature is their guard.
  // Decided when the route is declared (before the rate limit's own onRoute hook sees it).
  app.addHook('onRoute', (route) => {
    if (route.url === '/api/payments/webhook' && route.config?.rateLimit === undefined) {
      route.config = { ...route.config, rateLimit: false };
    }
  });
  // In memory; counted by the hook below, before the session lookup (plugins/rate-limit.ts).
  const limit = registerRateLimit(app, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) =>
      tooManyRequests('RATE_LIMITED', { wait: waitSeconds(context.ttl) }),
  });

  // A cross-site form may post text/plain without a preflight; the API reads JSON (and multipart
  // or raw bytes on the routes that declare them), so a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');

  // The names this server answers to, worked out at start and again once the port is known.
  const site = { names: siteNamesOf(config, config.PORT) };
  siteNamesByConfig.set(config, site);
  app.addHook('onListen', function (done) {
    const address = app.server.address();
    if (address && typeof address === 'object') site.names = siteNamesOf(config, address.port);
    done();
  });
  const trustProxy = config.TRUST_PROXY;

  // One callback hook for all four, as each hook a request passes through costs its own step:
  // the Host, the headers, the per-address limit (before any route's session lookup, so a forged
  // cookie or an unknown path costs a counter and no query) and the same-origin rule.
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    // Set from prepared objects: helmet's own plugin rebuilds its middleware on every request.
    // The raw URL is enough here: a request whose path only decodes to /api/… still gets the
    // document headers, the stricter superset.
    reply.headers(url.startsWith('/api/') ? API_HEADERS : headers);
    if (!isAllowedHost(site.names, checkedHost(request.headers, trustProxy))) {
      // A page of a rebinding domain, or a name this deployment does not serve.
      return misdirected(reply, url);
    }
    const path = apiPathOf(url);
    if (path === null) return done();
    if (!limit.uncounted.has(path)) {
      const refusal = limit.count(request, reply);
      if (refusal) return done(refusal);
    }
    if (!UNSAFE_METHODS.has(request.method)) return done();
    if (CROSS_SITE_WRITES.has(`${request.method} ${path}`)) return done();
    const origin = request.headers.origin;
    // Browsers always send Origin on cross-site writes; calls without it (CLI, gateways) carry no cookie risk.
    if (!origin || isAllowedOrigin(site.names, origin, request, trustProxy)) return done();
    done(new AppError('CROSS_SITE_REQUEST'));
  });
}

const MISDIRECTED_JSON = JSON.stringify(errorBodyOf(new AppError('MISDIRECTED_REQUEST')));

/**
 * 421: the request named a host this server does not serve. Answered here, before routing, the
 * session or the body; the API's answer is its usual JSON error shape, any other a plain one.
 */
function misdirected(reply: FastifyReply, url: string): FastifyReply {
  reply.code(421);
  if (isApiPath(apiPathOf(url) ?? url)) {
    return reply.type('application/json; charset=utf-8').send(MISDIRECTED_JSON);
  }
  return reply.type('text/plain; charset=utf-8').send('Misdirected request: unknown host name.');
}

/**
 * The decoded path of an /api request, or null for any other. Decoded as the router decodes it,
 * so `/%61pi/…` counts and is checked as the API it reaches; a query string is never part of it.
 */
function apiPathOf(url: string): string | null {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  return isApiPath(path) ? path : null;
}

/** Per configuration (one per app): the live channel checks the same names. */
const siteNamesByConfig = new WeakMap<Config, { names: SiteNames }>();

function siteNamesFor(config: Config): { names: SiteNames } {
  const site = siteNamesByConfig.get(config);
  if (!site) throw new Error('registerSecurity was not called with this configuration');
  return site;
}

/** Whether a request's Host (X-Forwarded-Host behind a trusted proxy) names this deployment. */
export function isSiteHost(headers: FastifyRequest['headers'], config: Config): boolean {
  return isAllowedHost(siteNamesFor(config).names, checkedHost(headers, config.TRUST_PROXY));
}

/**
 * Whether a browser's Origin is this site (plugins/site-names.ts): PUBLIC_URL's origin, or the
 * request's scheme with one of the names this server answers to. The live channel checks it too.
 */
export function isSiteOrigin(
  origin: string,
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  config: Config,
): boolean {
  return isAllowedOrigin(siteNamesFor(config).names, origin, request, config.TRUST_PROXY);
}

/**
 * The headers helmet sets for these options, worked out once: none of ours depends on the request
 * (no nonces), so every response can carry the same ones.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
