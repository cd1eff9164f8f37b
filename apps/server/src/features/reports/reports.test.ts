import { REPORT_TYPES } from '@livro-caixa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyFixture } from '../../../test/app.js';
import { expectCsvDownload } from '../../../test/export-check.js';

/**
 * Two months by hand (Sep–Oct 2026):
 *   Sep: confirmed entrada 100,00 'Pão' (Ana 10%); expense 30,00 Transporte (PIX)
 *   Oct: confirmed 1.000,00 'Bolo' (Ana, Zé 10%) and 200,00 'Pão' (Ana); pending 400,00 (Zé);
 *        cancelled 50,00; confirmed saída 20,00; expenses 80,00 Alimentação (no method) + 70,00 Alimentação (PIX)
 *   revenue 1.300,00; expenses 30 + 20 + 150 = 200,00; Ana's commission 130,00; Zé's 100,00
 *   net 1.300 − 200 − 130 − 100 = 870,00; margin 66,92%
 */

const fx = companyFixture('Confeitaria', { perFile: true });
const post = fx.create;

beforeAll(async () => {
  const ana = (await post('/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).id;
  const ze = (await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 10 })).id;
  const pay = (descricao: string, valor: number, data: string, extra: Record<string, unknown> = {}) =>
    post('/api/payments', { descricao, valor, data_pagamento: data, status: 'confirmado', ...extra });
  await pay('Pão', 100, '2026-09-10', { atendente_id: ana });
  await pay('Bolo', 1000, '2026-10-03', { atendente_id: ana, tripeiro_id: ze });
  await pay('Pão', 200, '2026-10-04', { atendente_id: ana });
  await pay('Encomenda', 400, '2026-10-05', { tripeiro_id: ze, status: 'pendente' });
  await pay('Cancelado', 50, '2026-10-06', { status: 'cancelado' });
  await pay('Troco', 20, '2026-10-07', { tipo_pagamento: 'saida' });
  const exp = (valor: number, data: string, categoria: string, forma_pagamento?: string) =>
    post('/api/expenses', { descricao: 'Gasto', valor, data_despesa: data, categoria, forma_pagamento });
  await exp(30, '2026-09-20', 'Transporte', 'PIX');
  await exp(80, '2026-10-08', 'Alimentação');
  await exp(70, '2026-10-09', 'Alimentação', 'PIX');
});

const report = (query: string) => fx.req('GET', `/api/reports/generate?${query}`);
/** The report as the CSV download. */
const csv = (query: string) =>
  fx.t.app.inject({
    method: 'GET',
    url: `/api/reports/generate?${query}&format=csv`,
    headers: { authorization: `Bearer ${fx.owner.token}` },
  });

describe('GET /api/reports/generate', () => {
  it('financial: every section figure by figure', async () => {
    const res = await report('type=financial&startDate=2026-08-15&endDate=2026-10-31');
    expect(res.status).toBe(200);
    const r = res.body;
    expect(r.summary).toEqual({
      totalRevenue: 1300,
      totalExpenses: 200,
      recordedExpenses: 180,
      confirmedSaidas: 20,
      confirmedSaidaCount: 1,
      result: 1100,
      netProfit: 870,
      totalCommissions: 230,
      attendantCommissions: 130,
      tripeiroCommissions: 100,
      pendingPayments: 400,
      confirmedPayments: 1300,
      expenseCount: 3,
      attendantCount: 1,
      profitMargin: 66.92,
    });
    expect(r.monthlyTrend).toEqual([
      { month: '2026-08', revenue: 0, expenses: 0 },
      { month: '2026-09', revenue: 100, expenses: 30 },
      { month: '2026-10', revenue: 1200, expenses: 170 },
    ]);
    expect(r.byCategory).toEqual([
      { name: 'Alimentação', value: 150, count: 2, percentage: 83.33 },
      { name: 'Transporte', value: 30, count: 1, percentage: 16.67 },
    ]);
    expect(r.byAttendant).toEqual([
      {
        id: expect.any(Number),
        name: 'Ana',
        salesCount: 3,
        totalSales: 1300,
        totalCommission: 130,
        commissionPercent: 10,
      },
    ]);
    expect(r.byTripeiro).toEqual([
      {
        id: expect.any(Number),
        name: 'Zé',
        paymentCount: 2,
        totalPaid: 1000,
        totalPending: 400,
        totalCommission: 100,
        commissionPercent: 10,
      },
    ]);
    expect(r.topProducts).toEqual([
      { name: 'Bolo', count: 1, total: 1000 },
      { name: 'Pão', count: 2, total: 300 },
    ]);
    expect(r.paymentMethods).toEqual([
      { name: 'PIX', count: 2, total: 100 },
      { name: 'Não informado', count: 1, total: 80 },
    ]);
    expect(r.groups).toEqual([]);
  });

  it('custom: groups by each dimension', async () => {
    const byMonth = await report('type=custom&groupBy=month&startDate=2026-09-01&endDate=2026-10-31');
    expect(byMonth.body.groups).toEqual([
      { label: '2026-09', count: 1, entradas: 100, saidas: 0, revenue: 100, expenses: 30, net: 70 },
      { label: '2026-10', count: 2, entradas: 1200, saidas: 20, revenue: 1200, expenses: 170, net: 1030 },
    ]);
    // By status: each status's entradas and saídas apart; revenue only for confirmed entradas and
    // expenses only for confirmed saídas (docs/product-rules.md 'Money'), so TOTAIS is the revenue.
    const byStatus = await report('type=custom&groupBy=status&startDate=2026-09-01&endDate=2026-10-31');
    expect(byStatus.body.groups).toEqual([
      { label: 'confirmado', count: 4, entradas: 1300, saidas: 20, revenue: 1300, expenses: 20, net: 1280 },
      { label: 'pendente', count: 1, entradas: 400, saidas: 0, revenue: 0, expenses: 0, net: 0 },
      { label: 'cancelado', count: 1, entradas: 50, saidas: 0, revenue: 0, expenses: 0, net: 0 },
    ]);
    const revenue = byStatus.body.groups.reduce((n: number, g: { revenue: number }) => n + g.revenue, 0);
    expect(revenue).toBe(byStatus.body.summary.totalRevenue);
    const byDay = await report('type=custom&groupBy=day&startDate=2026-10-03&endDate=2026-10-04');
    expect(byDay.body.groups.map((g: { label: string }) => g.label)).toEqual(['2026-10-03', '2026-10-04']);
    const byCategory = await report('type=custom&groupBy=category&startDate=2026-09-01&endDate=2026-10-31');
    expect(byCategory.body.groups[0]).toEqual({
      label: 'Alimentação',
      count: 2,
      entradas: 0,
      saidas: 0,
      revenue: 0,
      expenses: 150,
      net: -150,
    });
    for (const groupBy of ['attendant', 'tripeiro']) {
      const res = await report(`type=custom&groupBy=${groupBy}&startDate=2026-09-01&endDate=2026-10-31`);
      expect(res.body.groups[0].label).toBe(groupBy === 'attendant' ? 'Ana' : 'Zé');
    }
  });

  it('answers every type, and refuses bad input', async () => {
    for (const type of REPORT_TYPES) {
      const res = await report(`type=${type}&startDate=2026-10-01&endDate=2026-10-31`);
      expect(res.status, type).toBe(200);
      expect(res.body.type).toBe(type);
    }
    expect((await report('type=lucros&startDate=2026-10-01&endDate=2026-10-31')).body.message).toBe(
      'Tipo de relatório inválido',
    );
    expect((await report('type=financial&startDate=2026-10-31&endDate=2026-10-01')).body.message).toBe(
      'Data inicial não pode ser maior que data final',
    );
    expect((await report('type=financial&startDate=2026-02-30&endDate=2026-03-01')).status).toBe(400);
    expect((await report('type=financial')).body.message).toBe('Informe as datas inicial e final');
    expect((await report('type=custom&groupBy=hora&startDate=2026-10-01&endDate=2026-10-31')).status).toBe(400);
  });

  it('downloads a CSV that Excel in pt-BR reads, and that parses back to the same figures', async () => {
    const res = await csv('type=financial&startDate=2026-09-01&endDate=2026-10-31');
    expectCsvDownload(res, 'relatorio-financeiro-2026-09-01-a-2026-10-31.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = res.body
      .slice(1)
      .split('\r\n')
      .map((l) => l.split(';'));
    const value = (label: string) => rows.find((r) => r[0] === label)?.[1];
    const reais = (text: string | undefined) => Number((text ?? '').replace(',', '.'));
    expect(reais(value('Receita'))).toBe(1300);
    expect(reais(value('Lucro líquido'))).toBe(870);
    expect(value('Margem (%)')).toBe('66,92');
    expect(rows).toContainEqual(['10/2026', '1200,00', '170,00', '1030,00']);
    expect(rows).toContainEqual(['Ana', '3', '1300,00', '433,33', '130,00', '10,00']);
    expect(rows).toContainEqual(['Zé', '2', '1000,00', '400,00', '71,43', '100,00']);
  });

  it('names each CSV in Portuguese, and writes the report by status with entradas and saídas apart', async () => {
    const names: Record<string, string> = {
      financial: 'financeiro',
      attendants: 'atendentes',
      tripeiros: 'tripeiros',
      expenses: 'despesas',
      commissions: 'comissoes',
      custom: 'personalizado',
    };
    for (const type of REPORT_TYPES) {
      const res = await csv(`type=${type}&startDate=2026-09-01&endDate=2026-10-31`);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="relatorio-${names[type]}-2026-09-01-a-2026-10-31.csv"`,
      );
    }
    const res = await csv('type=custom&groupBy=status&startDate=2026-09-01&endDate=2026-10-31');
    const lines = res.body.slice(1).split('\r\n');
    const at = lines.indexOf('Agrupado por status do pagamento');
    expect(lines.slice(at, at + 5)).toEqual([
      'Agrupado por status do pagamento',
      'Status do pagamento;Quantidade;Entradas;Saídas;Receita;Despesas + saídas;Resultado',
      'Confirmado;4;1300,00;20,00;1300,00;20,00;1280,00',
      'Pendente;1;400,00;0,00;0,00;0,00;0,00',
      'Cancelado;1;50,00;0,00;0,00;0,00;0,00',
    ]);
  });
});
