import { describe, expect, it } from 'vitest';
import { pdfItems } from '../../test/pdf-text.js';
import { type Cell, drawCells } from './pdf-cells.js';
import { openPdf } from './pdf-fonts.js';

/** Cells as the tables have them: names with accents, Cyrillic, kerned pairs, money right-aligned. */
const CELLS: Cell[] = [
  { text: 'Conceição Araújo', x: 54, width: 150, align: 'left' },
  { text: 'Дмитрий Petrov', x: 212, width: 100, align: 'left' },
  { text: 'AVATAR Tô Yá', x: 320, width: 90, align: 'right' },
  { text: 'R$ 1.234.567,89', x: 418, width: 120, align: 'right' },
  { text: '12,5 %', x: 546, width: 40, align: 'right' },
];

/** A page of rows in both fonts, each cell drawn by `draw` (left to it: what `drawCells` left). */
async function page(draw: (doc: PDFKit.PDFDocument, cells: Cell[], y: number) => Cell[], first: Cell[] = []) {
  const { doc, finish } = openPdf({ size: 'A4', margin: 50 });
  doc.font('Regular').fontSize(9);
  for (const cell of draw(doc, first, 80)) doc.text(cell.text, cell.x, 80, { width: cell.width, lineBreak: false });
  for (const [row, name] of ['Regular', 'Bold', 'Regular'].entries()) {
    doc.font(name).fontSize(9 + row);
    for (const cell of draw(doc, CELLS, 100 + row * 20)) {
      doc.text(cell.text, cell.x, 100 + row * 20, {
        width: cell.width,
        align: cell.align,
        lineBreak: false,
        ellipsis: true,
      });
    }
  }
  return finish();
}

describe('one-line table cells written in one go (ADR 041)', () => {
  it('read back as pdfkit draws them: the same text, at the same place, as wide', async () => {
    const byPdfkit = await pdfItems(await page((_doc, cells) => cells));
    const inOneGo = await pdfItems(await page(drawCells));
    expect(byPdfkit.map((i) => i.str)).toContain('Дмитрий Petrov');
    expect(inOneGo).toEqual(byPdfkit);
  });

  it('reads the same in a later document whose subset numbers the glyphs in another order (shaping is kept across documents)', async () => {
    await page(drawCells);
    const first: Cell[] = [{ text: 'Zé Quixaba 0987 ÿ', x: 54, width: 200, align: 'left' }];
    const byPdfkit = await pdfItems(await page((_doc, cells) => cells, first));
    const inOneGo = await pdfItems(await page(drawCells, first));
    expect(byPdfkit.map((i) => i.str)).toContain('Zé Quixaba 0987 ÿ');
    expect(inOneGo).toEqual(byPdfkit);
  });

  it('leaves to pdfkit a cell that may not fit (for its ellipsis) and an empty one draws nothing', async () => {
    const { doc } = openPdf({ size: 'A4', margin: 50 });
    doc.font('Regular').fontSize(9);
    const long = { text: 'Um nome longo demais para caber nesta coluna', x: 54, width: 60, align: 'left' as const };
    const fits = { text: 'Ana', x: 120, width: 60, align: 'left' as const };
    expect(drawCells(doc, [long, fits, { ...fits, text: '' }], 100)).toEqual([long]);
    doc.end();
  });
});
