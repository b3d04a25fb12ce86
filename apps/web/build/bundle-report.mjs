// The JavaScript a visitor's browser downloads before the landing page works: the entry of the
// pre-rendered public pages, the landing page's chunk it loads at once, and every chunk either
// imports statically, gzipped as the server sends them. Reads the build's manifest (dist/.vite/manifest.json); run after `vite build`.
// Exits non-zero when the total is over the budget, so a change that bloats the first page fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The landing page's budget for initial JavaScript, gzipped. */
export const LANDING_JS_BUDGET_BYTES = 100 * 1024;
/** The lazy route module whose chunk the landing page loads at once. */
const LANDING_SOURCE = 'src/features/landing/index.ts';
/** The entry of the pre-rendered public pages (build/public-page.html). */
const PUBLIC_ENTRY = 'build/public-page.html';

// `node build/bundle-report.mjs [dist]`: the build in apps/web/dist unless told otherwise.
const dist = path.resolve(
  process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'),
);
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: run \`npm run build\` first.`);
  process.exit(2);
}
/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const entryKey = PUBLIC_ENTRY;
if (!manifest[entryKey] || !manifest[LANDING_SOURCE]) {
  console.error(`The manifest has no chunk for ${PUBLIC_ENTRY} or ${LANDING_SOURCE}.`);
  process.exit(2);
}

/** Every manifest key reachable from `roots` through static imports. */
function staticClosure(roots) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  roots.forEach(walk);
  return [...seen];
}

const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
/** A line of the report, on standard output (build-if-changed.mjs writes the same way). */
const say = (line) => process.stdout.write(`${line}\n`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const keys = staticClosure([entryKey, LANDING_SOURCE]);
const scripts = keys
  .map((key) => ({ file: manifest[key].file, gz: gzipSize(manifest[key].file) }))
  .sort((a, b) => b.gz - a.gz);
const styles = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].map((file) => ({
  file,
  gz: gzipSize(file),
}));
const totalJs = scripts.reduce((sum, chunk) => sum + chunk.gz, 0);

say('Landing page, initial JavaScript (gzip):');
for (const chunk of scripts) say(`  ${kb(chunk.gz).padStart(9)}  ${chunk.file}`);
say(`  ${kb(totalJs).padStart(9)}  total in ${scripts.length} chunks`);
for (const sheet of styles) say(`  ${kb(sheet.gz).padStart(9)}  ${sheet.file} (CSS)`);
say(`Budget: ${kb(LANDING_JS_BUDGET_BYTES)}`);

let failed = false;
if (totalJs > LANDING_JS_BUDGET_BYTES) {
  console.error(
    `Over budget by ${kb(totalJs - LANDING_JS_BUDGET_BYTES)}: the landing page must stay light.`,
  );
  failed = true;
}

// The Content Security Policy forbids eval: no shipped script may build code from strings. (Zod's
// compiler is still in its chunk, as `Function` under a minified name; src/zod-setup.ts switches
// it off before any schema exists.)
const EVAL = /\bnew Function\s*\(|\beval\s*\(/;
const assets = path.join(dist, 'assets');
const evaluating = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && EVAL.test(readFileSync(path.join(assets, file), 'utf8')),
);
if (evaluating.length > 0) {
  console.error(`Code built from strings (new Function / eval) in: ${evaluating.join(', ')}`);
  failed = true;
} else {
  say('No `new Function` or `eval(` in any shipped script.');
}
if (failed) process.exit(1);
