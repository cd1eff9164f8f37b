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
 * This reads pdfkit's font object (`doc._font`: `id`, `ascender`, `encode`, `ref`)
 * and the page's font list, as `pdf-fonts.ts` reads its layout cache. `pdf-cells.test.ts` draws the
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

interface PdfkitFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], GlyphPosition[]];
  ref(): unknown;
}

interface PdfkitDocument {
  _font: PdfkitFont;
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
}

/** A cell this much narrower than its box is one line, whatever pdfkit's word-by-word measure says. */
const ROOM = 0.5;

/** PDF numbers as pdfkit writes them (`PDFObject.number`). */
const num = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * `text` laid out once: its TJ operator (runs of glyphs, each followed by its kerning in
 * thousandths of the font size, as pdfkit's `addSegment` writes them) and its width in points;
 * undefined when a glyph is placed off its baseline.
 */
function shown(font: PdfkitFont, text: string, size: number): { tj: string; width: number } | undefined {
  const [encoded, positions] = font.encode(text);
  const parts: string[] = [];
  let last = 0;
  let advance = 0;
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i] as GlyphPosition;
    if (pos.xOffset || pos.yOffset) return undefined;
    advance += pos.xAdvance;
    if (pos.xAdvance - pos.advanceWidth !== 0 || i === positions.length - 1) {
      parts.push(`<${encoded.slice(last, i + 1).join('')}> ${num(pos.advanceWidth - pos.xAdvance)}`);
      last = i + 1;
    }
  }
  return { tj: `[${parts.join(' ')}] TJ`, width: advance * (size / 1000) };
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
    lines.push(`1 0 0 1 ${num(x)} ${num(baseline)} Tm`, text.tj);
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
