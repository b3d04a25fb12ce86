import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import { renderToStaticMarkup } from 'react-dom/server';
import subsetFont from 'subset-font';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/layout/language-switch.tsx';
import { RUPEE_FAMILY, SWITCH_FAMILY } from '../src/small-face-families.ts';
import { SWITCH_WORDS, smallFaceRules } from './small-faces.ts';

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

function wholeFace(weight: string): Promise<hb.Font> {
  const file = `@fontsource/noto-sans/files/noto-sans-devanagari-${weight}-normal.woff2`;
  return open(readFileSync(require.resolve(file)));
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
