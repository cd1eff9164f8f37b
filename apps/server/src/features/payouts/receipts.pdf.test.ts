import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXED_COMPANY, FIXED_NOW, fixedPayout, fixedSettlement } from '../../../test/document-fixtures.js';
import { pdfLines } from '../../../test/pdf-text.js';
import { inCentavos } from './documents.js';
import { payoutReceipt, settlementReceipt } from './receipts.pdf.js';

/** The text of the receipts as they were before the fonts' work was shared across documents (ADR 032). */
const expected = (name: string, minute = '11:30') =>
  readFileSync(new URL(`../../../test/documents/${name}.txt`, import.meta.url), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => line.replace('Gerado em 05/11/2026 11:30', `Gerado em 05/11/2026 ${minute}`));

describe('receipt PDFs', () => {
  it('read as before, line by line, the first time and once the shared layouts and subsets are warm', async () => {
    // A minute later each is drawn again (not the kept bytes), now with every word's layout shared.
    for (const [now, minute] of [
      [FIXED_NOW, '11:30'],
      [new Date(FIXED_NOW.getTime() + 60_000), '11:31'],
    ] as const) {
      expect(await pdfLines(await payoutReceipt(FIXED_COMPANY, fixedPayout(), now)), minute).toEqual(
        expected('payout', minute),
      );
      expect(await pdfLines(await settlementReceipt(FIXED_COMPANY, fixedSettlement(), now)), minute).toEqual(
        expected('settlement', minute),
      );
    }
  });

  it('get their amounts in centavos as stored: a bigint read as text is a number, a fraction is an error', () => {
    expect(inCentavos({ total: '99999999999', numero: 3 }, ['total'])).toEqual({ total: 99_999_999_999, numero: 3 });
    expect(() => inCentavos({ total: 12.5 }, ['total'])).toThrow('total: not a whole number of centavos (12.5)');
    expect(() => inCentavos({ total: 'abc' }, ['total'])).toThrow('total: not a whole number of centavos (abc)');
  });
});
