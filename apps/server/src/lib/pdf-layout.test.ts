import { describe, expect, it } from 'vitest';
import { openPdf } from './pdf-fonts.js';
import { ruleAt } from './pdf-layout.js';

/** The document's bytes, uncompressed, without what differs between two runs (its date and id). */
async function bytesOf(draw: (doc: PDFKit.PDFDocument) => void) {
  const { doc, finish } = openPdf({ size: 'A4', margin: 50, compress: false });
  draw(doc);
  return (await finish()).toString('latin1').replace(/\(D:\d{14}Z\)|\/ID \[.*?\]/g, '');
}

describe("a table row's rule", () => {
  it('is the bytes pdfkit writes for the same line, colour and width', async () => {
    const rows = [100, 118.5, 136.25, 700.123456789];
    const byPdfkit = await bytesOf((doc) => {
      for (const y of rows) doc.moveTo(50, y).lineTo(545.28, y).strokeColor('#d4d4d8').lineWidth(0.5).stroke();
    });
    const byRuleAt = await bytesOf((doc) => {
      for (const y of rows) ruleAt(doc, 50, 545.28, y);
    });
    expect(byPdfkit).toContain(' SCN');
    expect(byRuleAt).toBe(byPdfkit);
  });
});
