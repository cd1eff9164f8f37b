import { DEFAULT_TIME_ZONE, formatCnpj, formatTimestamp } from '@livro-caixa/domain';
import { type Cell, drawCells, num } from './pdf-cells.js';
import { drawable, type EmbeddedFont } from './pdf-fonts.js';

/**
 * What the server's PDFs (the closing, the receipts) draw alike: the page's text area, the company
 * heading, the rows of a table and the footer of every page.
 */

export const INK = '#18181b';
export const GREY = '#52525b';
const RULE = '#d4d4d8';
const ROW_HEIGHT = 18;
/** The smallest size a figure is shrunk to so that it fits its column on one line. */
const MIN_FIGURE_SIZE = 6;
/** Header cells whose height is kept (the closing's and the receipts' tables have some thirty). */
const HEADER_HEIGHTS = 1_000;

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export type PdfLayout = ReturnType<typeof layoutOf>;

/** The text area between the margins, and `useFont`: sets the font and returns the text it can draw. */
export function layoutOf(doc: PDFKit.PDFDocument, fonts: { regular: EmbeddedFont; bold: EmbeddedFont }) {
  const useFont = (strong: boolean) => {
    doc.font(strong ? 'Bold' : 'Regular');
    return (text: string) => drawable(text, strong ? fonts.bold : fonts.regular);
  };
  const left = doc.page.margins.left;
  return { doc, useFont, left, width: doc.page.width - left - doc.page.margins.right };
}

/** The company's name at the top of the first page (in `size` points), its CNPJ below it. */
export function companyHeading(
  { doc, useFont, left, width }: PdfLayout,
  company: { name: string; cnpj: string | null },
  size: number,
) {
  let fit = useFont(true);
  doc.fontSize(size).fillColor(INK).text(fit(company.name), left, 50, { width });
  if (company.cnpj) {
    fit = useFont(false);
    doc
      .fontSize(10)
      .fillColor(GREY)
      .text(fit(`CNPJ ${formatCnpj(company.cnpj)}`));
  }
}

/**
 * One row of a table: the header on a grey band, or body cells cut with an ellipsis; a rule
 * below. A header of `wrapHeader` may wrap onto more lines (a long name like 'Comissão a
 * descontar dos pendentes'). A new page first when the row would come within `bottom` points of
 * the page's end.
 */
export function tableRow(
  { doc, useFont, left, width }: PdfLayout,
  columns: Column[],
  cells: string[],
  opts: { strong?: boolean; header?: boolean; wrapHeader?: boolean; bottom: number },
) {
  const header = opts.header ?? false;
  const fitCell = useFont(Boolean(opts.strong) || header);
  doc.fontSize(9);
  const height =
    header && opts.wrapHeader
      ? Math.max(
          ROW_HEIGHT,
          ...cells.map((cell, i) => headerHeight(doc, fitCell(cell), (columns[i] as Column).width - 8) + 7),
        )
      : ROW_HEIGHT;
  if (doc.y + height > doc.page.height - opts.bottom) doc.addPage();
  const y = doc.y;
  if (header) doc.rect(left, y - 3, width, height).fill('#f4f4f5');
  doc.fillColor(header ? GREY : INK);
  let x = left;
  const boxes: Cell[] = cells.map((cell, i) => {
    const col = columns[i] as Column;
    const box = { text: fitCell(cell), x: x + 4, width: col.width - 8, align: col.align ?? 'left' };
    x += col.width;
    return box;
  });
  const wraps = header && opts.wrapHeader;
  // One-line cells in one go (lib/pdf-cells.ts); pdfkit wraps a header too long for one line, and
  // cuts a body cell that may not fit.
  for (const box of drawCells(doc, boxes, y + 2)) {
    // A figure (right-aligned) wider than its column is drawn smaller: money never breaks.
    const wide = !wraps && box.align === 'right' ? doc.widthOfString(box.text) : 0;
    if (wide > box.width) doc.fontSize(Math.max(MIN_FIGURE_SIZE, (9 * box.width) / wide));
    doc.text(box.text, box.x, y + 2, {
      width: box.width,
      align: box.align,
      ...(wraps ? {} : { lineBreak: false, ellipsis: true }),
    });
    doc.fontSize(9);
  }
  ruleAt(doc, left, left + width, y + height - 3);
  doc.x = left;
  doc.y = y + height;
}

/** pdfkit's stroke colour operators for RULE, as `strokeColor('#d4d4d8')` writes them. */
const RULE_STROKE = (() => {
  const rgb = Number.parseInt(RULE.slice(1), 16);
  return `/DeviceRGB CS\n${[rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff].map((part) => part / 255).join(' ')} SCN`;
})();

/**
 * A row's rule from `x1` to `x2` at `y`, in the operators pdfkit's
 * `moveTo(x1, y).lineTo(x2, y).strokeColor(RULE).lineWidth(0.5).stroke()` writes, as one piece of
 * content: its colour is worked out once, not for each row (pdf-layout.test.ts compares the bytes).
 */
export function ruleAt(doc: PDFKit.PDFDocument, x1: number, x2: number, y: number) {
  doc.addContent(`${num(x1)} ${num(y)} m\n${num(x2)} ${num(y)} l\n${RULE_STROKE}\n0.5 w\nS`);
}

/**
 * The height pdfkit gives `text` wrapped at `width` in the current font and size. A table's
 * headers are the same in every document: their heights are measured once per process.
 */
const headerHeights = new Map<string, number>();
function headerHeight(doc: PDFKit.PDFDocument, text: string, width: number) {
  const { _font, _fontSize } = doc as unknown as { _font: { name: string }; _fontSize: number };
  const key = `${_font.name}\n${_fontSize}\n${width}\n${text}`;
  let height = headerHeights.get(key);
  if (height === undefined) {
    height = doc.heightOfString(text, { width });
    if (headerHeights.size < HEADER_HEIGHTS) headerHeights.set(key, height);
  }
  return height;
}

/** On every page: when the document was generated, and 'Página i de n'. */
export function pageFooters({ doc, useFont, left, width }: PdfLayout, now: Date) {
  const range = doc.bufferedPageRange();
  const generated = `Gerado em ${formatTimestamp(now.toISOString(), DEFAULT_TIME_ZONE)} — Livro Caixa`;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - 40;
    doc.page.margins.bottom = 0;
    useFont(false);
    doc.fontSize(8).fillColor(GREY);
    const cells: Cell[] = [
      { text: generated, x: left, width, align: 'left' },
      { text: `Página ${i + 1} de ${range.count}`, x: left, width, align: 'right' },
    ];
    for (const cell of drawCells(doc, cells, y)) {
      doc.text(cell.text, cell.x, y, { width: cell.width, align: cell.align, lineBreak: false });
    }
  }
}
