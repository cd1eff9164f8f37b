import { describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { drawable, openPdf } from './pdf-fonts.js';

/** A one-line PDF in DejaVu, as the documents draw. */
async function draw(text: string) {
  const { doc, finish } = openPdf({ size: 'A4', margin: 50 });
  doc.font('Bold').text(text);
  doc.font('Regular').text(text, { width: 300, align: 'right' });
  return finish();
}

describe('the fonts of the PDFs (ADR 032)', () => {
  it('reads back what it drew in every document, whatever the documents before it drew', async () => {
    // Embedding 'Í' (drawn from an 'I' and an accent) made fontkit's 'I' without its character:
    // every later 'I' of the process then read as nothing, and 'PIX' was copied as 'P5X'.
    expect(await pdfText(await draw('Íris'))).toBe('Íris Íris');
    expect(await pdfText(await draw('por PIX.'))).toBe('por PIX. por PIX.');
  });

  it('lays a word out and encodes a subset once per process, not once per document', async () => {
    const { regular } = openPdf({});
    const parsed = Object.getPrototypeOf(regular.font);
    const subsetEncode = Object.getPrototypeOf(parsed.createSubset());
    const layout = vi.spyOn(parsed, 'layout');
    const encode = vi.spyOn(subsetEncode, 'encode');
    try {
      const first = await draw('Conceição recebeu R$ 1.234,56 em 05/11/2026');
      expect(layout).toHaveBeenCalled();
      expect(encode).toHaveBeenCalled();
      layout.mockClear();
      encode.mockClear();
      const again = await draw('Conceição recebeu R$ 1.234,56 em 05/11/2026');
      // pdfkit keeps a font's word layouts in its own `layoutCache`: were that to change, every
      // document would shape its words again and this would fail.
      expect(layout).not.toHaveBeenCalled();
      expect(encode).not.toHaveBeenCalled();
      expect(again.length).toBe(first.length);
    } finally {
      layout.mockRestore();
      encode.mockRestore();
    }
  });

  it('draws one ? for each run of characters DejaVu does not have', () => {
    const { regular } = openPdf({});
    expect(drawable('Дмитрий 🙂🙂 王小明 ok', regular)).toBe('Дмитрий ? ? ok');
  });

  it('keeps every character of the basic plane that the font has or that is white space, and only those', () => {
    const { regular } = openPdf({});
    const has = new Set(regular.font.characterSet);
    const wrong: number[] = [];
    for (let unit = 0; unit < 0x10000; unit++) {
      if (unit >= 0xd800 && unit <= 0xdfff) continue;
      const char = String.fromCharCode(unit);
      const kept = has.has(unit) || /\s/.test(char);
      if (drawable(`a${char}`, regular) !== (kept ? `a${char}` : 'a?')) wrong.push(unit);
    }
    expect(wrong).toEqual([]);
    expect(drawable('Conceição\u00a0R$\t1.234,56', regular)).toBe('Conceição\u00a0R$\t1.234,56');
  });
});
