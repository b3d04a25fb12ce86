import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Types only: Vite loads this config with Node, which cannot run the domain package's TypeScript.
import type { Language } from '@salahkar/domain/language';
import { APP_ICONS, drawIcon } from './app-icons.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * The web app manifest, one per language: a manifest has a single `lang` and no translations
 * (the W3C's `translations` member is not in any browser yet), so the Hindi pages link a Hindi
 * manifest (name "सलाहकार", Hindi description) and every other page the English one. Both carry
 * the same `id`, so installing from either page installs the same app.
 */
export const MANIFEST_FILE: Record<Language, string> = {
  en: 'manifest.webmanifest',
  hi: 'manifest.hi.webmanifest',
};

/** The brand colour (`--color-primary` in src/index.css, the favicon's tile). */
const THEME_COLOUR = '#0f5e66';
/** The page background (`--color-background`): the splash screen while the app starts. */
const BACKGROUND_COLOUR = '#faf7f2';
/**
 * Where the installed app opens: the signed-in app (the dashboard route of the router; a visitor
 * is sent to sign in). `source=pwa` tells launches from the home screen apart in the server log.
 */
const START_URL = '/dashboard?source=pwa';

const MESSAGES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/components/messages',
);
const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The texts a manifest shows: the brand and the landing page's description, in one language. */
function texts(language: Language): { name: string; description: string } {
  const messages = JSON.parse(
    readFileSync(path.join(MESSAGES, `${language}.json`), 'utf8'),
  ) as Record<string, string>;
  const name = messages['common.brand'];
  const description = messages['common.pages.landing.description'];
  if (!name || !description) throw new Error(`${language}.json has no brand or description`);
  return { name, description };
}

/**
 * What every page's head carries about the installable app, written here once beside the manifest
 * it links: the theme colour, the icons and the (English) manifest, which the pages rendered at
 * build time swap for their language's. `<!--app-head-->` in each HTML entry stands for it, and
 * `<!--shell-head-->` for the whole head of the two entries that open with the catalog's English
 * landing title and description, the app's shell (index.html) and the sign-in pages (auth.html):
 * the same head, so written once here rather than in each file.
 */
function appHead(): Record<string, string> {
  const messages = JSON.parse(readFileSync(path.join(MESSAGES, 'en.json'), 'utf8')) as Record<
    string,
    string
  >;
  const touchIcon = APP_ICONS.find((icon) => icon.purpose === 'apple-touch')!;
  const appLines = [
    `<meta name="theme-color" content="${THEME_COLOUR}" />`,
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    `<link rel="manifest" href="/${MANIFEST_FILE.en}" />`,
    `<link rel="apple-touch-icon" href="/${touchIcon.file}" />`,
  ];
  const shellHead = [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(messages['common.pages.landing.title']!)}</title>`,
    `<meta name="description" content="${escapeHtml(texts('en').description)}" />`,
    ...appLines,
  ];
  return {
    '<!--app-head-->': appLines.join('\n    '),
    '<!--shell-head-->': `<head>\n    ${shellHead.join('\n    ')}\n  </head>`,
  };
}

export function webManifest(language: Language) {
  const { name, description } = texts(language);
  return {
    id: '/',
    name,
    short_name: name,
    description,
    lang: LOCALE[language],
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['business', 'productivity'],
    icons: APP_ICONS.filter((icon) => icon.purpose === 'any' || icon.purpose === 'maskable').map(
      (icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      }),
    ),
  };
}

/**
 * Writes both manifests and the icons into the build (the server sends `.webmanifest` as
 * `application/manifest+json`), and answers them in development too, so the pages' links resolve
 * under `npm run dev`.
 */
export function installableApp(): Plugin {
  const files = () =>
    new Map<string, () => string | Buffer>([
      ...(Object.entries(MANIFEST_FILE) as [Language, string][]).map(
        ([language, file]) =>
          [file, () => `${JSON.stringify(webManifest(language), null, 2)}\n`] as const,
      ),
      ...APP_ICONS.map((icon) => [icon.file, () => drawIcon(icon)] as const),
    ]);
  return {
    name: 'salahkar-installable-app',
    // First, before the font preloads and the pages rendered at build time read the head.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        let page = html;
        for (const [marker, lines] of Object.entries(appHead())) page = page.replace(marker, lines);
        return page;
      },
    },
    generateBundle() {
      for (const [fileName, make] of files()) {
        this.emitFile({ type: 'asset', fileName, source: make() });
      }
    },
    configureServer(server) {
      const served = files();
      server.middlewares.use((request, response, next) => {
        const make = served.get((request.url ?? '').split('?')[0]!.slice(1));
        if (!make) return next();
        const body = make();
        response.setHeader(
          'Content-Type',
          typeof body === 'string' ? 'application/manifest+json' : 'image/png',
        );
        response.end(body);
      });
    },
  };
}
