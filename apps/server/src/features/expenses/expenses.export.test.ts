import { beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, type Owner, registerCompany } from '../../../test/app.js';
import { expectBatchesMakeTheWhole, expectCsvDownload, exportCsv } from '../../../test/export-check.js';
import { expenseRowsForExport } from './expenses.export.js';

/**
 * The expenses of a period line by line, for the accountant (issue 13, ADR 023). October 2026:
 *   08/10 'Luz' 150,00 Manutenção (Boleto); 09/10 '@SUM(A1)' 1.000,50 Impostos, no method, a note with a
 *   line break; 31/10 'Gás' 80,00 Manutenção (PIX); and 01/11 'Fora'; another company's 'Segredo' on 09/10.
 */
const fx = companyFixture('Confeitaria', { perFile: true });
let other: Owner;
const ids: Record<string, number> = {};

const post = async (body: unknown, token?: string) => (await fx.create('/api/expenses', body, token)).id as number;

beforeAll(async () => {
  other = await registerCompany(fx.t.app, 'Vizinha');
  const caixa = (await fx.req('GET', '/api/financial-accounts')).body.data[0].id;
  ids.luz = await post({
    descricao: 'Luz',
    valor: 150,
    data_despesa: '2026-10-08',
    categoria: 'Manutenção',
    forma_pagamento: 'Boleto',
    conta_id: caixa,
  });
  ids.aluguel = await post({
    descricao: '@SUM(A1)',
    valor: 1000.5,
    data_despesa: '2026-10-09',
    categoria: 'Impostos',
    observacoes: 'Outubro\nreajustado',
  });
  ids.gas = await post({
    descricao: 'Gás',
    valor: 80,
    data_despesa: '2026-10-31',
    categoria: 'Manutenção',
    forma_pagamento: 'PIX',
  });
  ids.fora = await post({ descricao: 'Fora', valor: 1, data_despesa: '2026-11-01', categoria: 'Outros' });
  await post({ descricao: 'Segredo', valor: 999, data_despesa: '2026-10-09', categoria: 'Outros' }, other.token);
});

const exportOf = (query: string, token = fx.owner.token) => exportCsv(fx.t.app, 'expenses', query, token);

describe('GET /api/expenses/export', () => {
  it('writes the period line by line, oldest first, for Excel in pt-BR', async () => {
    const res = await exportOf('startDate=2026-10-01&endDate=2026-10-31');
    expectCsvDownload(res, 'despesas-2026-10-01-a-2026-10-31.csv');
    expect(res.body).toBe(
      [
        '\uFEFFNº;Data;Descrição;Categoria;Forma de pagamento;Conta;Valor;Observações',
        `${ids.luz};08/10/2026;Luz;Manutenção;Boleto;Caixa;150,00;`,
        `${ids.aluguel};09/10/2026;'@SUM(A1);Impostos;;;1000,50;"Outubro\nreajustado"`,
        `${ids.gas};31/10/2026;Gás;Manutenção;PIX;;80,00;`,
        '',
      ].join('\r\n'),
    );
  });

  it("honours the list's filters (category, search) and never shows another company's rows", async () => {
    const lines = async (query: string, token = fx.owner.token) =>
      (await exportOf(query, token)).body
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(';')[2]);
    expect(await lines('startDate=2026-10-01&endDate=2026-10-31&categoria=Manuten%C3%A7%C3%A3o')).toEqual([
      'Luz',
      'Gás',
    ]);
    expect(await lines('startDate=2026-10-01&endDate=2026-10-31&search=gas')).toEqual(['Gás']);
    expect(await lines('startDate=2026-01-01&endDate=2026-12-31')).toEqual(['Luz', "'@SUM(A1)", 'Gás', 'Fora']);
    expect(await lines('startDate=2026-01-01&endDate=2026-12-31', other.token)).toEqual(['Segredo']);
  });

  it('refuses bad input with a pt-BR 400', async () => {
    const reversed = await exportOf('startDate=2026-10-31&endDate=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Data inicial não pode ser maior que data final');
    // A category is the company's own (ADR 048): one it lacks names no expense; a name no
    // category can have is refused.
    expect((await exportOf('categoria=Festa')).statusCode).toBe(200);
    const category = await exportOf(`categoria=${'x'.repeat(61)}`);
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe('Categoria inválida');
  });

  it('reads a big period in batches that together are the whole, in order', async () => {
    await expectBatchesMakeTheWhole(
      (batch) => expenseRowsForExport(fx.t.app.db, { tenantId: fx.owner.user.tenant_id }, batch),
      [ids.luz, ids.aluguel, ids.gas, ids.fora],
    );
  });
});
