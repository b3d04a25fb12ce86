import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@salahkar/domain/language';
import adminEnglish from './catalogs/admin-en.ts';
import adminHindi from './catalogs/admin-hi.ts';
import appEnglish from './catalogs/app-en.ts';
import appHindi from './catalogs/app-hi.ts';
import legalEnglish from './catalogs/legal-en.ts';
import legalHindi from './catalogs/legal-hi.ts';
import type { TextPart } from './i18n.ts';

// The message files of every namespace, read from disk (not through the build), so this test sees
// exactly what translators edit: `<folder>/messages/en.json` and `hi.json`.
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const files = walk(SRC);
const messageFolders = [
  ...new Set(
    files.filter((file) => /[\\/]messages[\\/](en|hi)\.json$/.test(file)).map(path.dirname),
  ),
];
const read = (folder: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Record<string, string>;
const catalogs = messageFolders.map((folder) => ({
  folder: path.relative(SRC, folder),
  en: read(folder, 'en'),
  hi: read(folder, 'hi'),
}));

/** The values and element tags a message needs: '{name}', '{count, plural…}', '<0>…</0>'. */
function placeholdersOf(text: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: ReturnType<typeof compileMessageOrThrow>) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
        continue;
      }
      const [name, , format] = token;
      if (name !== '#') found.add(`{${name}}`);
      if (format && typeof format === 'object') {
        for (const [key, branch] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(branch)) visit(branch as typeof tokens);
        }
      }
    }
  };
  visit(compileMessageOrThrow(text));
  return [...found].sort();
}

describe('message catalogs', () => {
  it('has a folder of messages for every namespace', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  it.each(catalogs)('$folder has the same ids in every language', ({ en, hi }) => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const language of LANGUAGES) {
      const catalog = language === 'en' ? en : hi;
      for (const [id, text] of Object.entries(catalog)) {
        expect(text.trim(), `${language} "${id}" is empty`).not.toBe('');
      }
    }
  });

  it.each(catalogs)('$folder uses the same values and tags in both languages', ({ en, hi }) => {
    for (const [id, text] of Object.entries(en)) {
      expect(placeholdersOf(hi[id] ?? ''), `"${id}"`).toEqual(placeholdersOf(text));
    }
  });

  it('gives each folder one namespace, the first part of every id, used by no other folder', () => {
    const owners = new Map<string, string>();
    for (const { folder, en } of catalogs) {
      const namespaces = new Set(Object.keys(en).map((id) => id.split('.')[0]));
      expect([...namespaces], folder).toHaveLength(1);
      const [namespace = ''] = namespaces;
      expect(owners.get(namespace), `${namespace} is in ${folder} and elsewhere`).toBeUndefined();
      owners.set(namespace, folder);
    }
  });

  it("keeps the policies' and the admin area's texts out of the app's catalog, in their parts", () => {
    const PARTS: Record<TextPart, Record<string, unknown>[]> = {
      legal: [legalEnglish, legalHindi],
      admin: [adminEnglish, adminHindi],
    };
    for (const [part, languages] of Object.entries(PARTS)) {
      const own = catalogs.find(({ folder }) => folder === path.join('features', part, 'messages'));
      const ids = Object.keys(own?.en ?? {});
      expect(ids.length, part).toBeGreaterThan(0);
      for (const app of [appEnglish, appHindi]) {
        expect(ids.filter((id) => Object.hasOwn(app, id))).toEqual([]);
      }
      for (const catalog of languages) {
        expect(ids.filter((id) => !Object.hasOwn(catalog, id))).toEqual([]);
      }
    }
  });

  it('has every id the code asks for, in the catalog its screen loads', () => {
    // A part's own code reads its part's texts beside the app's (its pages load them with their
    // code); all other code only the app's, which the rest of the app has on screen.
    const PARTS: Record<TextPart, Record<string, unknown>> = {
      legal: legalEnglish,
      admin: adminEnglish,
    };
    const partOf = (file: string) =>
      (Object.keys(PARTS) as TextPart[]).find((part) =>
        path.relative(SRC, file).startsWith(path.join('features', part) + path.sep),
      );
    const sources = files.filter(
      (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file),
    );
    // t('…'), msg('…'), i18n._('…'), <T id="…" /> and <Para id="…" />: every id written in the code.
    const usage = /(?:\bt|\bmsg|\b_)\(\s*'([^']+)'|<(?:T|Para)\s[^>]*?\bid="([^"]+)"/g;
    const missing: string[] = [];
    for (const file of sources) {
      const part = partOf(file);
      const known = part ? { ...appEnglish, ...PARTS[part] } : appEnglish;
      // Comments may show examples; only code counts.
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const match of code.matchAll(usage)) {
        const id = match[1] ?? match[2] ?? '';
        if (!Object.hasOwn(known, id)) missing.push(`${path.relative(SRC, file)}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
