import { describe, expect, it } from 'vitest';
import { call, companyFixture, registerCompany } from '../../../test/app.js';

/**
 * The cash flow (docs/product-rules.md "Cash flow", ADR 053), on both databases. The clock is
 * 2026-11-21. Bills and receivables get the contract's columns (migration 021) straight in SQL: a
 * bill is an expense with `situacao` 'a_pagar' or a `data_baixa`, a received receivable a payment
 * with `data_recebimento`.
 */
const fx = companyFixture('Padaria');
const req = (...a: Parameters<typeof fx.req>) => fx.req(...a);

async function ok(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await req(method, url, body);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}
const create = async (url: string, body: unknown) => (await ok('POST', url, body)).data;

async function account(nome: string, saldo_inicial: number, data_saldo_inicial: string) {
  return (await create('/api/financial-accounts', { nome, tipo: 'banco', saldo_inicial, data_saldo_inicial })).id;
}
const payment = (body: Record<string, unknown>) =>
  create('/api/payments', { descricao: 'Venda', status: 'confirmado', ...body });
const expense = (body: Record<string, unknown>) =>
  create('/api/expenses', { descricao: 'Conta', categoria: 'Outros', ...body });

/** Sets migration 021's columns on a row (what the bills feature writes). */
async function setColumns(table: 'expenses' | 'payments', id: number, values: Record<string, string>) {
  await fx.t.handle.db
    .updateTable(table as 'expenses')
    .set(values as never)
    .where('id', '=', id)
    .execute();
}

/** October 2026 of a company with a bank (R$ 1.000 on 01/10) and a safe (zero on 01/10). */
async function october() {
  const banco = await account('Banco', 1000, '2026-10-01');
  const cofre = await account('Cofre', 0, '2026-10-01');
  const ana = (await create('/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).id;
  const ze = (await create('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).id;

  await payment({ valor: 500, data_pagamento: '2026-10-05', conta_id: banco });
  const sale = await payment({ valor: 150, data_pagamento: '2026-10-03', atendente_id: ana });
  const late = await payment({ valor: 70, data_pagamento: '2026-09-25' });
  await setColumns('payments', late.id, { data_recebimento: '2026-10-02' });
  const zes = await payment({ valor: 200, data_pagamento: '2026-10-08', tripeiro_id: ze, status: 'pendente' });
  await payment({ valor: 30, data_pagamento: '2026-10-20', tipo_pagamento: 'saida' });
  await payment({ valor: 999, data_pagamento: '2026-10-21', status: 'pendente' });
  await payment({ valor: 888, data_pagamento: '2026-10-22', status: 'cancelado' });

  await expense({ valor: 200, data_despesa: '2026-10-10', conta_id: banco });
  await expense({ valor: 50, data_despesa: '2026-10-12' });
  const unpaid = await expense({ valor: 80, data_despesa: '2026-10-15' });
  await setColumns('expenses', unpaid.id, { situacao: 'a_pagar', vencimento: '2026-11-25' });
  const earlier = await expense({ valor: 40, data_despesa: '2026-09-20' });
  await setColumns('expenses', earlier.id, { data_baixa: '2026-10-05' });
  const later = await expense({ valor: 60, data_despesa: '2026-10-18' });
  await setColumns('expenses', later.id, { data_baixa: '2026-11-03' });

  await create('/api/transfers', { data: '2026-10-25', valor: 100, conta_origem_id: banco, conta_destino_id: cofre });
  await create('/api/payouts', {
    atendente_id: ana,
    data_pagamento: '2026-10-28',
    forma_pagamento: 'PIX',
    payment_ids: [sale.id],
  });
  await create('/api/settlements', {
    tripeiro_id: ze,
    data_acerto: '2026-10-29',
    forma_pagamento: 'Dinheiro',
    payment_ids: [zes.id],
  });
  return { banco, cofre };
}

describe('realized cash flow', () => {
  it('counts each movement on the day it moved, per account and Sem conta, and meets the closing to the centavo', async () => {
    const { banco, cofre } = await october();
    expect((await req('POST', '/api/closings/2026-10/close')).status).toBe(200);

    const flow = await ok('GET', '/api/cash-flow?startDate=2026-10-01&endDate=2026-10-31&granularidade=semana');
    // In: 500 (bank) + 150 + 70 (received 02/10) + 200 (Zé's, received on the settlement's day 29/10). Out: 200 +
    // 50 + 30 (saída) + 40 (September's bill paid 05/10) + 15 (Ana's payout) + 10 (Zé's kept
    // commission). The transfer moves nothing in the total; the pending and cancelled nothing at all.
    expect(flow).toMatchObject({
      regime: 'caixa',
      saldo_inicial: 1000,
      entradas: 920,
      saidas: 345,
      aberturas: 0,
      saldo_final: 1575,
    });
    // Weeks from Sunday, clipped to the period: 01–03/10, 04–10/10, …, 25–31/10.
    expect(flow.periodos.map((p: { inicio: string; fim: string }) => `${p.inicio}…${p.fim}`)).toEqual([
      '2026-10-01…2026-10-03',
      '2026-10-04…2026-10-10',
      '2026-10-11…2026-10-17',
      '2026-10-18…2026-10-24',
      '2026-10-25…2026-10-31',
    ]);
    expect(flow.periodos[0]).toMatchObject({ saldo_inicial: 1000, entradas: 220, saidas: 0, saldo_final: 1220 });
    expect(flow.periodos[1]).toMatchObject({ entradas: 500, saidas: 240 });
    expect(flow.periodos.at(-1)).toMatchObject({ entradas: 200, saidas: 25, saldo_final: 1575 });
    expect(flow.contas).toEqual([
      expect.objectContaining({ nome: 'Caixa', saldo_inicial: 0, entradas: 0, saidas: 0, saldo_final: 0 }),
      expect.objectContaining({ conta_id: banco, saldo_inicial: 1000, entradas: 500, saidas: 300, saldo_final: 1200 }),
      expect.objectContaining({ conta_id: cofre, saldo_inicial: 0, entradas: 100, saidas: 0, saldo_final: 100 }),
      {
        conta_id: null,
        nome: 'Sem conta',
        saldo_inicial: 0,
        entradas: 420,
        saidas: 145,
        aberturas: 0,
        saldo_final: 275,
      },
    ]);

    // The closing's Resultado: 850 − (390 + 30) = 430; the cash 575; the items take one to the other.
    const c = flow.conciliacao;
    expect(c).toMatchObject({ mes: '2026-10', resultado_fechamento: 430, resultado_caixa: 575 });
    const byKind = Object.fromEntries(c.itens.map((i: { tipo: string; valor: number }) => [i.tipo, i.valor]));
    expect(byKind).toEqual({
      despesas_nao_pagas: 80,
      despesas_pagas_em_outro_mes: 60,
      despesas_de_outro_mes_pagas: -40,
      entradas_de_outro_mes_recebidas: 70,
      comissoes_pagas: -15,
      comissoes_retidas: -10,
    });
    const centavos = (v: number) => Math.round(v * 100);
    const sum = c.itens.reduce((s: number, i: { valor: number }) => s + centavos(i.valor), 0);
    expect(centavos(c.resultado_fechamento) + sum).toBe(centavos(c.resultado_caixa));
    const closing = (await ok('GET', '/api/closings/2026-10')).cards;
    expect(centavos(closing.totalRevenue) - centavos(closing.totalExpenses)).toBe(centavos(c.resultado_fechamento));

    // One account: transfers are in and out of it; no Sem conta, no reconciliation.
    const one = await ok(
      'GET',
      `/api/cash-flow?startDate=2026-10-01&endDate=2026-10-31&granularidade=mes&conta_id=${banco}`,
    );
    expect(one).toMatchObject({
      saldo_inicial: 1000,
      entradas: 500,
      saidas: 300,
      saldo_final: 1200,
      conciliacao: null,
    });
    expect(one.contas).toHaveLength(1);
    expect(one.periodos).toHaveLength(1);

    // November opens where October closed; the bill paid 03/11 leaves then.
    const nov = await ok('GET', '/api/cash-flow?startDate=2026-11-01&endDate=2026-11-21&granularidade=mes');
    expect(nov).toMatchObject({ saldo_inicial: 1575, entradas: 0, saidas: 60, saldo_final: 1515, conciliacao: null });
  });

  it('counts an account from its opening date: its balance appears as an abertura inside the period', async () => {
    const banco = await account('Banco', 300, '2026-10-10');
    await payment({ valor: 40, data_pagamento: '2026-10-05', conta_id: banco }); // in the opening balance
    await payment({ valor: 60, data_pagamento: '2026-10-12', conta_id: banco });
    const flow = await ok('GET', '/api/cash-flow?startDate=2026-10-01&endDate=2026-10-31&granularidade=dia');
    expect(flow).toMatchObject({ saldo_inicial: 0, entradas: 60, saidas: 0, aberturas: 300, saldo_final: 360 });
    expect(flow.periodos).toHaveLength(31);
    expect(flow.periodos[9]).toMatchObject({ inicio: '2026-10-10', aberturas: 300, saldo_final: 300 });
    const balance = (await ok('GET', `/api/financial-accounts/${banco}`)).data.saldo;
    const line = flow.contas.find((l: { conta_id: number }) => l.conta_id === banco);
    expect(line.saldo_final).toBe(balance);
  });

  it('refuses bad input with pt-BR messages, and another company’s account with 404', async () => {
    const bad: [string, string][] = [
      ['/api/cash-flow', 'Informe as datas inicial e final'],
      ['/api/cash-flow?startDate=2026-10-01&endDate=2026-09-01', 'Data inicial não pode ser maior que data final'],
      ['/api/cash-flow?startDate=2026-02-31&endDate=2026-03-01', 'Data inválida'],
      [
        '/api/cash-flow?startDate=2024-01-01&endDate=2026-01-01',
        'O período máximo do fluxo de caixa é de 2 anos (731 dias)',
      ],
      [
        '/api/cash-flow?startDate=2026-10-01&endDate=2026-10-31&granularidade=ano',
        'Granularidade inválida: use dia, semana ou mes',
      ],
      ['/api/cash-flow?startDate=2026-10-01&endDate=2026-10-31&conta_id=abc', 'Conta inválida'],
      ['/api/cash-flow?startDate=2026-10-01&endDate=2026-10-31&x=1', ''],
      ['/api/cash-flow/forecast?dias=45', 'Horizonte inválido: use 30, 60 ou 90 dias'],
      ['/api/cash-flow/forecast?conta_id=-1', 'Conta inválida'],
    ];
    for (const [url, message] of bad) {
      const res = await req('GET', url);
      expect(res.status, url).toBe(400);
      if (message) expect(JSON.stringify(res.body), url).toContain(message);
    }
    const other = await registerCompany(fx.t.app, 'Outra');
    const foreign = (await call(fx.t.app, 'GET', '/api/financial-accounts', { token: other.token })).body.data[0].id;
    for (const url of [
      `/api/cash-flow?startDate=2026-10-01&endDate=2026-10-31&conta_id=${foreign}`,
      `/api/cash-flow/forecast?conta_id=${foreign}`,
    ]) {
      const res = await req('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body.message).toBe('Conta não encontrada');
    }
  });
});

describe('forecast', () => {
  it('projects today’s balance with receivables and bills by due date, overdue on today, and flags the day it turns negative', async () => {
    const banco = await account('Banco', 1000, '2026-11-01');
    await payment({ valor: 200, data_pagamento: '2026-11-05', conta_id: banco });
    await payment({ valor: 300, data_pagamento: '2026-11-10', status: 'pendente' }); // overdue
    const receivable = await payment({ valor: 100, data_pagamento: '2026-11-18', status: 'pendente' });
    await setColumns('payments', receivable.id, { vencimento: '2026-12-10' });
    // Dated ahead but due later still: it counts on its due date, not on its own.
    const ahead = await payment({ valor: 50, data_pagamento: '2026-11-23', status: 'pendente' });
    await setColumns('payments', ahead.id, { vencimento: '2026-12-15' });
    const bill = await expense({ valor: 2000, data_despesa: '2026-11-15' });
    await setColumns('expenses', bill.id, { situacao: 'a_pagar', vencimento: '2026-12-05' });
    const overdueBill = await expense({ valor: 25, data_despesa: '2026-11-01' });
    await setColumns('expenses', overdueBill.id, { situacao: 'a_pagar', vencimento: '2026-11-20' });
    await expense({ valor: 10, data_despesa: '2026-11-30' }); // paid, dated ahead: leaves on its date

    const f = await ok('GET', '/api/cash-flow/forecast?dias=30');
    expect(f).toMatchObject({
      regime: 'caixa',
      hoje: '2026-11-21',
      dias: 30,
      saldo_hoje: 1200,
      vencidos: { entradas: 300, saidas: 25, quantidade: 2 },
      a_receber: 450,
      a_pagar: 2025,
    });
    expect(f.projecao).toHaveLength(31);
    expect(f.projecao[0]).toMatchObject({
      data: '2026-11-21',
      entradas: 300,
      saidas: 25,
      saldo: 1475,
      negativo: false,
    });
    const day = (d: string) => f.projecao.find((p: { data: string }) => p.data === d);
    expect(day('2026-11-30')).toMatchObject({ saidas: 10, saldo: 1465 });
    expect(day('2026-12-05')).toMatchObject({ saidas: 2000, saldo: -535, negativo: true });
    expect(day('2026-12-10')).toMatchObject({ entradas: 100, saldo: -435, negativo: true });
    expect(day('2026-11-23')).toMatchObject({ entradas: 0, saidas: 0 });
    expect(day('2026-12-15')).toMatchObject({ entradas: 50, saldo: -385 });
    expect(f.saldo_final).toBe(-385);
    expect(f.negativos).toEqual([
      { data: '2026-12-05', saldo: -535, aviso: 'Saldo previsto negativo em 05/12: -R$\u00a0535,00' },
    ]);

    // The bank alone: its balance, none of the items without an account.
    const one = await ok('GET', `/api/cash-flow/forecast?dias=90&conta_id=${banco}`);
    expect(one).toMatchObject({ saldo_hoje: 1200, a_receber: 0, a_pagar: 0, saldo_final: 1200, negativos: [] });
    expect(one.projecao).toHaveLength(91);
  });
});

describe('bad queries', () => {
  it('answers every malformed query with a 400 in Portuguese, never a 5xx', async () => {
    const junk = [
      'startDate=2026-10-01%00&endDate=2026-10-31',
      'startDate=2026-10-01&endDate=2026-10-31&granularidade=',
      'startDate=2026-10-01&endDate=2026-10-31&granularidade=dia&granularidade=mes',
      'startDate=2026-10-01&endDate=2026-10-31&conta_id=0',
      'startDate=2026-10-01&endDate=2026-10-31&conta_id=1.5',
      'startDate=2026-10-01&endDate=2026-10-31&conta_id=99999999999999999999',
      'startDate=2026-10-01&endDate=2026-10-31&__proto__=1',
      'startDate=20261001&endDate=2026-10-31',
      'startDate=0000-00-00&endDate=9999-12-31',
      `startDate=${'9'.repeat(5000)}&endDate=2026-10-31`,
      'startDate[]=2026-10-01&endDate=2026-10-31',
    ];
    for (const q of junk) {
      const res = await req('GET', `/api/cash-flow?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.message, q).toBe('string');
    }
    for (const q of ['dias=', 'dias=0', 'dias=30.0', 'dias=-30', 'dias=30&dias=60', 'conta_id=%00', 'x=1']) {
      const res = await req('GET', `/api/cash-flow/forecast?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.message, q).toBe('string');
    }
  });
});
