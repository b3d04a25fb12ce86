import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PUBLIC_PROFILE_PREFIX,
  publicProfileSchema,
  publicProfileSettingSchema,
  publicProfileSettingUpdateSchema,
  type Language,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { publicOrigin } from '../../http/public-origin.ts';
import { routeOptions } from '../../http/route-options.ts';
import { signedIn } from '../../plugins/access.ts';
import { pathIn, publicProfileNotFoundPage, publicProfilePage } from './public-profile-page.ts';
import {
  loadPublicProfile,
  openPublicPhoto,
  readPublicProfileSetting,
  updatePublicProfileSetting,
} from './public-profiles.service.ts';

// Any text: an address that is not a profile's (too long, wrong shape) is a 404, never a 400.
const slugParams = z.object({ slug: z.string() });

/**
 * Public professional profiles (decision 215): the pages `/professionals/:slug` (English) and
 * `/hi/professionals/:slug` (Hindi), rendered here at request time; `GET /api/professionals/:slug`
 * (the same facts as JSON) and its photo; and the professional's own switch,
 * `GET`/`PUT /api/profile/public`. A slug that is not a shown profile's is a 404 everywhere (an
 * HTML page for the page routes), never a 500.
 */
export function registerPublicProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const styles = builtStyles(ctx.config.WEB_DIST_DIR);

  api.get(
    '/api/professionals/:slug',
    routeOptions({
      access: 'public',
      tags: ['profile'],
      description:
        "An approved professional's public profile. 404 PUBLIC_PROFILE_NOT_FOUND for a hidden, " +
        'unapproved, suspended or unknown one.',
      params: slugParams,
      answer: publicProfileSchema,
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return loadPublicProfile(ctx.db, request.params.slug);
    },
  );

  api.get(
    '/api/professionals/:slug/photo',
    routeOptions({
      access: 'public',
      tags: ['profile'],
      description:
        "A shown public profile's photo, in the media type it was uploaded as; the link " +
        "preview's image. Cached for 5 minutes. 404 PUBLIC_PROFILE_NOT_FOUND for a hidden, " +
        'unapproved, suspended or unknown profile, or one without a photo.',
      params: slugParams,
    }),
    async (request, reply) => {
      const { mimeType, object } = await openPublicPhoto(ctx, request.params.slug);
      return (
        reply
          .type(mimeType)
          .header('Content-Length', object.size)
          .header('X-Content-Type-Options', 'nosniff')
          // Short: a professional who hides their profile is gone from caches within minutes.
          .header('Cache-Control', 'public, max-age=300')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .send(object.body)
      );
    },
  );

  for (const language of ['en', 'hi'] as const) {
    api.get(
      pathIn(language, `${PUBLIC_PROFILE_PREFIX}:slug`),
      routeOptions({ access: 'public', hide: true, params: slugParams }),
      async (request, reply) => sendPage(reply, language, request.params.slug),
    );
    // Anything else under the prefix (a deeper path, an over-long segment the router will not
    // take as a slug): the same 404 page, not the app's shell.
    api.get(
      pathIn(language, `${PUBLIC_PROFILE_PREFIX}*`),
      routeOptions({ access: 'public', hide: true }),
      async (request, reply) =>
        reply
          .status(404)
          .header('Cache-Control', 'no-cache')
          .header('Content-Language', language)
          .type('text/html; charset=utf-8')
          .send(publicProfileNotFoundPage(language, '/', styles)),
    );
  }

  api.get(
    '/api/profile/public',
    routeOptions({
      access: ['professional'],
      tags: ['profile'],
      answer: publicProfileSettingSchema,
    }),
    async (request) => readPublicProfileSetting(ctx.db, signedIn(request).id),
  );

  api.put(
    '/api/profile/public',
    routeOptions({
      access: ['professional'],
      tags: ['profile'],
      description: 'Turns "Show my profile publicly" on or off.',
      body: publicProfileSettingUpdateSchema,
      answer: publicProfileSettingSchema,
    }),
    async (request) =>
      updatePublicProfileSetting(ctx.db, signedIn(request).id, request.body.showPublicProfile),
  );

  async function sendPage(reply: FastifyReply, language: Language, slug: string) {
    const englishPath = `${PUBLIC_PROFILE_PREFIX}${slug}`;
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Language', language)
      .type('text/html; charset=utf-8');
    let profile;
    try {
      profile = await loadPublicProfile(ctx.db, slug);
    } catch (error) {
      if (error instanceof AppError && error.code === 'PUBLIC_PROFILE_NOT_FOUND') {
        return reply.status(404).send(publicProfileNotFoundPage(language, englishPath, styles));
      }
      throw error;
    }
    // The name in the address changed (or was mistyped): the current address, permanently.
    if (profile.slug !== slug) return reply.redirect(pathIn(language, profile.path), 301);
    const origin = publicOrigin(ctx, reply.request);
    return reply.send(
      publicProfilePage(profile, language, { origin, englishPath: profile.path }, styles),
    );
  }
}

/**
 * The built web app's stylesheet and font preload tags (the site's typeface), read once from its
 * index.html; none when the app is not built.
 */
function builtStyles(distDir: string): string {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return '';
  const html = readFileSync(indexFile, 'utf8');
  return (html.match(/<link\b[^>]*>/g) ?? [])
    .filter(
      (tag) =>
        /\brel="stylesheet"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="font"/.test(tag)),
    )
    .join('\n');
}
