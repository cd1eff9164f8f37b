/**
 * A PDF read back as text for the tests, with pdf.js (npm pdfjs-dist), so that no system tool
 * (poppler's pdftotext) is needed. Two readings, as pdftotext gives them:
 * - `pdfText`: the text in the order it was drawn, whitespace collapsed to single spaces. A table
 *   cell that wraps onto two lines reads as one phrase ("Comissão a descontar dos pendentes").
 * - `pdfLines`: the text as laid out on the page, one string per line of print, top to bottom and
 *   left to right, cells parted by one space (pdftotext -layout, spaces collapsed).
 * `pdfFonts` lists the fonts that draw text, by their base names without the subset tag.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

// pdf.js's build for Node; the fonts a PDF does not embed (Helvetica…) come from its own folder.
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const standardFontDataUrl = `${pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/** Each page's drawn text items, in drawing order. */
async function pages(pdf: Uint8Array): Promise<TextItem[][]> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const result: TextItem[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      result.push(content.items.filter((item): item is TextItem => 'str' in item));
    }
    return result;
  } finally {
    await doc.destroy();
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text in drawing order, pages in order, whitespace collapsed to single spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const text = (await pages(pdf)).map((items) => items.map((i) => i.str + (i.hasEOL ? '\n' : '')).join(''));
  return collapse(text.join('\n'));
}

/**
 * The lines of print, page after page: items on one baseline (within a fifth of their height)
 * make one line, left to right; a gap wider than a fifth of the font's height is one space.
 */
export async function pdfLines(pdf: Uint8Array): Promise<string[]> {
  const lines: string[] = [];
  for (const items of await pages(pdf)) {
    const rows: TextItem[][] = [];
    const drawn = items.filter((i) => i.str.trim() !== '');
    for (const item of [...drawn].sort((a, b) => b.transform[5] - a.transform[5])) {
      const row = rows.at(-1);
      const first = row?.[0];
      if (row && first && Math.abs(first.transform[5] - item.transform[5]) <= Math.max(first.height, 1) / 5) {
        row.push(item);
      } else {
        rows.push([item]);
      }
    }
    for (const row of rows) {
      row.sort((a, b) => a.transform[4] - b.transform[4]);
      let line = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const item of row) {
        const x = item.transform[4];
        line += (line && x - end > Math.max(item.height, 1) / 5 ? ' ' : '') + item.str;
        end = x + item.width;
      }
      lines.push(collapse(line));
    }
  }
  return lines;
}

/**
 * Each drawn text item, page after page, where it starts (points, rounded to a thousandth) and how
 * wide it is: what tells two ways of drawing the same text apart.
 */
export async function pdfItems(pdf: Uint8Array): Promise<Array<{ str: string; x: number; y: number; width: number }>> {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return (await pages(pdf)).flatMap((items) =>
    items
      .filter((i) => i.str !== '')
      .map((i) => ({ str: i.str, x: round(i.transform[4]), y: round(i.transform[5]), width: round(i.width) })),
  );
}

/** The base names of the fonts that draw text ('DejaVuSans', 'DejaVuSans-Bold'), sorted, once each. */
export async function pdfFonts(pdf: Uint8Array): Promise<string[]> {
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    fontExtraProperties: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const names = new Set<string>();
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      ops.fnArray.forEach((fn, i) => {
        if (fn !== pdfjs.OPS.setFont) return;
        const font = page.commonObjs.get(ops.argsArray[i][0]) as { name?: string };
        if (font.name) names.add(font.name.replace(/^[A-Z]{6}\+/, ''));
      });
    }
    return [...names].sort();
  } finally {
    await doc.destroy();
  }
}
