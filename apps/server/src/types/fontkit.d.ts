// The part of fontkit (pdfkit's font engine, no bundled types) the PDFs use (lib/pdf-fonts.ts).
declare module 'fontkit' {
  interface Font {
    /** Every code point the font has a glyph for. */
    characterSet: number[];
    /** The glyph of `codePoint`, made once per font and kept with that code point. */
    glyphForCodePoint(codePoint: number): unknown;
    /** A subset for one PDF: its glyphs in the order they were included, and its bytes. */
    createSubset(): FontSubset;
  }
  interface FontSubset {
    glyphs: number[];
    encode(): Uint8Array;
  }
  export function create(buffer: Buffer): Font;
}
