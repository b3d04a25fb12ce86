// Types only: Vite loads this config with Node, which cannot run the domain package's TypeScript.
import type { Language } from '@salahkar/domain/language';
import { escapeHtml } from './escape-html.ts';
import { MANIFEST_FILE } from './web-manifest.ts';

/** The part of Vite's build manifest read here: each chunk's name, file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** The built files of `key`'s chunk and of every chunk it imports, each once, root-relative. */
export function filesOf(manifest: BuildManifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (chunk: string) => {
    const entry = manifest[chunk];
    if (!entry) throw new Error(`The build manifest has no ${chunk}`);
    if (files.has(`/${entry.file}`)) return;
    files.add(`/${entry.file}`);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}

/**
 * What a member's home needs beyond the app's entry, in the order React asks for it: the texts
 * of the page's language (src/i18n/catalogs), then the `member-home` chunk (the signed-in frame
 * and the dashboard, build/app-chunks.ts) with everything it imports.
 */
export function memberHomeScripts(manifest: BuildManifest, language: Language): string[] {
  const home = Object.keys(manifest).find((key) => manifest[key]!.name === 'member-home');
  if (!home) throw new Error('The build manifest has no member-home chunk');
  return [...filesOf(manifest, `src/i18n/catalogs/app-${language}.ts`), ...filesOf(manifest, home)];
}

/**
 * The app's shell as the server sends it for `/` to a browser that holds a session (decision
 * 238): index.html in the page's language, with the home's code, its texts and its first answers
 * asked for from the head. Without them the browser finds them only once the entry has run, a
 * second wave of some thirty requests after the first.
 *
 * `answers` are the addresses the entry fetches first for the member's home (the app's
 * firstAnswersOf, decision 240). Its fetches send the session cookie (`credentials: 'include'`)
 * and no headers, so the preloads are `use-credentials`: the same request, which the fetch then
 * takes instead of asking again.
 */
export function memberHomeHtml(
  shell: string,
  LOCALE_OF: Record<Language, string>,
  language: Language,
  scripts: string[],
  answers: readonly string[],
): string {
  const listed = new Set(
    [...shell.matchAll(/<(?:script|link)\b[^>]*\s(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      ([, href]) => href,
    ),
  );
  const links = [
    ...scripts
      .filter((href) => !listed.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...answers.map(
      (href) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(href)}">`,
    ),
  ];
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>');
  return shell
    .replace('<html lang="en-IN">', `<html lang="${LOCALE_OF[language]}">`)
    .replace(`href="/${MANIFEST_FILE.en}"`, `href="/${MANIFEST_FILE[language]}"`)
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
