import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { hindiPathOf } from '../../plugins/web-app.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { routeOptions } from '../../http/route-options.ts';
import {
  listPublicProfileSlugs,
  publicProfilePathOf,
} from '../public-profiles/public-profiles.service.ts';

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
 * The pages that are also written in Hindi, under /hi (`/hi`, `/hi/terms` …: the pages the build
 * renders ahead of time). The sitemap lists both and tells search engines they are translations.
 */
export const PATHS_IN_HINDI: ReadonlySet<string> = new Set([
  '/',
  '/terms',
  '/privacy',
  '/cancellation-refund',
]);

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

/**
 * Crawlers re-read these hourly at most; robots.txt changes only with a deploy, the sitemap also
 * as professionals are approved or hide their profiles.
 */
const CRAWLER_CACHE = 'public, max-age=3600';

/**
 * GET /robots.txt and /sitemap.xml. Absolute addresses name PUBLIC_URL (else the origin this
 * server listens on), never the request's Host header, which the client chooses.
 */
export function registerCrawlerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/robots.txt', routeOptions({ access: 'public' }), async (request, reply) => {
    const lines = [
      'User-agent: *',
      // Public profiles' photos are their link previews' images (decision 215); the longer rule wins.
      'Allow: /api/professionals/',
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

  app.get('/sitemap.xml', routeOptions({ access: 'public' }), async (request, reply) => {
    const origin = publicOrigin(ctx, request);
    // The public profiles (decision 215), each in English and Hindi.
    const profiles = (await listPublicProfileSlugs(ctx.db)).map(publicProfilePathOf);
    const urls = [
      ...SITEMAP_PATHS.flatMap((pathname) => sitemapEntries(origin, pathname)),
      ...profiles.flatMap((pathname) => sitemapEntries(origin, pathname, true)),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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

/**
 * A page's sitemap entries: one URL, or for a page also written in Hindi both URLs, each naming
 * the other (and English as the default) as its translations (hreflang alternates).
 */
function sitemapEntries(origin: string, pathname: string, inHindi = false): string[] {
  const english = escapeXml(`${origin}${pathname}`);
  if (!inHindi && !PATHS_IN_HINDI.has(pathname)) return [`  <url><loc>${english}</loc></url>`];
  const hindi = escapeXml(`${origin}${hindiPathOf(pathname)}`);
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en" href="${english}"/>`,
    `<xhtml:link rel="alternate" hreflang="hi" href="${hindi}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`,
  ].join('');
  return [english, hindi].map((loc) => `  <url><loc>${loc}</loc>${alternates}</url>`);
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
