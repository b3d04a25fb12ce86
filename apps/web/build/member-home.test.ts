import { describe, expect, it } from 'vitest';
import { firstAnswersOf } from '../src/app/first-answers.ts';
import { memberHomeHtml, memberHomeScripts, type BuildManifest } from './member-home.ts';

// Decision 238: the shell a member's `/` gets asks from its head for what the home needs, so
// the browser fetches it beside the entry instead of after it has run.

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/app-1.js', imports: ['_react-1.js', '_shell-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_react-1.js'] },
  '_member-home-1.js': {
    file: 'assets/member-home-1.js',
    name: 'member-home',
    imports: ['_react-1.js', '_shell-1.js', '_tabs-1.js'],
  },
  '_tabs-1.js': { file: 'assets/tabs-1.js', imports: ['_dist-1.js'] },
  '_dist-1.js': { file: 'assets/dist-1.js' },
  'src/i18n/catalogs/app-en.ts': { file: 'assets/app-en-1.js', imports: ['_en-1.js'] },
  '_en-1.js': { file: 'assets/en-1.js' },
  'src/i18n/catalogs/app-hi.ts': { file: 'assets/app-hi-1.js', imports: ['_hi-1.js'] },
  '_hi-1.js': { file: 'assets/hi-1.js' },
};

const SHELL = [
  '<!doctype html>',
  '<html lang="en-IN">',
  '  <head>',
  '    <link rel="manifest" href="/manifest.webmanifest" />',
  '    <script type="module" crossorigin src="/assets/app-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');
const LOCALE_OF = { en: 'en-IN', hi: 'hi-IN' } as const;
const EVERYONES = ['/api/auth/user', '/api/notifications/unread-count'];
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(([, h]) => h);

describe("a member's home shell", () => {
  it("takes the language's texts and the home's chunks with everything they import", () => {
    expect(memberHomeScripts(MANIFEST, 'hi')).toEqual([
      '/assets/app-hi-1.js',
      '/assets/hi-1.js',
      '/assets/member-home-1.js',
      '/assets/react-1.js',
      '/assets/shell-1.js',
      '/assets/tabs-1.js',
      '/assets/dist-1.js',
    ]);
  });

  it('preloads each of them once, after what the shell already lists, and the first answers', () => {
    const html = memberHomeHtml(
      SHELL,
      LOCALE_OF,
      'en',
      memberHomeScripts(MANIFEST, 'en'),
      EVERYONES,
    );
    expect(preloads(html)).toEqual([
      '/assets/react-1.js',
      '/assets/shell-1.js',
      '/assets/app-en-1.js',
      '/assets/en-1.js',
      '/assets/member-home-1.js',
      '/assets/tabs-1.js',
      '/assets/dist-1.js',
    ]);
    expect(html).not.toContain('href="/assets/app-1.js"');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">',
    );
    expect(html.indexOf('/api/auth/user')).toBeLessThan(html.indexOf('</head>'));
  });

  it("speaks the page's language: its lang and the installed app's manifest", () => {
    const html = memberHomeHtml(
      SHELL,
      LOCALE_OF,
      'hi',
      memberHomeScripts(MANIFEST, 'hi'),
      EVERYONES,
    );
    expect(html).toContain('<html lang="hi-IN">');
    expect(html).toContain('href="/manifest.hi.webmanifest"');
    expect(preloads(html)).toContain('/assets/hi-1.js');
    expect(preloads(html)).not.toContain('/assets/en-1.js');
  });

  it("preloads a role's first answers from the head, each address exactly as the app fetches it", () => {
    const html = memberHomeHtml(
      SHELL,
      LOCALE_OF,
      'en',
      memberHomeScripts(MANIFEST, 'en'),
      firstAnswersOf('client'),
    );
    const answers = [
      ...html.matchAll(
        /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
      ),
    ].map(([, href]) => href!.replaceAll('&amp;', '&'));
    expect(answers).toEqual([
      '/api/auth/user',
      '/api/notifications/unread-count',
      '/api/stats/user',
      '/api/consultations?tab=submitted&page=1&pageSize=20',
    ]);
    // The query's `&` escaped in the attribute, which the browser reads back as `&`.
    expect(html).toContain('href="/api/consultations?tab=submitted&amp;page=1&amp;pageSize=20"');
    expect(html.lastIndexOf('/api/')).toBeLessThan(html.indexOf('</head>'));
    const professional = memberHomeHtml(SHELL, LOCALE_OF, 'en', [], firstAnswersOf('professional'));
    expect(professional).toContain('href="/api/professional/stats"');
    expect(professional).toContain(
      'href="/api/professional/offers?status=pending&amp;page=1&amp;pageSize=20"',
    );
    expect(professional).not.toContain('/api/stats/user');
  });

  it('fails the build rather than ship a home without its chunk', () => {
    const { '_member-home-1.js': _home, ...without } = MANIFEST;
    expect(() => memberHomeScripts(without, 'en')).toThrow(/member-home/);
  });
});
