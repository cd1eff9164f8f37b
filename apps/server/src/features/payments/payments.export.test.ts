import { beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, type Owner, registerCompany } from '../../../test/app.js';
import { expectBatchesMakeTheWhole, expectCsvDownload, exportCsv } from '../../../test/export-check.js';
import { paymentRowsForExport } from './payments.export.js';

/**
 * The payments of a period line by line, for the accountant (issue 13, ADR 023). October 2026, by hand:
 *   02/10 saída 'Troco; "especial"' 20,00 confirmed, no one
 *   03/10 '=1+1 Bolo' 1.234,56 confirmed, Ana 10% → 123,46; Zé 5% → 61,73
 *   05/10 'Encomenda' 400,00 pending, due 20/10, Zé 5% → 20,00
 *   06/10 'Desistência' 50,00 cancelled, Ana → no commission shown
 * and 01/11 'Fora' (outside the period); another company's 'Segredo' on 03/10.
 */
const fx = companyFixture('Confeitaria', { perFile: true });
let other: Owner;
const ids: Record<string, number> = {};

const post = async (url: string, body: unknown, token?: string) => (await fx.create(url, body, token)).id as number;

beforeAll(async () => {
  other = await registerCompany(fx.t.app, 'Vizinha');
  const ana = await post('/api/attendants', { nome: 'Ana', comissao_percentual: 10 });
  const ze = await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 });
  const pay = async (key: string, body: Record<string, unknown>) => {
    ids[key] = await post('/api/payments', { status: 'confirmado', ...body });
  };
  await pay('bolo', {
    descricao: '=1+1 Bolo',
    valor: 1234.56,
    data_pagamento: '2026-10-03',
    atendente_id: ana,
    tripeiro_id: ze,
    observacoes: 'Entregar às 10h',
  });
  await pay('troco', {
    descricao: 'Troco; "especial"',
    valor: 20,
    data_pagamento: '2026-10-02',
    tipo_pagamento: 'saida',
  });
  await pay('encomenda', {
    descricao: 'Encomenda',
    valor: 400,
    data_pagamento: '2026-10-05',
    tripeiro_id: ze,
    status: 'pendente',
    vencimento: '2026-10-20',
  });
  await pay('desistencia', {
    descricao: 'Desistência',
    valor: 50,
    data_pagamento: '2026-10-06',
    atendente_id: ana,
    status: 'cancelado',
  });
  await pay('fora', { descricao: 'Fora', valor: 10, data_pagamento: '2026-11-01' });
  await post('/api/payments', { descricao: 'Segredo', valor: 999, data_pagamento: '2026-10-03' }, other.token);
  // As a settlement after September's closing leaves it: received on 03/10, its own date 28/09.
  await fx.t.handle.db
    .updateTable('payments')
    .set({ data_lancamento: '2026-09-28' })
    .where('id', '=', ids.bolo as number)
    .execute();
});

const exportOf = (query: string, token = fx.owner.token) => exportCsv(fx.t.app, 'payments', query, token);

const HEADER =
  'Nº;Data;Lançado em;Vencimento;Descrição;Tipo;Status;Valor;Forma de pagamento;Conta;Atendente;Comissão do atendente (%);Comissão do atendente;Tripeiro;Comissão do tripeiro (%);Comissão do tripeiro;Observações';

describe('GET /api/payments/export', () => {
  it('writes the period line by line, oldest first, for Excel in pt-BR', async () => {
    const res = await exportOf('startDate=2026-10-01&endDate=2026-10-31');
    expectCsvDownload(res, 'pagamentos-2026-10-01-a-2026-10-31.csv');
    expect(res.body).toBe(
      [
        `\uFEFF${HEADER}`,
        `${ids.troco};02/10/2026;;;"Troco; ""especial""";Saída;Confirmado;20,00;;;;;;;;;`,
        `${ids.bolo};03/10/2026;28/09/2026;;'=1+1 Bolo;Entrada;Confirmado;1234,56;;;Ana;10,00;123,46;Zé;5,00;61,73;Entregar às 10h`,
        `${ids.encomenda};05/10/2026;;20/10/2026;Encomenda;Entrada;Pendente;400,00;;;;;;Zé;5,00;20,00;`,
        `${ids.desistencia};06/10/2026;;;Desistência;Entrada;Cancelado;50,00;;;Ana;10,00;;;;;`,
        '',
      ].join('\r\n'),
    );
  });

  it("honours the list's filters: status, tipo, attendant, search", async () => {
    const lines = async (query: string) =>
      (await exportOf(`startDate=2026-10-01&endDate=2026-10-31&${query}`)).body
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(';')[0]);
    expect(await lines('status=pendente')).toEqual([String(ids.encomenda)]);
    expect(await lines('tipo_pagamento=saida')).toEqual([String(ids.troco)]);
    expect(await lines('search=bolo')).toEqual([String(ids.bolo)]);
  });

  it("never shows another company's rows; another company's export has only its own", async () => {
    const mine = await exportOf('startDate=2026-01-01&endDate=2026-12-31');
    expect(mine.body).not.toContain('Segredo');
    expect(mine.body).toContain('Fora');
    const theirs = await exportOf('startDate=2026-01-01&endDate=2026-12-31', other.token);
    expect(theirs.body.split('\r\n').slice(1, -1)).toEqual([
      expect.stringMatching(/;03\/10\/2026;;;Segredo;Entrada;Pendente;999,00;/),
    ]);
  });

  it('refuses bad input with a pt-BR 400', async () => {
    const reversed = await exportOf('startDate=2026-10-31&endDate=2026-10-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Data inicial não pode ser maior que data final');
    expect((await exportOf('startDate=2026-10-01&endDate=2026-10-31&status=pago')).statusCode).toBe(400);
    expect((await exportOf('startDate=2026-10-01&endDate=2026-10-31&page=2')).statusCode).toBe(400);
  });

  it('reads a big period in batches that together are the whole, in order', async () => {
    await expectBatchesMakeTheWhole(
      (batch) => paymentRowsForExport(fx.t.app.db, { tenantId: fx.owner.user.tenant_id }, batch),
      [ids.troco, ids.bolo, ids.encomenda, ids.desistencia, ids.fora],
    );
  });
});
