import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXED_COMPANY, FIXED_NOW, fixedPayout, fixedSettlement } from '../../../test/document-fixtures.js';
import { pdfLines } from '../../../test/pdf-text.js';
import { inCentavos } from './documents.js';
import { payoutReceipt, settlementReceipt } from './receipts.pdf.js';

/** The text of the receipts as they were before the fonts' work was shared across documents (ADR 032). */
const expected = (name: string) =>
  readFileSync(new URL(`../../../test/documents/${name}.txt`, import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');

describe('receipt PDFs', () => {
  it('read as before, line by line, the first time and once the shared layouts and subsets are warm', async () => {
    for (const round of ['cold', 'warm']) {
      expect(await pdfLines(await payoutReceipt(FIXED_COMPANY, fixedPayout(), FIXED_NOW)), round).toEqual(
        expected('payout'),
      );
      expect(await pdfLines(await settlementReceipt(FIXED_COMPANY, fixedSettlement(), FIXED_NOW)), round).toEqual(
        expected('settlement'),
      );
    }
  });

  it('get their amounts in centavos as stored: a bigint read as text is a number, a fraction is an error', () => {
    expect(inCentavos({ total: '99999999999', numero: 3 }, ['total'])).toEqual({ total: 99_999_999_999, numero: 3 });
    expect(() => inCentavos({ total: 12.5 }, ['total'])).toThrow('total: not a whole number of centavos (12.5)');
    expect(() => inCentavos({ total: 'abc' }, ['total'])).toThrow('total: not a whole number of centavos (abc)');
  });
});
