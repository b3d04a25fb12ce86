import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import { renderToStaticMarkup } from 'react-dom/server';
import subsetFont from 'subset-font';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/layout/language-switch.tsx';
import { RUPEE_FAMILY, SWITCH_FAMILY } from '../src/small-face-families.ts';
import {
  BASIC_LATIN,
  SWITCH_WORDS,
  basicLatinFaces,
  smallFaceRules,
  unicodeRange,
} from './small-faces.ts';

// The faces build/small-faces.ts cuts from Noto Sans's Devanagari files (decision 234): each must
// hold its characters' glyphs as the whole face draws them, and the whole faces must no longer
// claim the rupee sign.

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const fontsCss = readFileSync(path.join(here, '../src/fonts.css'), 'utf8');
const indexCss = readFileSync(path.join(here, '../src/index.css'), 'utf8');
const RUPEE = 0x20b9;

interface Face {
  family: string;
  weight: string;
  range: string;
  font: hb.Font;
}

/** A woff2 face as HarfBuzz reads it (it reads no woff2: the face is unpacked first). */
async function open(woff2: Buffer): Promise<hb.Font> {
  const sfnt = await subsetFont(woff2, undefined, {
    keepAllGlyphs: true,
    targetFormat: 'truetype',
  });
  return new hb.Font(new hb.Face(new hb.Blob(sfnt)));
}

function wholeFace(weight: string, script = 'devanagari'): Promise<hb.Font> {
  const file = `@fontsource/noto-sans/files/noto-sans-${script}-${weight}-normal.woff2`;
  return open(readFileSync(require.resolve(file)));
}

/** The code points a unicode-range names. */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point += 1) points.add(point);
  }
  return points;
}

/** The unicode-range of each Latin face in `css` (fonts.css, or fontsource's own stylesheet). */
function latinRanges(css: string): string[] {
  return [...css.matchAll(/noto-sans-latin-\d00-normal\.woff2[^}]*?unicode-range:([^;]+);/g)].map(
    ([, range]) => range!,
  );
}

/** `text` shaped as a browser shapes it: each glyph's outline, advance and offsets. */
function shaped(font: hb.Font, text: string) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    outline: font.glyphToPath(glyph.codepoint),
    advance: glyph.xAdvance,
    offset: [glyph.xOffset, glyph.yOffset],
  }));
}

/** The faces fonts.css declares for `script` and their weights. */
function declaredWeights(script: 'latin' | 'devanagari'): string[] {
  const face = new RegExp(`noto-sans-${script}-(\\d00)-normal\\.woff2`, 'g');
  return [...fontsCss.matchAll(face)].map(([, weight]) => weight!);
}

let faces: Face[];
let basicFaces: Map<string, hb.Font>;

// The page these tests run in (jsdom) has a Uint8Array of its own, and the wasm font tools check
// the fonts they are given (Node's Buffers) against that: they see Node's while these tests run.
const pageUint8Array = globalThis.Uint8Array;
afterAll(() => {
  globalThis.Uint8Array = pageUint8Array;
});

beforeAll(async () => {
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype)
    .constructor as Uint8ArrayConstructor;
  const rules = await smallFaceRules(fontsCss);
  const rule =
    /font-family: '([^']+)';[^}]*font-weight: (\d+);[^}]*base64,([^']+)'[^}]*unicode-range: ([^;]+);/g;
  faces = await Promise.all(
    [...rules.matchAll(rule)].map(async ([, family, weight, base64, range]) => ({
      family: family!,
      weight: weight!,
      range: range!,
      font: await open(Buffer.from(base64!, 'base64')),
    })),
  );
  const basic = await basicLatinFaces(fontsCss);
  basicFaces = new Map(
    await Promise.all(
      [...basic].map(async ([weight, font]) => [weight, await open(font)] as const),
    ),
  );
});

describe('the small faces', () => {
  it('draw ₹ in every weight of Noto Sans the stylesheet declares, as its Devanagari face did', async () => {
    const rupees = faces.filter((face) => face.family === RUPEE_FAMILY);
    expect(rupees.map((face) => face.weight)).toEqual(declaredWeights('latin'));
    for (const face of rupees) {
      expect(face.range).toBe('U+20B9');
      expect([...face.font.face.collectUnicodes()]).toEqual([RUPEE]);
      expect(shaped(face.font, '₹')).toEqual(shaped(await wholeFace(face.weight), '₹'));
      expect(shaped(face.font, '₹')[0]!.outline).not.toBe('');
    }
  });

  it("shape the switch's words as the whole face does: the conjunct and the vowel signs", async () => {
    const [face, ...more] = faces.filter((each) => each.family === SWITCH_FAMILY);
    expect(more).toEqual([]);
    const whole = await wholeFace(face!.weight);
    for (const word of SWITCH_WORDS) {
      const glyphs = shaped(face!.font, word);
      expect(glyphs.every((glyph) => glyph.outline !== '')).toBe(true);
      expect(glyphs).toEqual(shaped(whole, word));
    }
    // Six characters, five glyphs: न् is drawn as its half form, not with a visible virama.
    expect(shaped(face!.font, 'हिन्दी')).toHaveLength(5);
  });

  it('cover every Devanagari word the switch draws, and the switch asks for their face', () => {
    const html = renderToStaticMarkup(<LanguageSwitch compact />);
    const words = [...html.matchAll(/lang="hi"[^>]*>([^<]+)</g)].map(([, word]) => word);
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) expect(SWITCH_WORDS).toContain(word);
    expect(html).toContain(`[font-family:&#x27;${SWITCH_FAMILY.replaceAll(' ', '_')}&#x27;,`);
  });

  it("are families of their own, after Noto Sans's Latin faces in the font stack", () => {
    // One family per script: in one, Chromium looked up a system font for each face not yet
    // loaded, at every size and weight a page draws (decision 239).
    const stack = /--font-sans:([^;]+);/
      .exec(indexCss)![1]!
      .split(',')
      .map((name) => name.trim());
    expect(stack.slice(0, 3)).toEqual([
      "'Noto Sans'",
      `'${RUPEE_FAMILY}'`,
      "'Noto Sans Devanagari'",
    ]);
    expect(new Set(faces.map((face) => face.family))).toEqual(
      new Set([RUPEE_FAMILY, SWITCH_FAMILY]),
    );
    const devanagari = fontsCss.match(/font-family: '[^']+';(?=[^}]*noto-sans-devanagari)/g) ?? [];
    expect(devanagari).toHaveLength(declaredWeights('devanagari').length);
    for (const family of devanagari) expect(family).toBe("font-family: 'Noto Sans Devanagari';");
  });

  it('leave ₹ out of the whole Devanagari faces, so an English amount does not download one', () => {
    const ranges = fontsCss.match(/noto-sans-devanagari[^}]*unicode-range:[^;]*/g) ?? [];
    expect(ranges).toHaveLength(declaredWeights('devanagari').length);
    for (const range of ranges) expect(range).not.toMatch(/U\+20B9/i);
  });
});

// The basic Latin faces (decision 249): the faces the first screens preload, cut from fontsource's
// Latin files to the characters nearly all their text uses.
describe('the basic Latin faces', () => {
  const basic = new Set([...BASIC_LATIN].map((character) => character.codePointAt(0)!));

  it('come in every Latin weight, each with a glyph for every character of its range', () => {
    expect([...basicFaces.keys()]).toEqual(declaredWeights('latin'));
    expect(codePoints(unicodeRange(BASIC_LATIN))).toEqual(basic);
    for (const font of basicFaces.values()) {
      expect(new Set(font.face.collectUnicodes())).toEqual(basic);
      for (const character of BASIC_LATIN) {
        const [glyph, ...more] = shaped(font, character);
        expect(more).toEqual([]);
        expect(glyph!.advance).toBeGreaterThan(0);
        // Only the spaces have no outline.
        if (character.trim() !== '') expect(glyph!.outline).not.toBe('');
      }
    }
  });

  it('draw their characters as the whole faces do, kerning included', async () => {
    const sample = `${BASIC_LATIN} AVATAR Type “quoted” — L’Officiel, 1–2 × 3…`;
    for (const [weight, font] of basicFaces) {
      expect(shaped(font, sample)).toEqual(shaped(await wholeFace(weight, 'latin'), sample));
    }
  });

  it("are left out of the whole Latin faces' range, which keeps the rest of fontsource's", () => {
    const fontsource = readFileSync(require.resolve('@fontsource/noto-sans/400.css'), 'utf8');
    const [whole] = latinRanges(fontsource).map(codePoints);
    const ranges = latinRanges(fontsCss);
    expect(ranges).toHaveLength(declaredWeights('latin').length);
    for (const range of ranges) {
      const points = codePoints(range);
      expect([...points].filter((point) => basic.has(point))).toEqual([]);
      expect(new Set([...points, ...basic])).toEqual(whole);
    }
  });

  it('hold every character of the texts (English, and the Latin of the Hindi) the whole face would', () => {
    // A message with a character the Latin faces cover but the basic ones do not would have its
    // page download a whole face: add the character to BASIC_LATIN (and fonts.css's ranges).
    const fontsource = readFileSync(require.resolve('@fontsource/noto-sans/400.css'), 'utf8');
    const [whole] = latinRanges(fontsource).map(codePoints);
    const src = path.join(here, '../src');
    const messages = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /(^|[\\/])messages[\\/][^\\/]+\.json$/.test(file),
    );
    expect(messages.length).toBeGreaterThan(10);
    const missing = new Set<string>();
    for (const file of messages) {
      for (const character of readFileSync(path.join(src, file), 'utf8')) {
        const point = character.codePointAt(0)!;
        if (point >= 0x20 && whole!.has(point) && !basic.has(point)) missing.add(character);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
