import { describe, expect, it } from 'vitest';
import { call, companyFixture, countRows, registerCompany } from '../../../test/app.js';
import { addAccount, addStatement, tenantOf } from '../../../test/reconciliation-fixture.js';

/**
 * Contas a pagar e a receber (docs/product-rules.md "Bills and receivables", ADR 050). Today is
 * 2026-11-21 (the test clock, São Paulo).
 */
const fx = companyFixture('Padaria', { perFile: false });

const bill = {
  descricao: 'Forno novo',
  valor: 1000,
  categoria: 'Manutenção',
  data_despesa: '2026-11-10',
  vencimento: '2026-12-31',
  parcelas: 3,
  forma_pagamento: 'Boleto',
};

const countExpenses = () => countRows(fx.t.handle.db, 'expenses');

async function caixa() {
  const res = await fx.req('GET', '/api/financial-accounts');
  return (res.body.data as Array<{ id: number; nome: string }>).find((a) => a.nome === 'Caixa')?.id as number;
}

describe('bills', () => {
  it('splits a total exactly in monthly instalments, day 31 falling on the last day of shorter months', async () => {
    const res = await fx.req('POST', '/api/bills', bill);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = res.body.data as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.valor)).toEqual([333.34, 333.33, 333.33]);
    expect(rows.map((r) => r.vencimento)).toEqual(['2026-12-31', '2027-01-31', '2027-02-28']);
    expect(rows.map((r) => [r.parcela, r.parcelas])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(rows.map((r) => r.descricao)).toEqual(['Forno novo (1/3)', 'Forno novo (2/3)', 'Forno novo (3/3)']);
    expect(rows.every((r) => r.status === 'a_vencer' && r.data === '2026-11-10')).toBe(true);
    // One group: the first instalment's number.
    const stored = await fx.t.handle.db
      .selectFrom('expenses')
      .select(['parcelamento_id', 'numero'])
      .orderBy('numero')
      .execute();
    expect(new Set(stored.map((s) => s.parcelamento_id))).toEqual(new Set([stored[0]?.numero]));
    // Competence: the bill counts in November's expenses, unpaid.
    const stats = await fx.req('GET', '/api/expenses/stats?startDate=2026-11-01&endDate=2026-11-30');
    expect(stats.body.total.total_amount).toBe(1000);
  });

  it('R$ 1.200,00 in 3× from 10/12 is three bills of R$ 400,00 on the 10th', async () => {
    const res = await fx.req('POST', '/api/bills', { ...bill, valor: 1200, vencimento: '2026-12-10' });
    expect((res.body.data as Array<{ valor: number; vencimento: string }>).map((r) => [r.valor, r.vencimento])).toEqual(
      [
        [400, '2026-12-10'],
        [400, '2027-01-10'],
        [400, '2027-02-10'],
      ],
    );
  });

  it('refuses bad input with a pt-BR message and writes nothing', async () => {
    const other = await registerCompany(fx.t.app, 'Outra');
    const created = await call(fx.t.app, 'POST', '/api/expense-categories', {
      token: other.token,
      body: { nome: 'Só da outra', grupo: 'outras' },
    });
    expect(created.status).toBe(201);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ vencimento: '2026-11-09' }, 'vencimento', 'O vencimento não pode ser antes da data da despesa'],
      [{ parcelas: 0 }, 'parcelas', 'Parcelas: de 1 a 120'],
      [{ parcelas: 1000 }, 'parcelas', 'Parcelas: de 1 a 120'],
      [{ parcelas: 2.5 }, 'parcelas', 'Parcelas: de 1 a 120'],
      [
        { valor: 0.02 },
        'parcelas',
        'O valor é pequeno demais para tantas parcelas (cada uma precisa de pelo menos R$ 0,01)',
      ],
      [{ categoria: 'Só da outra' }, 'categoria', 'Categoria inválida'],
      [{ vencimento: '' }, 'vencimento', 'O vencimento é obrigatório'],
      [{ vencimento: '2026-02-30' }, 'vencimento', 'Data inválida'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await fx.req('POST', '/api/bills', { ...bill, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fields?.[field], JSON.stringify(patch)).toBe(message);
    }
    expect(await countExpenses()).toBe(0);
  });

  it('pays one instalment with interest: its own row on the baixa day, in Juros e multas; twice is a 409; undo takes it back', async () => {
    const [first, second] = (await fx.req('POST', '/api/bills', bill)).body.data;
    const conta = await caixa();
    const paid = await fx.req('POST', `/api/bills/${first.id}/pay`, {
      data_baixa: '2026-11-20',
      conta_id: conta,
      forma_pagamento: 'PIX',
      valor_pago: 340,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'paga',
      data_baixa: '2026-11-20',
      conta_id: conta,
      conta_nome: 'Caixa',
      forma_pagamento: 'PIX',
      ajuste: 6.66,
    });
    const juros = await fx.t.handle.db
      .selectFrom('expenses')
      .selectAll()
      .where('origem_numero', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(juros).toMatchObject({
      valor: 666,
      data_despesa: '2026-11-20',
      categoria: 'Juros e multas',
      situacao: 'paga',
    });
    const category = await fx.t.handle.db
      .selectFrom('expense_categories')
      .select('grupo')
      .where('nome', '=', 'Juros e multas')
      .executeTakeFirstOrThrow();
    expect(category.grupo).toBe('financeiras');
    // The juros row is the payment's: no edit or delete of its own, nor of the paid bill.
    expect((await fx.req('PUT', `/api/expenses/${juros.id}`, { valor: 1 })).status).toBe(409);
    expect((await fx.req('DELETE', `/api/expenses/${juros.id}`)).status).toBe(409);
    expect((await fx.req('DELETE', `/api/expenses/${first.id}`)).status).toBe(409);

    const again = await fx.req('POST', `/api/bills/${first.id}/pay`, { data_baixa: '2026-11-21', valor_pago: 333.34 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta conta já foi paga');

    // The second instalment stays open; the list shows both.
    const list = await fx.req('GET', '/api/bills');
    expect(list.body.data.map((b: { id: number; status: string }) => [b.id, b.status])).toContainEqual([
      second.id,
      'a_vencer',
    ]);

    const undone = await fx.req('POST', `/api/bills/${first.id}/undo`, {});
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'a_vencer', data_baixa: null, ajuste: 0 });
    expect(await countExpenses()).toBe(3);
  });

  it('a discount is an entrada of its own (desconto obtido); paying a closed month’s bill leaves its closing as it was', async () => {
    const [october] = (
      await fx.req('POST', '/api/bills', { ...bill, parcelas: 1, data_despesa: '2026-10-05', vencimento: '2026-10-30' })
    ).body.data;
    expect((await fx.req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    const closed = (await fx.req('GET', '/api/closings/2026-10')).body;
    // The baixa in the closed month itself is refused.
    const locked = await fx.req('POST', `/api/bills/${october.id}/pay`, { data_baixa: '2026-10-30', valor_pago: 1000 });
    expect(locked.status).toBe(409);
    const paid = await fx.req('POST', `/api/bills/${october.id}/pay`, { data_baixa: '2026-11-03', valor_pago: 980 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paga', ajuste: -20 });
    expect((await fx.req('GET', '/api/closings/2026-10')).body).toEqual(closed);
    const desconto = await fx.t.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('origem_numero', '=', october.numero)
      .executeTakeFirstOrThrow();
    expect(desconto).toMatchObject({
      valor: 2000,
      data_pagamento: '2026-11-03',
      status: 'confirmado',
      tipo_pagamento: 'entrada',
    });
    expect(desconto.descricao).toBe(`Desconto obtido: Forno novo — conta nº ${october.numero}`);
    // Undo takes the desconto back.
    expect((await fx.req('POST', `/api/bills/${october.id}/undo`, {})).status).toBe(200);
    expect(await fx.t.handle.db.selectFrom('payments').select('id').execute()).toEqual([]);
  });

  it("an open bill leaves the account's balance alone; its baixa takes the valor and the juros", async () => {
    const conta = await caixa();
    const saldo = async () =>
      (await fx.req('GET', '/api/financial-accounts')).body.data.find((a: { id: number }) => a.id === conta).saldo;
    const [one] = (await fx.req('POST', '/api/bills', { ...bill, parcelas: 1, conta_id: conta })).body.data;
    expect(await saldo()).toBe(0);
    // The Caixa opens on the company's first day (today).
    await fx.req('POST', `/api/bills/${one.id}/pay`, { data_baixa: '2026-11-21', conta_id: conta, valor_pago: 1012.5 });
    expect(await saldo()).toBe(-1012.5);
  });

  it("a debit line matched to an open bill pays it on the line's date and account", async () => {
    const [one] = (await fx.req('POST', '/api/bills', { ...bill, parcelas: 1, vencimento: '2026-11-20' })).body.data;
    const tenant = await tenantOf(fx.t.handle.db, fx.owner.email);
    const banco = await addAccount(fx.t.handle.db, tenant, { nome: 'Banco' });
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-19', valor: -100_000, descricao: 'PAGTO BOLETO FORNO' },
    ]);
    const res = await fx.req('POST', `/api/bank-lines/${lineIds[0]}/match`, { expense_ids: [one.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [paid] = (await fx.req('GET', '/api/bills')).body.data;
    expect(paid).toMatchObject({ id: one.id, status: 'paga', data_baixa: '2026-11-19', conta_id: banco, ajuste: 0 });
  });

  it('lists overdue first, then by due date, with the statuses of today', async () => {
    for (const [descricao, vencimento] of [
      ['Depois', '2026-11-25'],
      ['Hoje', '2026-11-21'],
      ['Atrasada', '2026-11-15'],
    ])
      await fx.req('POST', '/api/bills', { ...bill, descricao, parcelas: 1, data_despesa: '2026-11-01', vencimento });
    const res = await fx.req('GET', '/api/bills?month=2026-11');
    expect(res.body.data.map((b: { descricao: string; status: string }) => [b.descricao, b.status])).toEqual([
      ['Atrasada', 'vencida'],
      ['Hoje', 'vence_hoje'],
      ['Depois', 'a_vencer'],
    ]);
    expect((await fx.req('GET', '/api/bills?status=vencida')).body.data).toHaveLength(1);
    expect((await fx.req('GET', '/api/bills?status=sei-la')).status).toBe(400);
    // By the company's number (the e-mail's link, /contas?numero=N): that bill alone, of any month.
    const [depois] = res.body.data.slice(-1);
    const one = await fx.req('GET', `/api/bills?numero=${depois.numero}`);
    expect(one.body.data.map((b: { id: number }) => b.id)).toEqual([depois.id]);
    expect((await fx.req('GET', '/api/bills?numero=999999')).body.data).toEqual([]);
    for (const bad of ['0', 'x', '1.5']) {
      const refused = await fx.req('GET', `/api/bills?numero=${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.message).toBe('Número inválido');
    }
    const overview = (await fx.req('GET', '/api/bills/overview')).body.data;
    expect(overview.pagar).toEqual({
      vencidas: { count: 1, total: 1000 },
      vence_hoje: { count: 1, total: 1000 },
      proximas: { count: 1, total: 1000 },
      dias: 7,
    });
  });

  it("another company's bill is a 404 and stays unpaid", async () => {
    const [mine] = (await fx.req('POST', '/api/bills', { ...bill, parcelas: 1 })).body.data;
    const other = await registerCompany(fx.t.app, 'Outra');
    const res = await call(fx.t.app, 'POST', `/api/bills/${mine.id}/pay`, {
      token: other.token,
      body: { data_baixa: '2026-11-21', valor_pago: 1000 },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Conta a pagar não encontrada');
    expect((await fx.req('GET', '/api/bills')).body.data[0].status).toBe('a_vencer');
  });

  it('paying one instalment twice at once pays it once', async () => {
    const [first] = (await fx.req('POST', '/api/bills', bill)).body.data;
    const second = await fx.t.secondInstance();
    const body = { data_baixa: '2026-11-21', valor_pago: 350 };
    const results = await Promise.all([
      fx.req('POST', `/api/bills/${first.id}/pay`, body),
      call(second, 'POST', `/api/bills/${first.id}/pay`, { token: fx.owner.token, body }),
      fx.req('POST', `/api/bills/${first.id}/pay`, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const juros = await fx.t.handle.db
      .selectFrom('expenses')
      .select('valor')
      .where('origem_numero', '=', first.numero)
      .execute();
    expect(juros.map((j) => Number(j.valor))).toEqual([1666]);
  });
});

describe('receivables', () => {
  const receivable = {
    descricao: 'Fiado do Seu Zé',
    valor: 300,
    data_pagamento: '2026-11-05',
    vencimento: '2026-11-20',
    parcelas: 2,
  };

  it('creates pending entradas with due dates, receives one through the ledger, once', async () => {
    const res = await fx.req('POST', '/api/receivables', receivable);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [first, second] = res.body.data;
    expect([first.status, second.status]).toEqual(['vencida', 'a_vencer']);
    expect([first.vencimento, second.vencimento]).toEqual(['2026-11-20', '2026-12-20']);
    const conta = await caixa();
    const received = await fx.req('POST', `/api/receivables/${first.id}/receive`, {
      data_recebimento: '2026-11-21',
      conta_id: conta,
      forma_pagamento: 'PIX',
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({ status: 'recebida', data_baixa: '2026-11-21', conta_nome: 'Caixa' });
    const payment = (await fx.req('GET', `/api/payments/${first.id}`)).body.data;
    expect(payment).toMatchObject({ status: 'confirmado', data_pagamento: '2026-11-05' });
    const again = await fx.req('POST', `/api/receivables/${first.id}/receive`, { data_recebimento: '2026-11-21' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta conta já foi recebida');
    // An ordinary payment is no receivable.
    const plain = await fx.req('POST', '/api/payments', {
      descricao: 'Venda',
      valor: 10,
      data_pagamento: '2026-11-10',
    });
    const refused = await fx.req('POST', `/api/receivables/${plain.body.data.id}/receive`, {
      data_recebimento: '2026-11-21',
    });
    expect(refused.status).toBe(409);
    const overview = (await fx.req('GET', '/api/bills/overview')).body.data;
    expect(overview.receber.proximas).toEqual({ count: 0, total: 0 });
  });

  it('receiving one receivable twice at once receives it once', async () => {
    const [one] = (await fx.req('POST', '/api/receivables', { ...receivable, parcelas: 1 })).body.data;
    const second = await fx.t.secondInstance();
    const body = { data_recebimento: '2026-11-21' };
    const results = await Promise.all([
      fx.req('POST', `/api/receivables/${one.id}/receive`, body),
      call(second, 'POST', `/api/receivables/${one.id}/receive`, { token: fx.owner.token, body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const dashboard = await fx.req('GET', '/api/dashboard/metrics?startDate=2026-11-01&endDate=2026-11-30');
    expect(dashboard.body.metrics.totalRevenue).toBe(300);
  });

  it('refuses a due date before the entry, and 0 or 1,000 instalments', async () => {
    for (const [patch, field, message] of [
      [{ vencimento: '2026-11-01' }, 'vencimento', 'O vencimento não pode ser antes da data do lançamento'],
      [{ parcelas: 0 }, 'parcelas', 'Parcelas: de 1 a 120'],
      [{ parcelas: 1000 }, 'parcelas', 'Parcelas: de 1 a 120'],
    ] as const) {
      const res = await fx.req('POST', '/api/receivables', { ...receivable, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    }
    expect((await fx.req('GET', '/api/receivables')).body.data).toEqual([]);
  });

  it("a receivable of a closed month is received in the receipt's month (ADR 038)", async () => {
    const [october] = (
      await fx.req('POST', '/api/receivables', {
        ...receivable,
        parcelas: 1,
        data_pagamento: '2026-10-05',
        vencimento: '2026-10-20',
      })
    ).body.data;
    expect((await fx.req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    const res = await fx.req('POST', `/api/receivables/${october.id}/receive`, { data_recebimento: '2026-11-10' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const payment = (await fx.req('GET', `/api/payments/${october.id}`)).body.data;
    expect(payment).toMatchObject({
      status: 'confirmado',
      data_pagamento: '2026-11-10',
      data_lancamento: '2026-10-05',
    });
  });
});
