import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { publicOrigin } from '../auth/public-origin.ts';

/** The pages a search engine may list: the public ones, each readable without signing in. */
export const SITEMAP_PATHS = [
  '/',
  '/register',
  '/contact',
  '/terms',
  '/privacy',
  '/cancellation-refund',
] as const;

/**
 * Paths crawlers are asked to leave alone: the API, the server's own tools, and every screen that
 * needs a session (a crawler would only ever see the login form there).
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/dev/',
  '/ws',
  '/submit-consultation',
  '/consultation/',
  '/completed-cases',
  '/checkout/',
  '/wallet',
  '/admin',
  '/dashboard',
  '/reset-password',
] as const;

/** Crawlers re-read these daily at most; the lists change only with a deploy. */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * GET /robots.txt and /sitemap.xml. Absolute addresses name PUBLIC_URL (else the origin this
 * server listens on), never the request's Host header, which the client chooses.
 */
export function registerCrawlerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((pathname) => `Disallow: ${pathname}`),
      '',
      `Sitemap: ${publicOrigin(ctx, request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', CRAWLER_CACHE)
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
    const origin = publicOrigin(ctx, request);
    const urls = SITEMAP_PATHS.map(
      (pathname) => `  <url><loc>${escapeXml(`${origin}${pathname}`)}</loc></url>`,
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', CRAWLER_CACHE)
      .send(xml);
  });
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
