import { describe, expect, it } from 'vitest';
import { companyFixture, getFile } from '../../../test/app.js';
import { pdfLines } from '../../../test/pdf-text.js';

/**
 * The closing names the figure that includes the confirmed saídas 'Despesas + saídas', with its
 * parts, as the dashboard and Relatórios do (docs/product-rules.md "Figures on screen and in
 * files"): on its card (the API's parts), in its PDF, and kept in a closed month's snapshot.
 * October 2026: revenue 1.000,00; expenses 100,00 and 50,00; a confirmed saída of 20,00.
 */
const fx = companyFixture('Mercearia', { perFile: true });

describe("the closing's Despesas + saídas", () => {
  it('the card carries its parts and counts, open and once closed', async () => {
    const post = (url: string, body: unknown) => fx.create(url, body);
    await post('/api/payments', {
      descricao: 'Venda',
      valor: 1000,
      data_pagamento: '2026-10-05',
      status: 'confirmado',
    });
    await post('/api/payments', {
      descricao: 'Troco',
      valor: 20,
      data_pagamento: '2026-10-06',
      status: 'confirmado',
      tipo_pagamento: 'saida',
    });
    for (const valor of [100, 50])
      await post('/api/expenses', { descricao: 'Luz', valor, data_despesa: '2026-10-10', categoria: 'Outros' });
    const parts = {
      totalExpenses: 170,
      recordedExpenses: 150,
      confirmedSaidas: 20,
      expenseCount: 2,
      confirmedSaidaCount: 1,
    };
    expect((await fx.req('GET', '/api/closings/2026-10')).body.cards).toMatchObject(parts);
    expect((await fx.req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    expect((await fx.req('GET', '/api/closings/2026-10')).body.cards).toMatchObject(parts);
  });

  it('the PDF names it and gives its parts', async () => {
    const res = await getFile(fx.t.app, '/api/closings/2026-10/pdf', fx.owner.token);
    expect(res.statusCode).toBe(200);
    const lines = await pdfLines(res.rawPayload);
    expect(lines).toContain('Despesas + saídas R$ 170,00');
    expect(lines).toContain('Despesas + saídas = despesas R$ 150,00 + saídas R$ 20,00.');
    expect(lines.filter((l) => l.startsWith('Despesas R$'))).toEqual([]);
  });
});
