import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXED_NOW, fixedClosing, fixedReopenedClosing } from '../../../test/document-fixtures.js';
import { pdfLines } from '../../../test/pdf-text.js';
import { closingPdf } from './closings.pdf.js';
import { closingInCentavos } from './closings.service.js';

/** The text of the PDFs as they were before the fonts' work was shared across documents (ADR 032). */
const expected = (name: string) =>
  readFileSync(new URL(`../../../test/documents/${name}.txt`, import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');

describe('closing PDF', () => {
  it('reads as before, line by line, the first time and once the shared layouts and subsets are warm', async () => {
    for (const round of ['cold', 'warm']) {
      expect(await pdfLines(await closingPdf(fixedClosing(), FIXED_NOW)), round).toEqual(expected('closing'));
    }
    expect(await pdfLines(await closingPdf(fixedReopenedClosing(), FIXED_NOW))).toEqual(expected('closing-reopened'));
  });

  it('gets its amounts in centavos: each read exactly from the reais answered, an unreadable one is an error', () => {
    const c = fixedClosing();
    const inReais = { ...c, cards: { ...c.cards, totalRevenue: 999_999_999.99, netProfit: -0.01 } };
    expect(closingInCentavos(inReais).cards).toMatchObject({ totalRevenue: 99_999_999_999, netProfit: -1 });
    expect(() => closingInCentavos({ ...c, cards: { ...c.cards, totalExpenses: 0.1 + 0.2 } })).toThrow(
      'closing 2026-10: 0.30000000000000004 is not an amount in reais',
    );
  });
});
