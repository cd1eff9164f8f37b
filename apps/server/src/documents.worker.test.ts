import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_COMPANY, FIXED_NOW, fixedClosing, fixedPayout, fixedSettlement } from '../test/document-fixtures.js';
import { pdfLines } from '../test/pdf-text.js';
import { DOCUMENTS } from './documents.worker.js';
import { closingPdf } from './features/closings/closings.pdf.js';
import { payoutReceipt, settlementReceipt } from './features/payouts/receipts.pdf.js';
import { documentNames, drawnOnThreads, startDocumentThreads, stopDocumentThreads } from './lib/documents.js';

const expected = (name: string) =>
  readFileSync(new URL(`../test/documents/${name}.txt`, import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');

describe('document threads (ADR 033)', () => {
  beforeAll(async () => {
    // Every route module, so that every offThread of the app is registered.
    await import('./app.js');
    startDocumentThreads(new URL('../test/documents.worker.mjs', import.meta.url), 2);
  });
  afterAll(stopDocumentThreads);

  it('the worker file draws every document the app sends to a thread, under its name', () => {
    expect(documentNames()).toEqual(['closingPdf', 'payoutReceipt', 'settlementReceipt']);
    expect(Object.keys(DOCUMENTS).sort()).toEqual(documentNames());
  });

  it('a closing and both receipts drawn on the threads read as drawn on the main thread, at once', async () => {
    const [closing, payout, settlement] = await Promise.all([
      closingPdf(fixedClosing(), FIXED_NOW),
      payoutReceipt(FIXED_COMPANY, fixedPayout(), FIXED_NOW),
      settlementReceipt(FIXED_COMPANY, fixedSettlement(), FIXED_NOW),
    ]);
    expect(drawnOnThreads()).toBe(3);
    expect(Buffer.isBuffer(closing)).toBe(true);
    expect(await pdfLines(closing)).toEqual(expected('closing'));
    expect(await pdfLines(payout)).toEqual(expected('payout'));
    expect(await pdfLines(settlement)).toEqual(expected('settlement'));
  });
});
