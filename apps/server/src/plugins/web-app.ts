import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Language } from '@salahkar/domain';
import { MEMBER_HOMES, memberHomeOf, type MemberHome } from '@salahkar/domain/member-home';
import { isWebAppRoute } from '@salahkar/domain/web-routes';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { createHtmlPages } from './html-pages.ts';
import { isApiPath, routedPath } from './request-path.ts';
import { requestLanguage } from './request-language.ts';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE, setSignedInHint } from './session.ts';

/**
 * Where the build put the pages it rendered to HTML ahead of time (landing and policies), in each
 * language, named by the route they answer:
 * `{ "/terms": "prerendered/terms.en.html", "/hi/terms": "prerendered/terms.hi.html", … }`.
 */
const PRERENDERED_MANIFEST = path.join('prerendered', 'pages.json');
/** The not-found page the build rendered in each language: `{ "en": "prerendered/not-found.en.html", … }`. */
const NOT_FOUND_MANIFEST = path.join('prerendered', 'not-found.json');
/**
 * A member's home in each language (decision 238): the app's shell asking from its head for the
 * home's code, texts and first answers, which the bare shell finds only once its entry has run;
 * and a client's and an approved professional's own, which ask for their lists too (decision 240).
 */
const MEMBER_HOME_MANIFEST = path.join('prerendered', 'member-home.json');
/**
 * The sign-in and registration pages' own light shell (decision 222): a visitor there downloads
 * those two screens, not the signed-in app.
 */
const AUTH_SHELL = 'auth.html';
const AUTH_SHELL_PATHS = new Set(['/login', '/register']);
/**
 * Those screens as the build rendered them into the auth shell, in each language:
 * `{ "/login": { "en": "prerendered/auth-login.en.html", "hi": … }, … }`.
 */
const AUTH_SCREENS_MANIFEST = path.join('prerendered', 'auth-screens.json');

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached. The public pages
 * the build rendered ahead of time are sent as that HTML (readable before, or without,
 * JavaScript), their language links absolute on the public origin; the addresses of the app's
 * screens get the app shell; any other page address gets the not-found page, in the visitor's
 * language, with status 404 (decision 218). The build writes brotli and gzip copies beside each
 * file; the one the browser accepts is sent.
 */
export async function registerWebApp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const distDir = ctx.config.WEB_DIST_DIR;
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const prerendered = built ? readPrerendered(distDir) : new Map<string, string>();
  const notFoundPages = built ? readPagesByLanguage(distDir, NOT_FOUND_MANIFEST) : {};
  const memberHomes = built ? readMemberHomes(distDir) : { pages: {}, homes: {} };
  const htmlPages = createHtmlPages(distDir);
  // An older build has no auth shell: the app's shell answers those screens, as before.
  const authShell = built && existsSync(path.join(distDir, AUTH_SHELL));
  const authScreens = built ? readAuthScreens(distDir) : new Map<string, string>();
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The pre-rendered pages are answered at their own routes (the not-found handler sends the
      // file for `/terms`), never at their file names.
      allowedPath: (_pathname, _root, request) => !isPrerenderedFile(routedPath(request)),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it for you)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = routedPath(request);
    if (isApiPath(pathname)) {
      throw new AppError('API_ROUTE_NOT_FOUND', { method: request.method, path: pathname });
    }
    // /dev/* are server-only tools (the dev mailbox): when one is switched off, it is simply absent.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/dev/');
    if (!wantsPage || isPrerenderedFile(pathname)) throw new AppError('NOT_FOUND');
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build`, or use `npm run dev`.');
    }
    const page = prerenderedPageFor(request, pathname, prerendered);
    // A browser holding a session from before the hint existed gets it here, on its first page,
    // so the app goes on asking who is signed in (an expired session then clears it).
    if (request.cookies[SESSION_COOKIE] && !request.cookies[SIGNED_IN_HINT_COOKIE]) {
      setSignedInHint(ctx, request, reply);
    }
    // Vary: `/` is the landing page for a visitor and the shell for a member, and an English
    // address is answered in Hindi for a visitor whose cookie or browser asks for Hindi.
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language');
    const origin = publicOrigin(ctx, request);
    if (page) {
      reply.header('Content-Language', page.language);
      return htmlPages.send(request, reply, page.file, { origin });
    }
    if (isWebAppRoute(pathname)) {
      // A browser holding a session gets the app's shell there too: its guard sends a member on
      // without loading the sign-in entry first.
      const visitorOnAuthPage =
        authShell && AUTH_SHELL_PATHS.has(pathname) && !request.cookies[SESSION_COOKIE];
      if (pathname === '/' && request.cookies[SESSION_COOKIE]) {
        const language = requestLanguage(request);
        const home =
          (await ownHomeOf(request, memberHomes.homes))?.[language] ?? memberHomes.pages[language];
        if (home) {
          reply.header('Content-Language', language);
          return htmlPages.send(request, reply, home, { origin });
        }
      }
      if (!visitorOnAuthPage) return reply.sendFile('index.html');
      // The screen drawn from the first byte, in the language the page's script would choose.
      const language = requestLanguage(request);
      const screen = authScreens.get(`${pathname} ${language}`);
      if (!screen) return reply.sendFile(AUTH_SHELL);
      reply.header('Content-Language', language);
      return htmlPages.send(request, reply, screen, { origin });
    }
    const language: Language = isHindiPath(pathname) ? 'hi' : requestLanguage(request);
    const notFound = notFoundPages[language] ?? notFoundPages.en;
    // A build without the rendered page (an older one): the shell, whose router says Not Found.
    if (!notFound) return htmlPages.send(request, reply, 'index.html', { origin, status: 404 });
    reply.header('Content-Language', notFound === notFoundPages[language] ? language : 'en');
    return htmlPages.send(request, reply, notFound, { origin, status: 404 });
  });
}

type PagesByLanguage = Partial<Record<Language, string>>;

/** A page the build made in each language (by its manifest); none from a build that made none. */
function readPagesByLanguage(distDir: string, manifestFile: string): PagesByLanguage {
  const manifest = path.join(distDir, manifestFile);
  if (!existsSync(manifest)) return {};
  return builtPages(distDir, JSON.parse(readFileSync(manifest, 'utf8')) as object);
}

/** Of a manifest's `{ "en": file, "hi": file }`, the files the build wrote. */
function builtPages(distDir: string, pages: object): PagesByLanguage {
  const entries = Object.entries(pages);
  return Object.fromEntries(
    entries.filter(
      (entry): entry is [Language, string] =>
        (entry[0] === 'en' || entry[0] === 'hi') &&
        typeof entry[1] === 'string' &&
        existsSync(path.join(distDir, entry[1])),
    ),
  );
}

/**
 * A member's home (decision 238): the page of any member in each language, and under `homes` the
 * page of each home whose first answers the role names, which preloads those too (decision 240).
 * An older build has no `homes`: every member gets the one page.
 */
interface MemberHomes {
  pages: PagesByLanguage;
  homes: Partial<Record<MemberHome, PagesByLanguage>>;
}

function readMemberHomes(distDir: string): MemberHomes {
  const file = path.join(distDir, MEMBER_HOME_MANIFEST);
  if (!existsSync(file)) return { pages: {}, homes: {} };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { homes?: object };
  const homes = Object.entries(manifest.homes ?? {}).filter(
    (entry): entry is [MemberHome, object] =>
      MEMBER_HOMES.includes(entry[0] as MemberHome) && typeof entry[1] === 'object',
  );
  return {
    pages: builtPages(distDir, manifest),
    homes: Object.fromEntries(homes.map(([home, pages]) => [home, builtPages(distDir, pages)])),
  };
}

/**
 * The pages of the signed-in person's own home, by their session's role: the one indexed read
 * every signed-in request starts with, which the app's /api/auth/user repeats a moment later. The
 * role is read here, not from a cookie, so a professional approved since signing in gets their
 * lists' preloads at once. None (the page of any member) when the build made no such pages, the
 * session is gone or the account suspended (their screens ask for none of it), or the lookup
 * failed: a missing role costs only the preloads, never the page.
 */
async function ownHomeOf(
  request: FastifyRequest,
  homes: MemberHomes['homes'],
): Promise<PagesByLanguage | undefined> {
  if (Object.keys(homes).length === 0) return undefined;
  const session = await request.loadSession().catch((error: unknown) => {
    request.log.warn(
      { err: error },
      "member home: session lookup failed; the page without the role's preloads",
    );
    return null;
  });
  if (!session || session.account.isSuspended) return undefined;
  const home = memberHomeOf(session.account);
  return home ? homes[home] : undefined;
}

/** The rendered auth screens by `"<path> <language>"`; none from a build that made none. */
function readAuthScreens(distDir: string): Map<string, string> {
  const manifest = path.join(distDir, AUTH_SCREENS_MANIFEST);
  if (!existsSync(manifest)) return new Map();
  const screens = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, object>;
  return new Map(
    Object.entries(screens).flatMap(([screen, languages]) =>
      Object.entries(languages)
        .filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && existsSync(path.join(distDir, entry[1])),
        )
        .map(([language, file]): [string, string] => [`${screen} ${language}`, file]),
    ),
  );
}

function isPrerenderedFile(pathname: string): boolean {
  return pathname.startsWith('/prerendered/');
}

/** A Hindi page's address: `/hi` before the English one (`/` → `/hi`, `/terms` → `/hi/terms`). */
export function hindiPathOf(englishPath: string): string {
  return englishPath === '/' ? '/hi' : `/hi${englishPath}`;
}

function isHindiPath(pathname: string): boolean {
  return pathname === '/hi' || pathname.startsWith('/hi/');
}

/**
 * The pre-rendered page of a path, if it has one, and its language. A `/hi…` address is always
 * the Hindi page. An English address is the Hindi page for a visitor whose request language is
 * Hindi (the switch's cookie, else the browser's Accept-Language), when the build made one. `/`
 * is the landing page for visitors only: a browser holding a session gets the shell, which opens
 * on that person's dashboard instead of flashing the landing page first. (An expired session
 * shows the landing page once its check answers, as before.)
 */
function prerenderedPageFor(
  request: FastifyRequest,
  pathname: string,
  pages: Map<string, string>,
): { file: string; language: Language } | undefined {
  if (isHindiPath(pathname)) {
    const file = pages.get(pathname);
    return file ? { file, language: 'hi' } : undefined;
  }
  if (pathname === '/' && request.cookies[SESSION_COOKIE]) return undefined;
  const english = pages.get(pathname);
  if (!english) return undefined;
  const hindi = requestLanguage(request) === 'hi' ? pages.get(hindiPathOf(pathname)) : undefined;
  return hindi ? { file: hindi, language: 'hi' } : { file: english, language: 'en' };
}

/** The build's list of pre-rendered pages; none when the build made none (an older build). */
function readPrerendered(distDir: string): Map<string, string> {
  const manifest = path.join(distDir, PRERENDERED_MANIFEST);
  if (!existsSync(manifest)) return new Map();
  const entries = Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as object);
  return new Map(
    entries.filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && existsSync(path.join(distDir, entry[1])),
    ),
  );
}
