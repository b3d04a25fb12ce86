import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The PDFs (receipts, the admin financial report) embed Noto Sans rather than using the standard
// Helvetica, which encodes WinAnsi only. Noto Sans covers Latin (with the diacritics of Indian
// names, e.g. 'Śrīnivās Kṛṣṇa'), Greek, Cyrillic, Devanagari and the rupee sign; pdfkit shapes
// Devanagari (conjuncts, reph, vowel signs) through fontkit. pdfkit embeds only the glyphs used.

const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);

/** Font names to pass to `doc.font()` once `registerPdfFonts` has run on the document. */
export const PDF_FONT = { regular: 'Body', bold: 'Body-Bold' } as const;

const FONT_FILES = {
  [PDF_FONT.regular]: fontFile('400Regular'),
  [PDF_FONT.bold]: fontFile('700Bold'),
};

/**
 * Registers the regular and bold body fonts on a new document and selects the regular one, and
 * makes its Devanagari extractable (markDevanagariLines).
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  for (const [name, path] of Object.entries(FONT_FILES)) doc.registerFont(name, path);
  markDevanagariLines(doc);
  return doc.font(PDF_FONT.regular);
}

const DEVANAGARI = /\p{Script=Devanagari}/u;

type FragmentWriter = (text: string, x: number, y: number, options: object) => void;
type ContentWriter = (data: string) => unknown;

/**
 * Shaped Devanagari is drawn in visual order (the vowel sign ि before its consonant, the reph
 * after its syllable), so a reader extracting the glyphs gets 'िप्रया शमार्' for 'प्रिया शर्मा':
 * search, copy and screen readers all fail. Each line of text with Devanagari is therefore
 * enclosed in a marked-content span whose ActualText is the line as typed (PDF 32000-1, 14.9.4),
 * which extractors (pdftotext, viewers, screen readers) read instead of the glyphs. pdfkit draws
 * every line through `_fragment`, as one text object (BT … ET) inside a saved graphics state; the
 * span opens right before BT and closes right after ET, inside that state, so an extractor places
 * the span's text where its glyphs are (outside it, the page's flipped coordinates are undone).
 */
function markDevanagariLines(doc: PDFKit.PDFDocument): void {
  const target = doc as unknown as { _fragment?: FragmentWriter; addContent: ContentWriter };
  const draw = target._fragment;
  if (typeof draw !== 'function') {
    throw new Error('pdfkit no longer draws lines through _fragment: Devanagari cannot be marked');
  }
  target._fragment = function (text, x, y, options) {
    const line = String(text).replace(/\n/g, '');
    if (!DEVANAGARI.test(line)) return draw.call(this, text, x, y, options);
    const write = target.addContent;
    target.addContent = (data) => {
      if (data === 'BT') write.call(doc, `/Span <</ActualText ${pdfTextString(line)}>> BDC`);
      const written = write.call(doc, data);
      if (data === 'ET') write.call(doc, 'EMC');
      return written;
    };
    try {
      draw.call(this, text, x, y, options);
    } finally {
      target.addContent = write;
    }
  };
}

/** A PDF text string in UTF-16BE with its byte order mark, written in hex: <FEFF…>. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

/**
 * Text people typed (names, titles, notes), ready to print on one line: line breaks become spaces,
 * and a character the font has no glyph for (an emoji, a script other than those above) becomes
 * '?' rather than an empty box; invisible format characters it lacks (variation selectors) go.
 */
export function pdfPrintable(text: string): string {
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((char) => {
      if (COVERED.has(char.codePointAt(0)!)) return char;
      return /\p{Default_Ignorable_Code_Point}/u.test(char) ? '' : '?';
    })
    .join('');
}

/** The code points the body font maps, read from its cmap (format 12, Unicode full repertoire). */
function coveredCodePoints(file: string): Set<number> {
  const font = readFileSync(file);
  const tableCount = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tableCount; i += 1) {
    const record = 12 + 16 * i;
    if (font.toString('latin1', record, record + 4) === 'cmap')
      cmap = font.readUInt32BE(record + 8);
  }
  if (cmap >= 0) {
    const subtableCount = font.readUInt16BE(cmap + 2);
    for (let i = 0; i < subtableCount; i += 1) {
      const record = cmap + 4 + 8 * i;
      const subtable = cmap + font.readUInt32BE(record + 4);
      if (font.readUInt16BE(subtable) !== 12) continue;
      const covered = new Set<number>();
      const groupCount = font.readUInt32BE(subtable + 12);
      for (let group = 0; group < groupCount; group += 1) {
        const at = subtable + 16 + 12 * group;
        const [first, last, firstGlyph] = [0, 4, 8].map((offset) => font.readUInt32BE(at + offset));
        for (let code = first!; code <= last!; code += 1) {
          if (firstGlyph! + (code - first!) !== 0) covered.add(code);
        }
      }
      return covered;
    }
  }
  throw new Error(`${file} has no format 12 cmap subtable`);
}

// Both weights map the same characters; the regular one stands for both.
const COVERED = coveredCodePoints(FONT_FILES[PDF_FONT.regular]);
