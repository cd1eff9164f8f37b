import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_COMPANY, FIXED_NOW, fixedClosing, fixedPayout, fixedSettlement } from '../test/document-fixtures.js';
import { pdfLines } from '../test/pdf-text.js';
import { DOCUMENTS } from './documents.worker.js';
import { closingPdf } from './features/closings/closings.pdf.js';
import { drawDre, drePdf } from './features/dre/dre.pdf.js';
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
    expect(documentNames()).toEqual(['closingPdf', 'drePdf', 'payoutReceipt', 'settlementReceipt']);
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

  it('a DRE drawn on a thread reads as drawn on the main thread', async () => {
    const line = (chave: 'receita_bruta' | 'resultado', valor: number) => ({
      chave,
      rotulo: chave === 'resultado' ? 'Resultado do período' : 'Receita bruta',
      subtotal: chave === 'resultado',
      valor,
      percentual: 100,
      por_mes: [valor],
      detalhes: [{ nome: 'Açúcar › Cristal', valor, percentual: 100, por_mes: [valor], subcategorias: [] }],
    });
    const dre = {
      periodo: { inicio: '2026-10-01', fim: '2026-10-31' },
      regime: 'competencia' as const,
      gerado_em: FIXED_NOW.toISOString(),
      meses: ['2026-10'],
      linhas: [line('receita_bruta', 123_456), line('resultado', 123_456)],
      receita_bruta: 123_456,
      margem_contribuicao: 123_456,
      margem_contribuicao_percentual: 100,
      resultado: 123_456,
      resultado_percentual: 100,
    };
    const before = drawnOnThreads();
    const onThread = await drePdf(dre, FIXED_COMPANY, FIXED_NOW);
    expect(drawnOnThreads()).toBe(before + 1);
    expect(await pdfLines(onThread)).toEqual(await pdfLines(await drawDre(dre, FIXED_COMPANY, FIXED_NOW)));
    expect((await pdfLines(onThread)).join('\n')).toContain('(=) Resultado do período R$ 1.234,56 100,0%');
  });
});
