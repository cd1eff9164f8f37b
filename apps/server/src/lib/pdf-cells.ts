/**
 * The one-line cells of a table row, written as one piece of the page's content (ADR 041).
 *
 * `doc.text(cell, x, y, { width, lineBreak: false, ellipsis: true })` makes pdfkit build a line
 * wrapper, look for line breaks, measure each word and write eight operators for the one line, each
 * converted to bytes on its own: about three quarters of a closing's drawing, for some 600 cells.
 * A cell that fits its width with room to spare is one line whatever the wrapper decides, so it is
 * written here with the operators pdfkit's `_fragment` writes for it (same font, size, position,
 * glyphs and kerning), all the row's cells between one `BT` and `ET`. What could come out otherwise
 * is left to `doc.text`: a cell that may need its ellipsis, and glyphs placed off their baseline.
 *
 * This reads pdfkit's font object (`doc._font`: `id`, `ascender`, `font`, `scale`, `layout`, and
 * what `encode` writes: `subset`, `widths`, `unicode`; `ref`) and the page's font list, as `pdf-fonts.ts` reads its layout cache. `pdf-cells.test.ts` draws the
 * same cells both ways and compares what a reader gets, item by item, position included.
 */

export interface Cell {
  text: string;
  /** Left edge and width of the text's box. */
  x: number;
  width: number;
  align: 'left' | 'right';
}

interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface PdfkitFont {
  id: string;
  ascender: number;
  /** fontkit's font: one per process for DejaVu (`pdf-fonts.ts`), shared by every document. */
  font: object;
  scale: number;
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[] };
  ref(): unknown;
}

interface PdfkitDocument {
  _font: PdfkitFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
}

/** A cell this much narrower than its box is one line, whatever pdfkit's word-by-word measure says. */
const ROOM = 0.5;
/** Texts whose shaping is kept per font, across documents (each some hundred bytes). */
const SHAPED_TEXTS = 20_000;

/** PDF numbers as pdfkit writes them (`PDFObject.number`). */
export const num = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * A text's glyphs as pdfkit lays it out, in runs: the glyphs up to `end` (exclusive) are followed
 * by `kern`, in thousandths of the font size, as pdfkit's `addSegment` writes them. `advance` is
 * the width in thousandths. Null when a glyph is placed off its baseline.
 */
interface Shaped {
  glyphs: Glyph[];
  runs: Array<{ end: number; kern: number }>;
  advance: number;
}

function shape(font: PdfkitFont, text: string): Shaped | null {
  const { glyphs, positions } = font.layout(text);
  const runs: Shaped['runs'] = [];
  let advance = 0;
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i] as GlyphPosition;
    if (pos.xOffset || pos.yOffset) return null;
    advance += pos.xAdvance;
    if (pos.xAdvance - pos.advanceWidth !== 0 || i === positions.length - 1) {
      runs.push({ end: i + 1, kern: num(pos.advanceWidth - pos.xAdvance) });
    }
  }
  return { glyphs, runs, advance };
}

/** `key`'s Map in `maps`, made empty the first time. */
function entryOf<K extends object, T, V>(maps: WeakMap<K, Map<T, V>>, key: K): Map<T, V> {
  let map = maps.get(key);
  if (!map) {
    map = new Map();
    maps.set(key, map);
  }
  return map;
}

/**
 * The shaping of a text depends on the font alone, not on the document: it is kept per fontkit
 * font (one per process) for every document, in a Map dropping its oldest entry past
 * `SHAPED_TEXTS`. What depends on the document (the glyph's number in its subset) is `hexOf`'s.
 */
const shapedByFont = new WeakMap<object, Map<string, Shaped | null>>();
function shaped(font: PdfkitFont, text: string): Shaped | null {
  const texts = entryOf(shapedByFont, font.font);
  let found = texts.get(text);
  if (found === undefined) {
    found = shape(font, text);
    texts.set(text, found);
    if (texts.size > SHAPED_TEXTS) texts.delete(texts.keys().next().value as string);
  }
  return found;
}

/**
 * A glyph's number in this document's subset, as 4 hex digits: what pdfkit's `encode` makes of
 * it, with the same side effects the first time (the glyph joins the subset, its width and
 * characters are recorded for the font's dictionaries).
 */
const hexesByDocumentFont = new WeakMap<PdfkitFont, Map<number, string>>();
function hexOf(font: PdfkitFont, glyph: Glyph): string {
  const hexes = entryOf(hexesByDocumentFont, font);
  let hex = hexes.get(glyph.id);
  if (hex === undefined) {
    const gid = font.subset.includeGlyph(glyph.id);
    font.widths[gid] ??= glyph.advanceWidth * font.scale;
    font.unicode[gid] ??= glyph.codePoints;
    hex = `0000${gid.toString(16)}`.slice(-4);
    hexes.set(glyph.id, hex);
  }
  return hex;
}

/**
 * `text` laid out: its TJ operator (runs of glyphs, each followed by its kerning) and its width in
 * points; undefined when a glyph is placed off its baseline.
 */
function shown(font: PdfkitFont, text: string, size: number): { tj: string; width: number } | undefined {
  const s = shaped(font, text);
  if (s === null) return undefined;
  let tj = '[';
  let from = 0;
  for (const run of s.runs) {
    let hex = '';
    for (let i = from; i < run.end; i++) hex += hexOf(font, s.glyphs[i] as Glyph);
    tj += `${from === 0 ? '' : ' '}<${hex}> ${run.kern}`;
    from = run.end;
  }
  return { tj: `${tj}] TJ`, width: s.advance * (size / 1000) };
}

/**
 * Draws the cells at `y` (pdfkit's top of the line) in the current font, size and fill colour,
 * and returns those it left to `doc.text`. A cell left over has had its glyphs added to the
 * document's font subset all the same: it may embed a glyph more than it draws, never fewer.
 */
export function drawCells(pdf: PDFKit.PDFDocument, cells: Cell[], y: number): Cell[] {
  const doc = pdf as unknown as PdfkitDocument;
  const font = doc._font;
  const size = doc._fontSize;
  const baseline = doc.page.height - y - (font.ascender / 1000) * size;
  const y0 = num(baseline);
  const left: Cell[] = [];
  const lines: string[] = [];
  for (const cell of cells) {
    if (cell.text.length === 0) continue;
    // Trailing white space is measured apart by pdfkit when it aligns right: rare, left to it.
    const text = /\s$|\n/.test(cell.text) ? undefined : shown(font, cell.text, size);
    if (text === undefined || text.width > cell.width - ROOM) {
      left.push(cell);
      continue;
    }
    const x = cell.align === 'right' ? cell.x + cell.width - text.width : cell.x;
    lines.push(`1 0 0 1 ${num(x)} ${y0} Tm`, text.tj);
  }
  if (lines.length > 0) {
    doc.page.fonts[font.id] ??= font.ref();
    pdf.addContent(
      ['q', `1 0 0 -1 0 ${num(doc.page.height)} cm`, 'BT', `/${font.id} ${num(size)} Tf`, ...lines, 'ET', 'Q'].join(
        '\n',
      ),
    );
  }
  return left;
}
