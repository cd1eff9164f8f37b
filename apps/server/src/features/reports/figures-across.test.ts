import { beforeAll, describe, expect, it } from 'vitest';
import { companyFixture } from '../../../test/app.js';

/**
 * One period read by the dashboard, the report and the Despesas page: a total that has one name
 * has one value on every screen, and where two totals differ the answer carries the parts that
 * make the difference (docs/product-rules.md "Figures on screen and in files").
 *   expenses 2.800,00 + 89,70 = 2.889,70 (2 despesas); confirmed saída 45,90; a pending saída 10,00
 *   counts nowhere → Despesas + saídas 2.935,60
 *   revenue 1.000,00 (10 % attendant = 100,00; 5 % tripeiro = 50,00)
 *   Resultado = 1.000,00 − 2.935,60 = −1.935,60; Lucro Líquido = −1.935,60 − 150,00 = −2.085,60
 */

const fx = companyFixture('Figuras', { perFile: true });
const post = fx.create;
const PERIOD = 'startDate=2026-10-01&endDate=2026-10-31';

beforeAll(async () => {
  const ana = (await post('/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).id;
  const ze = (await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).id;
  const pay = (valor: number, extra: Record<string, unknown>) =>
    post('/api/payments', { descricao: `Pagamento ${valor}`, valor, data_pagamento: '2026-10-10', ...extra });
  await pay(1000, { atendente_id: ana, tripeiro_id: ze, status: 'confirmado' });
  await pay(45.9, { tipo_pagamento: 'saida', status: 'confirmado' });
  await pay(10, { tipo_pagamento: 'saida', status: 'pendente' });
  const exp = (valor: number, categoria: string) =>
    post('/api/expenses', { descricao: `Gasto ${valor}`, valor, data_despesa: '2026-10-05', categoria });
  await exp(2800, 'Outros');
  await exp(89.7, 'Alimentação');
});

const get = async (path: string) => {
  const res = await fx.req('GET', path);
  expect(res.status).toBe(200);
  return res.body;
};

/** Adds reais through centavos, so the check is exact. */
const plus = (...values: number[]) => values.reduce((n, v) => n + Math.round(v * 100), 0) / 100;

describe('Despesas, Despesas + saídas, Resultado and Lucro Líquido across the API', () => {
  it('agree between /dashboard/metrics, /reports/generate and /expenses/stats, and their parts add up', async () => {
    const dashboard = (await get(`/api/dashboard/metrics?${PERIOD}`)).metrics;
    const report = (await get(`/api/reports/generate?type=financial&${PERIOD}`)).summary;
    const stats = await get(`/api/expenses/stats?${PERIOD}`);

    // Despesas (the Despesas page's total): the expenses recorded, on every endpoint.
    expect(stats.total.total_amount).toBe(2889.7);
    expect(stats.total.total_expenses).toBe(2);
    for (const f of [dashboard, report]) {
      expect(f.recordedExpenses).toBe(stats.total.total_amount);
      expect(f.expenseCount).toBe(stats.total.total_expenses);
      // Saídas: the confirmed ones only.
      expect(f.confirmedSaidas).toBe(45.9);
      expect(f.confirmedSaidaCount).toBe(1);
      // Despesas + saídas (totalExpenses, the name kept on the wire) is exactly its two parts.
      expect(f.totalExpenses).toBe(2935.6);
      expect(f.totalExpenses).toBe(plus(f.recordedExpenses, f.confirmedSaidas));
      // Resultado = Receita − (Despesas + saídas); Lucro Líquido also takes off both commissions.
      expect(f.result).toBe(-1935.6);
      expect(f.result).toBe(plus(f.totalRevenue, -f.totalExpenses));
      expect(f.netProfit).toBe(-2085.6);
    }
    expect(dashboard.netProfit).toBe(
      plus(dashboard.result, -dashboard.totalAttendantCommissions, -dashboard.totalTripeiroCommissions),
    );
    expect(report.netProfit).toBe(plus(report.result, -report.totalCommissions));

    // Same name, same value.
    for (const key of ['totalRevenue', 'totalExpenses', 'recordedExpenses', 'confirmedSaidas', 'result', 'netProfit']) {
      expect(report[key], key).toBe(dashboard[key]);
    }
    expect(report.expenseCount).toBe(dashboard.expenseCount);
    expect(report.confirmedSaidaCount).toBe(dashboard.confirmedSaidaCount);

    // "Despesas por categoria" (dashboard and report) adds up to Despesas, not to Despesas + saídas.
    const dashboardFull = await get(`/api/dashboard/metrics?${PERIOD}`);
    const reportFull = await get(`/api/reports/generate?type=expenses&${PERIOD}`);
    expect(plus(...dashboardFull.expensesByCategory.map((c: { total_value: number }) => c.total_value))).toBe(2889.7);
    expect(plus(...reportFull.byCategory.map((c: { value: number }) => c.value))).toBe(2889.7);
    // The monthly trend's Despesas + saídas and Resultado add up to the period's.
    const trend = reportFull.monthlyTrend as Array<{ revenue: number; expenses: number }>;
    expect(plus(...trend.map((m) => m.expenses))).toBe(report.totalExpenses);
    expect(plus(...trend.map((m) => m.revenue - m.expenses))).toBe(report.result);
  });

  it("names the parts in the report's CSV", async () => {
    const res = await fx.req('GET', `/api/reports/generate?type=financial&format=csv&${PERIOD}`);
    const csv = res.body;
    expect(csv).toContain('Despesas + saídas;2935,60');
    expect(csv).toContain('Despesas;2889,70');
    expect(csv).toContain('Saídas confirmadas;45,90');
    expect(csv).toContain('Resultado;-1935,60');
    expect(csv).toContain('Lucro líquido;-2085,60');
    expect(csv).toContain('Mês;Receita;Despesas + saídas;Resultado');
  });
});
