import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { RUPEE_FAMILY, SWITCH_FAMILY } from '../src/small-face-families.ts';

const require = createRequire(import.meta.url);

/**
 * The Devanagari words the language switch draws on an English page: `LANGUAGE_NAMES.hi` and its
 * short name (components/layout/language-switch.tsx; the test holds them to the code).
 */
export const SWITCH_WORDS = ['हिन्दी', 'हि'];
/** The switch's weight: `font-medium`. */
const SWITCH_WEIGHT = '500';
const RUPEE = '\u20B9';

/** fonts.css's Devanagari faces: the file each weight comes from. */
const DEVANAGARI_FACE = /@fontsource\/noto-sans\/files\/noto-sans-devanagari-(\d00)-normal\.woff2/g;
/** fonts.css's Latin faces: the file each weight comes from. */
const LATIN_FACE = /@fontsource\/noto-sans\/files\/noto-sans-latin-(\d00)-normal\.woff2/g;

/**
 * The characters of the basic Latin faces (decision 249): printable ASCII, and what the first
 * screens' texts in English and the Latin parts of the Hindi ones write besides (no-break space,
 * ©, the middle dot, ×, dashes, curly quotes, the bullet, the ellipsis, the minus sign).
 * fonts.css leaves exactly these out of the fontsource Latin faces' range.
 */
export const BASIC_LATIN =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, at) => String.fromCharCode(0x20 + at)).join('') +
  '\u00A0\u00A9\u00B7\u00D7\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u2212';

/** The built file name of the basic Latin face of `weight` (before Vite adds its hash). */
export function basicLatinFile(weight: string): string {
  return `noto-sans-basic-latin-${weight}-normal.woff2`;
}

/**
 * Faces cut from Noto Sans's Devanagari files at build time and written into fonts.css as data
 * URIs, so they cost no request (decision 234). Fontsource puts the rupee sign ₹ in the
 * Devanagari faces' range, and the switch names हिन्दी on every English page: either alone made
 * an English page download a 43–46 KB Devanagari face, and drawing them in the system's face
 * instead showed boxes where it has no Devanagari font, after a slow search for one.
 *
 * - ₹ alone, in each weight fonts.css declares (about 0.7 KB each), as a family of its own,
 *   `Noto Sans Rupee`: in `Noto Sans`, each of these faces not yet loaded made Chromium look up a
 *   system font for every size and weight the page draws (decision 239). fonts.css leaves U+20B9
 *   out of the Devanagari faces' range, so a Hindi page takes it from here too.
 * - The switch's words, as their own family at the switch's weight (about 2.5 KB), with every
 *   layout feature their glyphs use, so the conjunct न्द and the vowel signs take their shapes.
 */
export async function smallFaceRules(fontsCss: string): Promise<string> {
  const files = new Map(
    [...fontsCss.matchAll(DEVANAGARI_FACE)].map(([, weight]) => [weight!, faceFile(weight!)]),
  );
  const switchFile = files.get(SWITCH_WEIGHT);
  if (files.size === 0 || !switchFile) {
    throw new Error(`fonts.css declares no Devanagari face of weight ${SWITCH_WEIGHT}`);
  }
  const rupees = [...files].map(async ([weight, file]) =>
    fontFace(RUPEE_FAMILY, weight, await subset(file, RUPEE)),
  );
  const words = SWITCH_WORDS.join('');
  const switchFace = fontFace(SWITCH_FAMILY, SWITCH_WEIGHT, await subset(switchFile, words));
  return [...(await Promise.all(rupees)), switchFace].join('\n');
}

function faceFile(weight: string, script = 'devanagari'): string {
  return require.resolve(`@fontsource/noto-sans/files/noto-sans-${script}-${weight}-normal.woff2`);
}

/**
 * The basic Latin faces (decision 249): each Latin weight fonts.css declares, cut to
 * `BASIC_LATIN` (7.6–7.9 KB instead of 13.1–13.5 KB). Real files, not data URIs: the first
 * screens preload them (build/font-preload.ts, build/prerender.ts), and the build hashes them,
 * so they stay cached. The fontsource faces keep every other character of their range.
 */
export async function basicLatinFaces(fontsCss: string): Promise<Map<string, Buffer>> {
  const weights = [...new Set([...fontsCss.matchAll(LATIN_FACE)].map(([, weight]) => weight!))];
  if (weights.length === 0) throw new Error('fonts.css declares no Latin face of Noto Sans');
  const faces = weights.map(async (weight) => {
    const { font } = await subset(faceFile(weight, 'latin'), BASIC_LATIN);
    return [weight, font] as const;
  });
  return new Map(await Promise.all(faces));
}

/** `text`'s characters as a unicode-range: one entry per run of consecutive code points. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((character) => character.codePointAt(0)!))].sort(
    (a, b) => a - b,
  );
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/**
 * Writes the basic Latin faces into `dir` (each through a file of its own first: builds running
 * side by side write the same bytes) and returns their rules, whose `url()` is relative to
 * `from` (src/, where fonts.css is), so Vite emits them with a hash as it does fontsource's.
 */
async function basicLatinRules(fontsCss: string, dir: string, from: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const range = unicodeRange(BASIC_LATIN);
  const rules = [...(await basicLatinFaces(fontsCss))].map(async ([weight, font]) => {
    const file = path.join(dir, basicLatinFile(weight));
    const written = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(written, font);
    await rename(written, file);
    const url = path.relative(from, file).split(path.sep).join('/');
    return `@font-face {
  font-family: 'Noto Sans';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('${url}') format('woff2');
  unicode-range: ${range};
}`;
  });
  return (await Promise.all(rules)).join('\n');
}

/** The face holding `text`'s characters and the glyphs their shaping reaches. */
async function subset(file: string, text: string) {
  const font = await subsetFont(await readFile(file), text, { targetFormat: 'woff2' });
  return { font, text };
}

function fontFace(family: string, weight: string, face: { font: Buffer; text: string }): string {
  return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('data:font/woff2;base64,${face.font.toString('base64')}') format('woff2');
  unicode-range: ${unicodeRange(face.text)};
}`;
}

/**
 * Appends those faces and the basic Latin ones to src/fonts.css as Vite reads it, in `vite` and
 * `vite build` alike. Before Vite's own CSS handling, which leaves a data URI as it is and emits
 * the basic Latin files (written under node_modules/.cache) as it does every face it finds in a
 * `url()`. Tests do not load CSS.
 */
export function smallFaces(): Plugin {
  let fontsCss = '';
  let basicDir = '';
  // Made once per version of fonts.css (a dev server sees it again on each edit).
  let made: { from: string; faces: Promise<string> } | undefined;
  return {
    name: 'salahkar-small-faces',
    enforce: 'pre',
    configResolved(config) {
      fontsCss = path.join(config.root, 'src', 'fonts.css');
      basicDir = path.join(config.root, 'node_modules', '.cache', 'basic-latin-faces');
    },
    async transform(code, id) {
      if (id.split('?')[0] !== fontsCss) return undefined;
      if (made?.from !== code) {
        const faces = Promise.all([
          smallFaceRules(code),
          basicLatinRules(code, basicDir, path.dirname(fontsCss)),
        ]);
        made = { from: code, faces: faces.then((rules) => rules.join('\n')) };
      }
      return { code: `${code}\n${await made.faces}\n`, map: null };
    },
  };
}
