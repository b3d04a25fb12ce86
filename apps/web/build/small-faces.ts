import { readFile } from 'node:fs/promises';
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

function faceFile(weight: string): string {
  return require.resolve(`@fontsource/noto-sans/files/noto-sans-devanagari-${weight}-normal.woff2`);
}

/** The face holding `text`'s characters and the glyphs their shaping reaches. */
async function subset(file: string, text: string) {
  const font = await subsetFont(await readFile(file), text, { targetFormat: 'woff2' });
  return { font, text };
}

function fontFace(family: string, weight: string, face: { font: Buffer; text: string }): string {
  const range = [...new Set(face.text)]
    .map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`)
    .join(', ');
  return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: url('data:font/woff2;base64,${face.font.toString('base64')}') format('woff2');
  unicode-range: ${range};
}`;
}

/**
 * Appends those faces to src/fonts.css as Vite reads it, in `vite` and `vite build` alike. Before
 * Vite's own CSS handling, which leaves a data URI as it is. Tests do not load CSS.
 */
export function smallFaces(): Plugin {
  let fontsCss = '';
  // Made once per version of fonts.css (a dev server sees it again on each edit).
  let made: { from: string; faces: Promise<string> } | undefined;
  return {
    name: 'salahkar-small-faces',
    enforce: 'pre',
    configResolved(config) {
      fontsCss = path.join(config.root, 'src', 'fonts.css');
    },
    async transform(code, id) {
      if (id.split('?')[0] !== fontsCss) return undefined;
      if (made?.from !== code) made = { from: code, faces: smallFaceRules(code) };
      return { code: `${code}\n${await made.faces}\n`, map: null };
    },
  };
}
