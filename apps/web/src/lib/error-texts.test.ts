import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The error texts the server sends and the shared schemas' messages are written in English, once,
// where they are raised. The web shows each in Hindi from the `errors` namespace, where its id is
// the English text itself: this test reads the sources and fails on a text without a Hindi one.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const readCatalog = (language: string) =>
  JSON.parse(
    readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), `messages/${language}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

/**
 * Every error text the server can send and every message of the shared zod schemas, read from the
 * sources as text: the string literals given to notFound(…), forbidden(…), conflict(…),
 * badRequest(…), unavailable(…), new AppError(code, …) and new PricingRuleError(code, …) (and the
 * constants named there), and the messages of packages/domain/src/schemas/*.ts and uploads.ts.
 * Texts built from values (`${…}`) are not collected.
 */
function collectErrorTexts(root: string): string[] {
  const texts = new Set<string>();
  const constants = constantsIn([
    ...sourcesIn(path.join(root, 'apps/server/src')),
    ...sourcesIn(path.join(root, 'packages/domain/src')),
  ]);
  for (const file of sourcesIn(path.join(root, 'apps/server/src'))) {
    if (file.split(path.sep).includes('test')) continue;
    collectCallArguments(readFileSync(file, 'utf8'), SERVER_CALL, constants, texts);
  }
  collectCallArguments(
    readFileSync(path.join(root, 'packages/domain/src/pricing.ts'), 'utf8'),
    /\bnew PricingRuleError\(/g,
    constants,
    texts,
  );
  const schemaFiles = [
    ...sourcesIn(path.join(root, 'packages/domain/src/schemas')),
    path.join(root, 'packages/domain/src/uploads.ts'),
  ];
  for (const file of schemaFiles) {
    for (const match of readFileSync(file, 'utf8').matchAll(SCHEMA_MESSAGE)) {
      addText(texts, literalOf(match));
    }
  }
  return [...texts].sort();
}

const LITERAL = String.raw`'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|\`([^\`$]*)\``;
const SERVER_CALL = /\b(?:notFound|forbidden|conflict|badRequest|unavailable)\(|\bnew AppError\(/g;
/**
 * A schema's message: `message: '…'`, `error: '…'`, a `…Message = '…'` constant, or the text
 * argument of a zod check.
 */
const SCHEMA_MESSAGE = new RegExp(
  String.raw`(?:\b(?:message|error)\s*:\s*|\b\w*Message\s*=[^;]*?|\.(?:min|max|length|regex|refine|gte|lte|gt|lt|multipleOf)\((?:[^()]|\([^()]*\))*?,\s*|\.(?:int|positive|nonnegative|email|url|uuid)\(\s*|\bz\.\w+\(\s*(?:[A-Za-z_][\w.]*\s*,\s*)?)(?:${LITERAL})`,
  'g',
);

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesIn(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

function literalOf(match: RegExpMatchArray, from = 1): string {
  const text = match[from] ?? match[from + 1] ?? match[from + 2] ?? '';
  return text.replace(/\\(.)/g, '$1');
}

/** A text a person reads: words with a space between them (not a code such as 'NOT_FOUND'). */
function addText(texts: Set<string>, text: string) {
  if (/[A-Za-z]/.test(text) && text.includes(' ')) texts.add(text);
}

/** `const CONSULTATION_NOT_FOUND = 'Consultation not found'` in any source. */
function constantsIn(files: string[]): Map<string, string> {
  const constants = new Map<string, string>();
  const declaration = new RegExp(String.raw`\bconst ([A-Z][A-Z0-9_]+)\s*=\s*(?:${LITERAL})`, 'g');
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(declaration)) {
      constants.set(match[1] ?? '', literalOf(match, 2));
    }
  }
  return constants;
}

/** The literals and named constants between a call's parentheses. */
function collectCallArguments(
  code: string,
  call: RegExp,
  constants: Map<string, string>,
  texts: Set<string>,
) {
  for (const match of code.matchAll(call)) {
    const start = (match.index ?? 0) + match[0].length;
    const args = code.slice(start, closingParenthesis(code, start));
    for (const literal of args.matchAll(new RegExp(LITERAL, 'g')))
      addText(texts, literalOf(literal));
    for (const [name] of args.matchAll(/\b[A-Z][A-Z0-9_]{2,}\b/g)) {
      const value = constants.get(name);
      if (value !== undefined) addText(texts, value);
    }
  }
}

function closingParenthesis(code: string, start: number): number {
  let depth = 1;
  let quote: string | null = null;
  for (let i = start; i < code.length; i += 1) {
    const char = code[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && (depth -= 1) === 0) return i;
  }
  return code.length;
}

describe('error texts', () => {
  const texts = collectErrorTexts(ROOT);
  const en = readCatalog('en');
  const hi = readCatalog('hi');

  it('finds the server errors and the schema messages', () => {
    expect(texts).toContain('Consultation not found');
    expect(texts).toContain('Please enter a valid email');
    expect(texts).toContain("Passwords don't match");
    expect(texts.length).toBeGreaterThan(100);
  });

  it('has a Hindi text for every one, under the English text itself', () => {
    const missing = texts.filter((text) => !hi[`errors.${text}`]);
    expect(missing).toEqual([]);
  });

  it('keeps the English value equal to the English text', () => {
    for (const [id, text] of Object.entries(en)) {
      if (!/^errors\.(code|app|pattern)\./.test(id)) {
        expect(text, id).toBe(id.slice('errors.'.length));
      }
    }
  });
});
