import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openPdf } from './pdf-fonts.js';

/** Each stream of a PDF, inflated (a FlateDecode stream between `stream` and `endstream`). */
function streamsOf(pdf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('\nstream\n', at);
    if (start < 0) return out;
    const end = pdf.indexOf('\nendstream', start);
    out.push(zlib.inflateSync(pdf.subarray(start + '\nstream\n'.length, end)));
    at = end + 1;
  }
}

async function letter(text: string) {
  const { doc, finish } = openPdf({ size: 'A4', margin: 50 });
  doc.font('Regular').fontSize(12).text(text);
  return finish();
}

describe('a PDF ended by finish()', () => {
  it('inflates to what it drew, the same for the same text, and leaves zlib as it was', async () => {
    const own = zlib.deflateSync;
    const first = await letter('Fechamento de outubro/2026: R$ 1.234,56');
    const second = await letter('Fechamento de outubro/2026: R$ 1.234,56');
    expect(zlib.deflateSync).toBe(own);
    // The same text: the same streams, byte for byte, read back through zlib's own inflate.
    expect(streamsOf(second)).toEqual(streamsOf(first));
    expect(streamsOf(first).some((s) => /T[jJ]\n/.test(s.toString('latin1')))).toBe(true);
    // Another text, another page stream, and still a PDF whose every stream inflates.
    const other = streamsOf(await letter('Recibo de comissão'));
    expect(other.length).toBe(streamsOf(first).length);
    expect(other).not.toEqual(streamsOf(first));
  });

  it('puts zlib back when ending the document throws', () => {
    const own = zlib.deflateSync;
    const { doc, finish } = openPdf({ size: 'A4' });
    doc.end = () => {
      throw new Error('falhou');
    };
    expect(() => finish()).toThrow('falhou');
    expect(zlib.deflateSync).toBe(own);
  });
});
