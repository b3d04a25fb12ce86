import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
// Types only: Vite loads this config with Node, which cannot run the domain package's TypeScript.
// The values come through the entry, which Vite's own module loader runs.
import type { Language } from '@salahkar/domain/language';
import type { MemberHome } from '@salahkar/domain/member-home';
import type { PublicPage, PublicPageName } from '../src/public-pages.tsx';
import { escapeHtml } from './escape-html.ts';
import { filesOf, memberHomeHtml, memberHomeScripts, type BuildManifest } from './member-home.ts';
import { MANIFEST_FILE } from './web-manifest.ts';

interface PrerenderEntry {
  LANGUAGES: readonly Language[];
  LOCALE_OF: Record<Language, string>;
  PUBLIC_PAGES: Record<PublicPageName, PublicPage>;
  pathIn(path: string, language: Language): string;
  renderPublicPage(
    name: PublicPageName,
    language: Language,
  ): Promise<{ html: string; title: string; description: string }>;
  renderNotFoundPage(language: Language): Promise<{ html: string; title: string }>;
  AUTH_SCREENS: Record<AuthScreen, string>;
  renderAuthScreen(path: AuthScreen, language: Language): Promise<{ html: string; title: string }>;
  MEMBER_HOMES: readonly MemberHome[];
  firstAnswersOf(home: MemberHome | null): string[];
}

/**
 * member-home.json: the page of a member in each language, and under `homes` each role's own,
 * which preloads that home's first answers too. The server picks by the session's role.
 */
type MemberHomePages = Partial<Record<Language, string>> & {
  homes: Partial<Record<MemberHome, Partial<Record<Language, string>>>>;
};

type AuthScreen = '/login' | '/register';

/** Where the browser build puts the template (build/public-page.html keeps its path). */
const TEMPLATE = path.join('build', 'public-page.html');
/** The app's shell, the template of a member's home (decision 238). */
const APP_SHELL = 'index.html';
/** The sign-in entry's page (decision 222), the template of its rendered screens. */
const AUTH_TEMPLATE = 'auth.html';
/** Where the rendered pages go; the server reads pages.json to know which route is which file. */
const OUT = 'prerendered';

/**
 * After the browser build, renders the landing and policy pages to HTML with react-dom/server, in
 * English and in Hindi, each into the built template (with the hashed script and style tags Vite
 * wrote into it) and with its own title, description, link-preview tags and `hreflang` links to
 * its other language, so crawlers, previews and a browser without JavaScript read the page. The live figures on the landing page are not in this HTML:
 * they load in the browser into places kept at their size (decision 161).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'salahkar-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    closeBundle: {
      sequential: true,
      async handler(error?: Error) {
        // A failed build has no template to render into; saying so here would hide its own error.
        if (error) return;
        const template = await readFile(path.join(outDir, TEMPLATE), 'utf8');
        const server = await createServer({
          root,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const entry = (await server.ssrLoadModule(
            '/build/prerender-entry.tsx',
          )) as PrerenderEntry;
          await mkdir(path.join(outDir, OUT), { recursive: true });
          const routes: Record<string, string> = {};
          for (const [name, page] of Object.entries(entry.PUBLIC_PAGES)) {
            const { LANGUAGES, LOCALE_OF } = entry;
            const addresses = Object.fromEntries(
              LANGUAGES.map((language) => [language, entry.pathIn(page.path, language)]),
            ) as Record<Language, string>;
            for (const language of LANGUAGES) {
              const rendered = await entry.renderPublicPage(name as PublicPageName, language);
              const file = `${OUT}/${name}.${language}.html`;
              const html = pageHtml(template, LOCALE_OF, {
                name,
                language,
                addresses,
                ...rendered,
              });
              await writeFile(path.join(outDir, file), html);
              routes[addresses[language]] = file;
            }
          }
          await writeFile(path.join(outDir, OUT, 'pages.json'), JSON.stringify(routes, null, 2));
          // The page the server answers unknown addresses with (status 404), in each language.
          const notFound: Record<string, string> = {};
          for (const language of entry.LANGUAGES) {
            const rendered = await entry.renderNotFoundPage(language);
            const file = `${OUT}/not-found.${language}.html`;
            await writeFile(
              path.join(outDir, file),
              notFoundHtml(template, entry.LOCALE_OF, language, rendered),
            );
            notFound[language] = file;
          }
          await writeFile(
            path.join(outDir, OUT, 'not-found.json'),
            JSON.stringify(notFound, null, 2),
          );
          // The sign-in and registration screens, each in each language, which the server sends
          // a visitor at those addresses (by the language their cookie or browser asks for).
          const authTemplate = await readFile(path.join(outDir, AUTH_TEMPLATE), 'utf8');
          const manifest = JSON.parse(
            await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as BuildManifest;
          const fonts = (await readdir(path.join(outDir, 'assets'))).filter((file) =>
            FONT_FACE.test(file),
          );
          const authScreens: Record<string, Partial<Record<Language, string>>> = {};
          for (const screen of Object.keys(entry.AUTH_SCREENS) as AuthScreen[]) {
            authScreens[screen] = {};
            for (const language of entry.LANGUAGES) {
              const rendered = await entry.renderAuthScreen(screen, language);
              const file = `${OUT}/auth${screen.replace('/', '-')}.${language}.html`;
              const head = {
                boot: filesOf(manifest, AUTH_BOOT)[0] ?? AUTH_BOOT,
                scripts: filesOf(manifest, AUTH_SCREEN_MODULES[screen]),
                fonts: fontsOf(fonts, language, rendered.html),
              };
              await writeFile(
                path.join(outDir, file),
                authScreenHtml(authTemplate, entry.LOCALE_OF, screen, language, rendered, head),
              );
              authScreens[screen][language] = file;
            }
          }
          await writeFile(
            path.join(outDir, OUT, 'auth-screens.json'),
            JSON.stringify(authScreens, null, 2),
          );
          // A member's home (`/` to a browser holding a session), in each language: the app's
          // shell asking from its head for the home's code, texts and first answers.
          // One page per home whose first answers its role names (decision 240), under `homes`;
          // the page of any other member (or of a role the server cannot tell) as before.
          const appShell = await readFile(path.join(outDir, APP_SHELL), 'utf8');
          const memberHomes: MemberHomePages = { homes: {} };
          for (const home of [null, ...entry.MEMBER_HOMES]) {
            for (const language of entry.LANGUAGES) {
              const file = `${OUT}/member-home.${home ? `${home}.` : ''}${language}.html`;
              const scripts = memberHomeScripts(manifest, language);
              const answers = entry.firstAnswersOf(home);
              await writeFile(
                path.join(outDir, file),
                memberHomeHtml(appShell, entry.LOCALE_OF, language, scripts, answers),
              );
              if (home) (memberHomes.homes[home] ??= {})[language] = file;
              else memberHomes[language] = file;
            }
          }
          await writeFile(
            path.join(outDir, OUT, 'member-home.json'),
            JSON.stringify(memberHomes, null, 2),
          );
        } finally {
          await server.close();
        }
        await rm(path.join(outDir, path.dirname(TEMPLATE)), { recursive: true, force: true });
      },
    },
  };
}

interface RenderedPage {
  name: string;
  language: Language;
  /** The page's address in each language. */
  addresses: Record<Language, string>;
  html: string;
  title: string;
  description: string;
}

/**
 * The page's head. Addresses are root-relative unless the build knows the public origin
 * (`PUBLIC_URL`); the server makes them absolute on its own public origin when it sends the page
 * (search engines want absolute `hreflang` links). The `hreflang` codes are the sitemap's: `en`,
 * `hi` and `x-default`.
 */
function pageHtml(
  template: string,
  LOCALE_OF: Record<Language, string>,
  page: RenderedPage,
): string {
  const origin = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');
  const href = (address: string) => escapeHtml(`${origin}${address}`);
  const alternates = (Object.keys(page.addresses) as Language[]).map(
    (language) =>
      `<link rel="alternate" hreflang="${language}" href="${href(page.addresses[language])}" />`,
  );
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    ...alternates,
    `<link rel="alternate" hreflang="x-default" href="${href(page.addresses.en)}" />`,
    `<link rel="canonical" href="${href(page.addresses[page.language])}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${page.language === 'hi' ? 'सलाहकार' : 'Salahkar'}" />`,
    `<meta property="og:locale" content="${LOCALE_OF[page.language].replace('-', '_')}" />`,
    `<meta property="og:url" content="${href(page.addresses[page.language])}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  // The installed app's name and description in the page's language (build/web-manifest.ts).
  const manifest = `href="/${MANIFEST_FILE[page.language]}"`;
  return template
    .replace('<html lang="en-IN">', `<html lang="${LOCALE_OF[page.language]}">`)
    .replace(`href="/${MANIFEST_FILE.en}"`, manifest)
    .replace('<!--page-head-->', head)
    .replace('__PAGE_NAME__', page.name)
    .replace('<!--page-html-->', page.html)
    .replace(/\s*<!-- The template of the pages[^>]*-->/, '');
}

/**
 * The not-found page: its title, kept out of search results, no language links (it has no
 * address of its own). No script takes it over: its one link is a plain anchor home.
 */
function notFoundHtml(
  template: string,
  LOCALE_OF: Record<Language, string>,
  language: Language,
  page: { html: string; title: string },
): string {
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="robots" content="noindex" />`,
  ].join('\n    ');
  return template
    .replace('<html lang="en-IN">', `<html lang="${LOCALE_OF[language]}">`)
    .replace(`href="/${MANIFEST_FILE.en}"`, `href="/${MANIFEST_FILE[language]}"`)
    .replace('<!--page-head-->', head)
    .replace('__PAGE_NAME__', 'not-found')
    .replace('<!--page-html-->', page.html)
    .replace(/\s*<!-- The template of the pages[^>]*-->/, '');
}

/** The first script of a rendered auth screen, which starts the entry after the first paint. */
const AUTH_BOOT = 'src/auth-boot.ts';

/** Each auth screen's own chunk (features/auth/screens.ts), by its key in the manifest. */
const AUTH_SCREEN_MODULES: Record<AuthScreen, string> = {
  '/login': 'src/features/auth/components/login-page.tsx',
  '/register': 'src/features/auth/components/register-page.tsx',
};

/**
 * A built face of Noto Sans a first screen preloads: its script and weight. For Latin, the basic
 * faces the build cuts (build/small-faces.ts, decision 249); for Devanagari, fontsource's.
 */
const FONT_FACE = /^noto-sans-(basic-latin|devanagari)-(\d00)-normal-[\w-]+\.woff2$/;

/** The Tailwind classes that set a weight, and the weight each draws with. */
const WEIGHT_CLASSES = { 'font-medium': '500', 'font-semibold': '600', 'font-bold': '700' };

/**
 * The faces a rendered screen's first view draws with: the page's script (basic Latin for English,
 * Devanagari for Hindi) in the regular weight and each weight its classes ask for. The other
 * script's one word, the language switch's name, needs no file: हिन्दी has a small face in the
 * stylesheet (decision 234), and "English" on a Hindi page is in the system's face.
 */
function fontsOf(fonts: string[], language: Language, html: string): string[] {
  const script = language === 'hi' ? 'devanagari' : 'basic-latin';
  const weights = new Set(['400']);
  for (const [name, weight] of Object.entries(WEIGHT_CLASSES)) {
    if (new RegExp(`[\\s"]${name}[\\s"]`).test(html)) weights.add(weight);
  }
  return [...weights].sort().map((weight) => {
    const found = fonts.filter((file) => {
      const [, face, its] = FONT_FACE.exec(file) ?? [];
      return face === script && its === weight;
    });
    // A renamed face would otherwise leave the screen preloading nothing, unnoticed.
    if (found.length !== 1) {
      throw new Error(`The build has ${found.length} ${script} faces of weight ${weight}`);
    }
    return `/assets/${found[0]}`;
  });
}

/**
 * A sign-in entry screen in auth.html: its language, title and installed app's name, and the
 * screen in place of the wait, marked with its address (auth-main.tsx takes it over there only).
 *
 * Its head asks only for what the first paint needs: the stylesheet and the faces this screen's
 * first view uses (`head.fonts`, in place of the landing page's). The screen arrives drawn, so
 * its scripts are needed to use it, not to show it: in place of the entry and its module
 * preloads, the page has the small script `head.boot` (src/auth-boot.ts), which asks for the
 * entry, its imports and the screen's own chunk (`head.scripts`, which the entry would otherwise
 * find only once it runs) all at once after the first paint, so they do not share the connection
 * with the stylesheet and the fonts.
 */
function authScreenHtml(
  template: string,
  LOCALE_OF: Record<Language, string>,
  screen: AuthScreen,
  language: Language,
  page: { html: string; title: string },
  head: { boot: string; scripts: string[]; fonts: string[] },
): string {
  const tags = (pattern: RegExp) => [...template.matchAll(pattern)];
  const stylesheets = tags(/<link rel="stylesheet"[^>]*>/g).map(([tag]) => tag);
  const listed = tags(/<link rel="modulepreload" crossorigin href="([^"]+)">/g).map(
    ([, href]) => href,
  );
  const [entry, ...more] = tags(/<script type="module" crossorigin src="([^"]+)"><\/script>/g);
  if (stylesheets.length === 0 || !entry || more.length > 0) {
    throw new Error(`${AUTH_TEMPLATE} lacks the stylesheet or the one entry it is built with`);
  }
  const [entryTag, entrySrc] = entry;
  const preload = [...new Set([...listed, ...head.scripts])].filter((href) => href !== entrySrc);
  const boot = `<script type="module" crossorigin src="${head.boot}" data-entry="${entrySrc}" data-preload="${preload.join(' ')}"></script>`;
  const fonts = head.fonts.map(
    (href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="">`,
  );
  // What the first paint needs, then the script that starts the rest after it.
  const ordered = [...stylesheets, ...fonts, boot].join('\n    ');
  return template
    .replace(/\s*<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" as="font"[^>]*>/g, '')
    .replace(entryTag, () => ordered)
    .replace('<html lang="en-IN">', `<html lang="${LOCALE_OF[language]}">`)
    .replace(`href="/${MANIFEST_FILE.en}"`, `href="/${MANIFEST_FILE[language]}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('data-screen=""', `data-screen="${screen}"`)
    .replace(/\s*<!--screen-->[\s\S]*<!--\/screen-->\s*/, () => page.html)
    .replace(/\s*<!-- The page of \/login[^>]*-->/, '');
}
