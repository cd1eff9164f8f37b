import { beforeAll, describe, expect, it } from 'vitest';
import { call, companyFixture, registerCompany } from '../../../test/app.js';

/**
 * A hand-computed month (November 2026) checked figure by figure:
 *   confirmed entradas 1.000,00 (Ana 10%, Zé 5%) + 500,00 (Ana)  → revenue 1.500,00
 *   Ana's commission 100,00 + 50,00 = 150,00; Zé's 50,00
 *   pending entrada 300,00 (Zé); cancelled 999,99 (nowhere); confirmed saída 200,00 (an expense)
 *   expenses 150,00 + 80,00 (Alimentação) + 49,90 (Transporte) = 279,90 → total expenses 479,90
 *   net = 1.500,00 − 479,90 − 150,00 − 50,00 = 820,10; margin 54,67%
 *   previous 30 days (02/10–31/10): revenue 1.200,00 → variation +25%
 */

const fx = companyFixture('Padaria', { perFile: true });
const post = fx.create;

beforeAll(async () => {
  const ana = (await post('/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).id;
  const ze = (await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).id;
  const pay = (valor: number, data: string, extra: Record<string, unknown> = {}) =>
    post('/api/payments', { descricao: `Venda ${valor}`, valor, data_pagamento: data, status: 'confirmado', ...extra });
  await pay(1000, '2026-11-05', { atendente_id: ana, tripeiro_id: ze });
  await pay(500, '2026-11-20', { atendente_id: ana });
  await pay(300, '2026-11-10', { tripeiro_id: ze, status: 'pendente' });
  await pay(999.99, '2026-11-15', { atendente_id: ana, status: 'cancelado' });
  await pay(200, '2026-11-12', { tipo_pagamento: 'saida' });
  await pay(250, '2026-12-01', { atendente_id: ana });
  await pay(1200, '2026-10-15');
  const exp = (valor: number, data: string, categoria: string) =>
    post('/api/expenses', {
      descricao: `Gasto ${valor}`,
      valor,
      data_despesa: data,
      categoria,
      forma_pagamento: 'PIX',
    });
  await exp(150, '2026-11-03', 'Alimentação');
  await exp(49.9, '2026-11-25', 'Transporte');
  await exp(80, '2026-11-28', 'Alimentação');
  await exp(1000, '2026-10-31', 'Impostos');
  // Another company's money never shows here.
  const other = await registerCompany(fx.t.app, 'Outra');
  await post(
    '/api/payments',
    { descricao: 'Deles', valor: 5000, data_pagamento: '2026-11-05', status: 'confirmado' },
    other.token,
  );
  await post(
    '/api/expenses',
    { descricao: 'Deles', valor: 5000, data_despesa: '2026-11-05', categoria: 'Outros' },
    other.token,
  );
});

const dashboard = (query: string) => fx.req('GET', `/api/dashboard/metrics?${query}`);

describe('GET /api/dashboard/metrics', () => {
  it('gives the month figure by figure', async () => {
    const res = await dashboard('startDate=2026-11-01&endDate=2026-11-30');
    expect(res.status).toBe(200);
    expect(res.body.metrics).toEqual({
      totalRevenue: 1500,
      totalExpenses: 479.9,
      recordedExpenses: 279.9,
      confirmedSaidas: 200,
      confirmedSaidaCount: 1,
      result: 1020.1,
      totalAttendantCommissions: 150,
      totalTripeiroCommissions: 50,
      netProfit: 820.1,
      profitMargin: 54.67,
      variation: 25,
      pendingPayments: 300,
      pendingCount: 1,
      confirmedCount: 2,
      expenseCount: 3,
    });
    expect(res.body.topAttendants).toEqual([
      { id: expect.any(Number), nome: 'Ana', total_sales: 2, total_value: 1500, total_commission: 150 },
    ]);
    expect(res.body.expensesByCategory).toEqual([
      { categoria: 'Alimentação', total_value: 230, total_count: 2 },
      { categoria: 'Transporte', total_value: 49.9, total_count: 1 },
    ]);
    expect(res.body.latestPayments.map((p: { amount: number }) => p.amount)).toEqual([500, 999.99, 200, 300, 1000]);
    expect(res.body.latestPayments[0]).toMatchObject({ payment_date: '2026-11-20', attendant_name: 'Ana' });
    expect(res.body.latestExpenses.map((e: { amount: number }) => e.amount)).toEqual([80, 49.9, 150]);
    expect(res.body.latestExpenses[0]).toMatchObject({ expense_date: '2026-11-28', category: 'Alimentação' });
  });

  it('has no variation or margin when the divisor is zero', async () => {
    const res = await dashboard('startDate=2026-09-01&endDate=2026-09-30');
    expect(res.body.metrics).toMatchObject({ totalRevenue: 0, variation: null, profitMargin: null, netProfit: 0 });
    const from0 = await dashboard('startDate=2026-10-15&endDate=2026-10-15');
    expect(from0.body.metrics).toMatchObject({ totalRevenue: 1200, variation: null, profitMargin: 100 });
  });

  it('counts a negative variation and a loss', async () => {
    // 01/12–31/12 (250,00) against 31 days before, 31/10–30/11 (1.500,00): −83,33%.
    const res = await dashboard('startDate=2026-12-01&endDate=2026-12-31');
    expect(res.body.metrics.variation).toBe(-83.33);
    const loss = await dashboard('startDate=2026-10-31&endDate=2026-10-31');
    expect(loss.body.metrics).toMatchObject({
      totalRevenue: 0,
      totalExpenses: 1000,
      netProfit: -1000,
      profitMargin: null,
    });
  });

  it('defaults to today and refuses a reversed range', async () => {
    const today = await dashboard('');
    expect(today.status).toBe(200);
    expect(today.body.period).toEqual({ startDate: '2026-11-21', endDate: '2026-11-21' });
    const bad = await dashboard('startDate=2026-11-30&endDate=2026-11-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Data inicial não pode ser maior que data final');
    expect((await dashboard('startDate=2026-02-30')).status).toBe(400);
  });
});

describe('expenses', () => {
  it('lists with category and date filters, pagination and search', async () => {
    const all = await fx.req('GET', '/api/expenses?limit=2');
    expect(all.body.pagination).toEqual({ page: 1, limit: 2, total: 4, totalPages: 2 });
    expect(all.body.data.map((e: { valor: number }) => e.valor)).toEqual([80, 49.9]);
    const food = await call(
      fx.t.app,
      'GET',
      `/api/expenses?categoria=${encodeURIComponent('Alimentação')}&startDate=2026-11-01&endDate=2026-11-30`,
      {
        token: fx.owner.token,
      },
    );
    expect(food.body.data.map((e: { valor: number }) => e.valor)).toEqual([80, 150]);
    const search = await fx.req('GET', '/api/expenses?search=49');
    expect(search.body.data).toHaveLength(1);
    // A category the company lacks filters to nothing (ADR 048); a name no category can have is refused.
    const none = await fx.req('GET', '/api/expenses?categoria=Lazer');
    expect(none.body.data).toEqual([]);
    const bad = await fx.req('GET', `/api/expenses?categoria=${'x'.repeat(61)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Categoria inválida');
  });

  it('gives stats: count, amount, and categories by total', async () => {
    const res = await call(fx.t.app, 'GET', '/api/expenses/stats?startDate=2026-10-01&endDate=2026-11-30', {
      token: fx.owner.token,
    });
    expect(res.body).toEqual({
      total: { total_expenses: 4, total_amount: 1279.9 },
      byCategory: [
        { categoria: 'Impostos', total_value: 1000, total_count: 1 },
        { categoria: 'Alimentação', total_value: 230, total_count: 2 },
        { categoria: 'Transporte', total_value: 49.9, total_count: 1 },
      ],
    });
  });
});
