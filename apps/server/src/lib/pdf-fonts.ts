import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { endPdf } from './pdf-deflate.js';

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`), embedded: Latin with every accent, Greek, Cyrillic,
 * Hebrew, Armenian, Georgian and many symbols, where the PDF's standard Helvetica only has
 * Windows-1252 and garbled the rest. A character neither font has (emoji, CJK) is drawn as one
 * `?` per run instead of an empty box or a wrong glyph (ADR 013). Shared by every PDF the server
 * writes (the closing, the receipts).
 *
 * What a document costs beyond its own drawing is done once per process (ADR 032): each font is
 * parsed once; pdfkit's layout of a word (fontkit's shaping, scaled to the PDF's units) is kept
 * for every document instead of each document's own; and the embedded subset of the same glyphs
 * in the same order is encoded once.
 */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);

/** Words whose layout is kept per font (each some hundred bytes): a few closings' worth. */
const LAYOUT_WORDS = 20_000;
/** Encoded subsets kept per font (each some ten KiB). */
const SUBSETS = 32;

export interface EmbeddedFont {
  /** Parsed once per process and shared: each document only makes its own subset of it. */
  font: Font;
  has: Set<number>;
  /** By UTF-16 code unit: 1 for a character outside the surrogates that the font has or that is white space. */
  drawableUnits: Uint8Array;
  /** pdfkit's word layouts of this font, shared by every document (see `shareLayouts`). */
  layouts: Record<string, unknown>;
}

/** A Map dropping its oldest entry past `max`. */
function bounded<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value as string);
    },
  };
}

/**
 * pdfkit looks a word's layout up as `cache[word]` and stores it as `cache[word] = run`; this
 * object answers that from a bounded Map, so the layouts kept across documents cannot grow
 * without end.
 */
function layoutCache(): Record<string, unknown> {
  const words = bounded<unknown>(LAYOUT_WORDS);
  return new Proxy(Object.create(null) as Record<string, unknown>, {
    get: (_target, key) => (typeof key === 'string' ? words.get(key) : undefined),
    set: (_target, key, value) => {
      if (typeof key === 'string') words.set(key, value);
      return true;
    },
  });
}

/**
 * `font` whose subsets answer `encode()` from a cache keyed by their glyphs, in order (a subset's
 * glyph ids are given in the order a document first draws them, so the same glyphs in another
 * order are another subset). pdfkit takes any fontkit-like font object; the rest of the font is
 * `font` itself, through the prototype.
 */
function withSubsetCache(font: Font): Font {
  const encoded = bounded<Uint8Array>(SUBSETS);
  const createSubset = () => {
    const subset = font.createSubset();
    const encode = () => {
      const key = subset.glyphs.join(',');
      const bytes = encoded.get(key) ?? subset.encode();
      encoded.set(key, bytes);
      return bytes;
    };
    return Object.create(subset, { encode: { value: encode } });
  };
  return Object.create(font, { createSubset: { value: createSubset } });
}

let fonts: { regular: EmbeddedFont; bold: EmbeddedFont } | undefined;
function loadFonts() {
  const load = (name: string): EmbeddedFont => {
    const font = openFont(readFileSync(fontFile(name))) as Font;
    // fontkit keeps one object per glyph, with the characters of the call that made it first, and
    // pdfkit's ToUnicode map (what copying or searching the PDF reads) takes them from it. A subset
    // that embeds 'Í' makes the 'I' and the accent it is drawn from with none: every later 'I' of
    // the process then read as nothing ('PIX' was copied from a receipt as 'P5X'). Made first from
    // the character map, each glyph has its own character (~0.1 s and 1 MB per font, once).
    for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
    const has = new Set(font.characterSet);
    const drawableUnits = new Uint8Array(0x10000);
    for (let unit = 0; unit < 0x10000; unit++) {
      const surrogate = unit >= 0xd800 && unit <= 0xdfff;
      if (!surrogate && (has.has(unit) || /\s/.test(String.fromCharCode(unit)))) drawableUnits[unit] = 1;
    }
    return { font: withSubsetCache(font), has, drawableUnits, layouts: layoutCache() };
  };
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return fonts;
}

/**
 * Makes the layouts of `font`, registered on `doc` as `name`, the process's shared ones. pdfkit
 * keeps them in its font object's `layoutCache` (private, but what its `fontLayoutCache` option
 * turns on and off): the test of this file fails if that ever stops being so.
 */
function shareLayouts(doc: PDFKit.PDFDocument, name: string, font: EmbeddedFont) {
  doc.font(name);
  const current = (doc as unknown as { _font?: { layoutCache?: unknown } })._font;
  if (current?.layoutCache) current.layoutCache = font.layouts;
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
  shareLayouts(doc, 'Bold', bold);
  shareLayouts(doc, 'Regular', regular);
  return { regular, bold };
}

/**
 * A new PDF with DejaVu registered (see `registerFonts`); `finish()` ends it and answers its bytes.
 * No default font: pdfkit would otherwise load Helvetica's metrics for every document, unused.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument({ ...options, font: '' });
  const { regular, bold } = registerFonts(doc);
  latin1Writes(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  /** Ends the document (its streams deflated as `endPdf` does) and answers its bytes. */
  const finish = () => {
    endPdf(doc);
    return done;
  };
  return { doc, regular, bold, finish };
}

/**
 * pdfkit turns each string it writes (every drawing operator, every object of the file) into bytes
 * one character at a time, `charCodeAt(i) & 0xff`, with a line break after it: about 5 % of drawing
 * a closing. Node's latin1 encoding makes the same bytes (the low byte of each UTF-16 unit) in
 * native code, and pdfkit passes bytes through as they are; the document's bytes do not change.
 */
function latin1Writes(doc: PDFKit.PDFDocument) {
  const bytes = (data: unknown) => (typeof data === 'string' ? Buffer.from(`${data}\n`, 'latin1') : data);
  const pdf = doc as unknown as { addContent(data: unknown): unknown; _write(data: unknown): void };
  const addContent = pdf.addContent.bind(doc);
  const write = pdf._write.bind(doc);
  pdf.addContent = (data) => addContent(bytes(data));
  pdf._write = (data) => write(bytes(data));
}

/** `text` with each run of characters `font` cannot draw replaced by one `?`. */
export function drawable(text: string, font: EmbeddedFont): string {
  // Most texts can be drawn whole: looked up by code unit, with no string built.
  let whole = true;
  for (let i = 0; i < text.length && whole; i++) whole = font.drawableUnits[text.charCodeAt(i)] === 1;
  if (whole) return text;
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
