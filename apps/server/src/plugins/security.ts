import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { registerRateLimit } from './rate-limit.ts';
import { isApiPath, routedPath } from './request-path.ts';

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

/** Security headers, a global rate limit, and the same-origin rule for state-changing calls. */
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
  // Decided per route when it is declared (before the rate limit's own onRoute hook sees it),
  // rather than by an allowList asked on every request.
  app.addHook('onRoute', (route) => {
    if (isApiPath(route.url) && route.url !== '/api/payments/webhook') return;
    if (route.config?.rateLimit === undefined) route.config = { ...route.config, rateLimit: false };
  });
  // In memory, as a callback hook of each limited route (plugins/rate-limit.ts).
  registerRateLimit(app, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  // A cross-site form may post text/plain without a preflight; the API reads JSON (and multipart
  // or raw bytes on the routes that declare them), so a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');

  // One callback hook for both, as each hook a request passes through costs its own step.
  app.addHook('onRequest', (request, reply, done) => {
    // Set from prepared objects: helmet's own plugin rebuilds its middleware on every request.
    // The raw URL is enough here: a request whose path only decodes to /api/… still gets the
    // document headers, the stricter superset.
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : headers);
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const path = routedPath(request);
    if (!isApiPath(path) || CROSS_SITE_WRITES.has(`${request.method} ${path}`)) return done();
    const origin = request.headers.origin;
    // Browsers always send Origin on cross-site writes; calls without it (CLI, gateways) carry no cookie risk.
    if (!origin || isAllowedOrigin(origin, request, config.PUBLIC_URL)) return done();
    done(new AppError('FORBIDDEN', 'This request came from another site and was refused.'));
  });
}

/**
 * Whether a browser's Origin is this site: scheme, host and port equal to PUBLIC_URL's or to the
 * origin the request came to (its protocol is X-Forwarded-Proto's only with TRUST_PROXY). The
 * live channel checks it too.
 */
export function isAllowedOrigin(
  origin: string,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicUrl?: string,
): boolean {
  const claimed = originOf(origin);
  if (claimed === null) return false;
  if (publicUrl && originOf(publicUrl) === claimed) return true;
  return originOf(`${request.protocol}://${request.host}`) === claimed;
}

/** `scheme://host[:port]` with the default port dropped, or null for anything that is not a URL. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
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
