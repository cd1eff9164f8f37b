import { describe, expect, it } from 'vitest';
import { getFile } from '../../../test/app.js';
import { pdfLines } from '../../../test/pdf-text.js';
import { reconciliationFixture } from '../../../test/reconciliation-fixture.js';

/** Records made from a bank line, ignored lines, and the month per account (docs/product-rules.md "Reconciliation", ADR 046), on both databases. */
const rc = reconciliationFixture();
const { fx, req, payment, expense, lineRow, matches } = rc;

describe('from a line, in one click', () => {
  it("a debit becomes an expense in the line's account, date and amount, matched; a rule prefills the category", async () => {
    const at = '2026-11-01T00:00:00.000Z';
    const rule = await fx.t.handle.db
      .insertInto('bank_rules')
      .values({
        tenant_id: rc.tenant,
        conta_id: null,
        contem: 'TARIFA',
        acao: 'categoria',
        categoria: 'Manutenção',
        atendente_id: null,
        motivo: null,
        capturadas: 1,
        ativa: 1,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { lineIds } = await rc.statement([
      { data: '2026-11-12', valor: -1990, descricao: 'TARIFA PIX ENVIADO', regra_id: rule.id },
      { data: '2026-11-12', valor: 5000, descricao: 'PIX RECEBIDO JOAO' },
      { data: '2026-11-12', valor: -100, descricao: 'IOF' },
    ]);
    const [debit, credit, iof] = lineIds as [number, number, number];
    expect((await req('POST', `/api/bank-lines/${credit}/expense`, { categoria: 'Outros' })).status).toBe(400);
    const noCategory = await req('POST', `/api/bank-lines/${iof}/expense`, {});
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.fields.categoria).toBe('A categoria é obrigatória');

    const res = await req('POST', `/api/bank-lines/${debit}/expense`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const e = await rc.record('expenses');
    expect(e).toMatchObject({
      valor: 1990,
      data_despesa: '2026-11-12',
      categoria: 'Manutenção',
      conta_id: rc.banco,
      forma_pagamento: 'PIX',
      descricao: 'TARIFA PIX ENVIADO',
    });
    expect(res.body.data.vinculos).toMatchObject([{ tipo: 'despesa', id: e.id, numero: expect.any(Number) }]);

    const pay = await req('POST', `/api/bank-lines/${credit}/payment`, { descricao: 'Encomenda do João' });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    expect(await rc.record('payments')).toMatchObject({
      valor: 5000,
      data_pagamento: '2026-11-12',
      tipo_pagamento: 'entrada',
      status: 'confirmado',
      conta_id: rc.banco,
      descricao: 'Encomenda do João',
    });
    expect((await req('POST', `/api/bank-lines/${debit}/payment`, {})).status).toBe(400);
    expect((await req('POST', `/api/bank-lines/${credit}/payment`, {})).status).toBe(409);
  });

  it('refuses a line of a closed month with a message naming the month, and stores nothing', async () => {
    const { lineIds } = await rc.statement([
      { data: '2026-10-15', valor: -990, descricao: 'TARIFA' },
      { data: '2026-10-15', valor: 990, descricao: 'PIX' },
    ]);
    expect((await req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    for (const [path, body] of [
      [`/api/bank-lines/${lineIds[0]}/expense`, { categoria: 'Outros' }],
      [`/api/bank-lines/${lineIds[1]}/payment`, {}],
    ] as const) {
      const res = await req('POST', path, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Mês fechado (outubro/2026): reabra o fechamento para lançar a partir desta linha');
    }
    expect(await matches()).toEqual([]);
    expect((await lineRow(lineIds[0] as number)).situacao).toBe('pendente');
    expect(await fx.t.handle.db.selectFrom('expenses').select('id').execute()).toEqual([]);
  });

  it('ignores with a reason, and undoes it', async () => {
    const { lineIds } = await rc.statement([{ data: '2026-11-12', valor: -100, descricao: 'X' }]);
    const id = lineIds[0] as number;
    const empty = await req('POST', `/api/bank-lines/${id}/ignore`, { motivo: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.motivo).toBe('Informe o motivo');
    const res = await req('POST', `/api/bank-lines/${id}/ignore`, { motivo: 'Estorno do banco' });
    expect(res.body.data).toMatchObject({ situacao: 'ignorado', motivo: 'Estorno do banco' });
    expect((await req('POST', `/api/bank-lines/${id}/ignore`, { motivo: 'de novo' })).status).toBe(409);
    const undo = await req('DELETE', `/api/bank-lines/${id}/ignore`);
    expect(undo.body.data).toMatchObject({ situacao: 'pendente', motivo: null });
  });
});

describe('the month', () => {
  it('per account: the statement against the book to the centavo, and the closing warns, names and keeps it', async () => {
    const conta = await rc.account({
      nome: 'Banco do Brasil',
      saldo: 100000,
      desde: '2026-09-30',
    });
    // Before the month: counts in the balance, not in the month's movements.
    await payment({ valor: 200, data_pagamento: '2026-09-30', conta_id: conta });
    const p = await payment({ valor: 1234.56, data_pagamento: '2026-10-05', conta_id: conta });
    await payment({ valor: 10, data_pagamento: '2026-10-06', conta_id: conta, status: 'pendente' });
    const e = await expense({ valor: 99.99, data_despesa: '2026-10-07', conta_id: conta });
    const { lineIds } = await rc.statement(
      [
        { data: '2026-10-05', valor: 123456, descricao: 'PIX' },
        { data: '2026-10-07', valor: -9999, descricao: 'BOLETO' },
        { data: '2026-10-08', valor: -1000, descricao: 'TARIFA' },
      ],
      { conta, saldo: 100000 + 20000 + 123456 - 9999 - 1000, dataSaldo: '2026-10-31' },
    );
    expect((await req('POST', `/api/bank-lines/${lineIds[0]}/match`, { payment_ids: [p.id] })).status).toBe(200);
    expect((await req('POST', `/api/bank-lines/${lineIds[1]}/match`, { expense_ids: [e.id] })).status).toBe(200);

    const res = await req('GET', '/api/reconciliation/2026-10');
    expect(res.status).toBe(200);
    const mine = res.body.contas.find((c: { conta_id: number }) => c.conta_id === conta);
    expect(mine).toEqual({
      conta_id: conta,
      nome: 'Banco do Brasil',
      tipo: 'banco',
      extrato: { creditos: 1234.56, debitos: 109.99, saldo_final: 2324.57, data_saldo: '2026-10-31' },
      livro: { entradas: 1234.56, saidas: 99.99, saldo: 2334.57 },
      conciliados: 2,
      pendentes: 1,
      ignorados: 0,
      diferenca: -10,
    });
    expect(res.body.avisos).toEqual([
      'Banco do Brasil: 1 linha pendente de conciliação',
      'Banco do Brasil: diferença de -R$\u00a010,00 entre o banco e o livro',
    ]);
    const before = await req('GET', '/api/closings/2026-10');
    expect(before.body.conciliacao.avisos).toEqual(res.body.avisos);
    // The PDF carries the section and the warnings too.
    const pdf = await getFile(fx.t.app, '/api/closings/2026-10/pdf', fx.owner.token);
    const text = (await pdfLines(pdf.rawPayload)).join('\n');
    expect(text).toContain('Conciliação bancária');
    expect(text).toContain('Aviso: Banco do Brasil: 1 linha pendente de conciliação.');
    expect(text).toMatch(/Banco do Brasil\s+R\$\s2\.324,57\s+R\$\s2\.334,57\s+1\s+-R\$\s10,00/);

    // The fee booked from its line: the difference is R$ 0,00, and nothing to warn about.
    expect((await req('POST', `/api/bank-lines/${lineIds[2]}/expense`, { categoria: 'Outros' })).status).toBe(201);
    const after = await req('GET', '/api/reconciliation/2026-10');
    expect(after.body.contas.find((c: { conta_id: number }) => c.conta_id === conta)).toMatchObject({
      diferenca: 0,
      pendentes: 0,
      conciliados: 3,
      livro: { saidas: 109.99, saldo: 2324.57 },
    });
    expect(after.body.avisos).toEqual([]);
  });

  it('the book counts a record on the day its money moved, as the account balance does: an open bill nowhere, a paid one on its baixa', async () => {
    const conta = await rc.account({ nome: 'Sicoob', saldo: 100000, desde: '2026-09-30' });
    const bills = (body: Record<string, unknown>) => rc.bill({ descricao: 'Aluguel', conta_id: conta, ...body });
    // Still open: no money left the account.
    await bills({ valor: 500, data_despesa: '2026-10-10', vencimento: '2026-10-20' });
    // Incurred in October, paid (with R$ 2,00 of juros) from the account on 3 November.
    const late = await bills({ valor: 300, data_despesa: '2026-10-05', vencimento: '2026-10-25' });
    const paid = await req('POST', `/api/bills/${late.id}/pay`, {
      data_baixa: '2026-11-03',
      conta_id: conta,
      forma_pagamento: 'PIX',
      valor_pago: 302,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await payment({ valor: 50, data_pagamento: '2026-10-15', conta_id: conta });

    const book = async (month: string) =>
      ((await req('GET', `/api/reconciliation/${month}`)).body.contas as Array<Record<string, unknown>>).find(
        (c) => c.conta_id === conta,
      )?.livro;
    expect(await book('2026-10')).toEqual({ entradas: 50, saidas: 0, saldo: 1050 });
    expect(await book('2026-11')).toEqual({ entradas: 0, saidas: 302, saldo: 748 });
    // The balance the accounts list shows today (21/11/2026) is November's book balance.
    const accounts = await req('GET', '/api/financial-accounts');
    expect(accounts.body.data.find((a: { id: number }) => a.id === conta).saldo).toBe(748);
  });

  it('the closing keeps the warning it closed with', async () => {
    await rc.statement([{ data: '2026-10-05', valor: 5000, descricao: 'PIX' }]);
    const closed = await req('POST', '/api/closings/2026-10/close');
    expect(closed.status).toBe(200);
    expect(closed.body.conciliacao.avisos).toEqual([
      'Banco Itaú: 1 linha pendente de conciliação',
      'Banco Itaú: diferença de R$\u00a050,00 entre o banco e o livro',
    ]);
    // Linking later does not rewrite what the closing recorded.
    const p = await payment({ valor: 50, data_pagamento: '2026-11-02' });
    expect(p.id).toBeGreaterThan(0);
    const again = await req('GET', '/api/closings/2026-10');
    expect(again.body.conciliacao).toEqual(closed.body.conciliacao);
  });

  it('bad input: month, query, bodies', async () => {
    expect((await req('GET', '/api/reconciliation/2026-13')).status).toBe(400);
    const q = await req('GET', '/api/bank-lines?situacao=talvez');
    expect(q.status).toBe(400);
    expect(q.body.message).toBe('Situação inválida: use pendente, conciliado ou ignorado');
    expect((await req('GET', '/api/bank-lines?startDate=2026-11-10&endDate=2026-11-01')).status).toBe(400);
    const { lineIds } = await rc.statement([{ data: '2026-11-12', valor: 100, descricao: 'X' }]);
    const id = lineIds[0] as number;
    for (const body of [{}, { payment_ids: ['a'] }, { payment_ids: [2 ** 31] }, { tarifa: {} }, { foo: 1 }]) {
      const res = await req('POST', `/api/bank-lines/${id}/match`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await lineRow(id)).situacao).toBe('pendente');
  });
});
