// subset-font ships no types: the part build/small-faces.ts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string | undefined,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; keepAllGlyphs?: boolean },
  ): Promise<Buffer>;
}
