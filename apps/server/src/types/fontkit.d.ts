// The part of fontkit (pdfkit's font engine, no bundled types) the closing PDF uses.
declare module 'fontkit' {
  interface Font {
    /** Every code point the font has a glyph for. */
    characterSet: number[];
  }
  export function create(buffer: Buffer): Font;
}
