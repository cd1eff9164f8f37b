import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, create as openFont } from 'fontkit';

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`), embedded: Latin with every accent, Greek, Cyrillic,
 * Hebrew, Armenian, Georgian and many symbols, where the PDF's standard Helvetica only has
 * Windows-1252 and garbled the rest. A character neither font has (emoji, CJK) is drawn as one
 * `?` per run instead of an empty box or a wrong glyph (ADR 013). Shared by every PDF the server
 * writes (the closing, the receipts).
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

export interface EmbeddedFont {
  /** Parsed once per process and shared: each document only makes its own subset of it. */
  font: Font;
  has: Set<number>;
}

let fonts: { regular: EmbeddedFont; bold: EmbeddedFont } | undefined;
function loadFonts() {
  const load = (name: string): EmbeddedFont => {
    const font = openFont(readFileSync(fontFile(name))) as Font;
    return { font, has: new Set(font.characterSet) };
  };
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return fonts;
}

/**
 * Registers DejaVu as 'Regular' and 'Bold' on `doc` and returns both, for `drawable`. pdfkit takes
 * an already parsed fontkit font as well as the file's bytes (its typings only list the bytes):
 * parsing the two files again for every document cost more than the rest of a closing PDF.
 */
export function registerFonts(doc: PDFKit.PDFDocument) {
  const { regular, bold } = loadFonts();
  doc.registerFont('Regular', regular.font as unknown as Buffer);
  doc.registerFont('Bold', bold.font as unknown as Buffer);
  return { regular, bold };
}

/** `text` with each run of characters `font` cannot draw replaced by one `?`. */
export function drawable(text: string, font: EmbeddedFont): string {
  let out = '';
  let missing = false;
  for (const char of text) {
    const ok = font.has.has(char.codePointAt(0) as number) || /\s/.test(char);
    if (ok) out += char;
    else if (!missing) out += '?';
    missing = !ok;
  }
  return out;
}
