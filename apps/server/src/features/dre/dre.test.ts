import { beforeAll, describe, expect, it } from 'vitest';
import { companyFixture, getFile, registerCompany } from '../../../test/app.js';
import { pdfText } from '../../../test/pdf-text.js';

/**
 * The DRE against the dashboard and the closing, with something in every group (run on SQLite and
 * on PostgreSQL by the api projects). October 2026:
 *   entradas confirmadas 10.000,00 (Ana 10 % = 1.000,00; Zé 5 % = 500,00) + 2.000,00 = 12.000,00;
 *   a pending entrada (999,00) counts nowhere; a confirmed saída 150,00.
 *   Impostos 600,00 (deduções) → receita líquida 11.400,00
 *   Insumos 1.200,00 + its subcategory Gás 300,00, commissions 1.500,00 → margem 8.400,00 (70,0 %)
 *   Aluguel 2.500,00 (fixas), Salários 3.000,00 (pessoal), Outros 80,00 + saída 150,00 (outras)
 *     → resultado operacional 2.670,00
 *   Tarifas bancárias 45,50 + Juros 20,00 (a subcategory of Aluguel in 'financeiras') → 2.604,50
 *   = 12.000 − 7.745,50 (despesas) − 150 (saídas) − 1.500 (comissões): the Lucro Líquido.
 */

const fx = companyFixture('DRE', { perFile: true });
const OCT = 'startDate=2026-10-01&endDate=2026-10-31';

beforeAll(async () => {
  const post = fx.create;
  const ana = (await post('/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).id;
  const ze = (await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).id;
  const categories = (await fx.req('GET', '/api/expense-categories')).body.data as Array<{ id: number; nome: string }>;
  const idOf = (nome: string) => categories.find((c) => c.nome === nome)?.id;
  await post('/api/expense-categories', { nome: 'Gás', grupo: 'custos_variaveis', parent_id: idOf('Insumos') });
  await post('/api/expense-categories', { nome: 'Juros', grupo: 'financeiras', parent_id: idOf('Aluguel') });
  const pay = (valor: number, extra: Record<string, unknown>) =>
    post('/api/payments', { descricao: `Venda ${valor}`, valor, data_pagamento: '2026-10-10', ...extra });
  await pay(10_000, { atendente_id: ana, tripeiro_id: ze, status: 'confirmado' });
  await pay(2000, { status: 'confirmado' });
  await pay(999, { status: 'pendente' });
  await pay(150, { tipo_pagamento: 'saida', status: 'confirmado' });
  const exp = (valor: number, categoria: string, data_despesa = '2026-10-05') =>
    post('/api/expenses', { descricao: `Gasto ${categoria}`, valor, data_despesa, categoria });
  await exp(600, 'Impostos');
  await exp(1200, 'Insumos');
  await exp(300, 'Gás', '2026-10-31');
  await exp(2500, 'Aluguel');
  await exp(3000, 'Salários');
  await exp(80, 'Outros');
  await exp(45.5, 'Tarifas bancárias', '2026-10-01');
  await exp(20, 'Juros');
  // Outside October.
  await exp(777, 'Aluguel', '2026-11-02');
  await exp(1, 'Outros', '2026-09-30');
});

const get = async (path: string) => {
  const res = await fx.req('GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

type Line = {
  chave: string;
  valor: number;
  percentual: number | null;
  por_mes: number[];
  detalhes: Array<Record<string, unknown>>;
};
const lineOf = (dre: { linhas: Line[] }, chave: string) => dre.linhas.find((l) => l.chave === chave) as Line;

describe('DRE', () => {
  it('lays out the groups and subtotals by competência, each group with its categories', async () => {
    const dre = await get(`/api/reports/dre?${OCT}`);
    expect(dre.regime).toBe('competencia');
    expect(dre.periodo).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
    expect(dre.linhas.map((l: Line) => [l.chave, l.valor])).toEqual([
      ['receita_bruta', 12_000],
      ['deducoes', -600],
      ['receita_liquida', 11_400],
      ['custos_variaveis', -3000],
      ['margem_contribuicao', 8400],
      ['despesas_fixas', -2500],
      ['pessoal', -3000],
      ['outras', -230],
      ['resultado_operacional', 2670],
      ['financeiras', -65.5],
      ['resultado', 2604.5],
    ]);
    expect(dre.margem_contribuicao).toBe(8400);
    expect(dre.margem_contribuicao_percentual).toBe(70);
    expect(dre.resultado).toBe(2604.5);
    expect(dre.resultado_percentual).toBe(21.7);
    expect(lineOf(dre, 'custos_variaveis').detalhes).toEqual([
      {
        nome: 'Insumos',
        valor: -1500,
        percentual: -12.5,
        por_mes: [-1500],
        subcategorias: [{ nome: 'Gás', valor: -300, percentual: -2.5, por_mes: [-300] }],
      },
      { nome: 'Comissões de atendentes', valor: -1000, percentual: -8.33, por_mes: [-1000], subcategorias: [] },
      { nome: 'Comissões de tripeiros', valor: -500, percentual: -4.17, por_mes: [-500], subcategorias: [] },
    ]);
    expect(lineOf(dre, 'outras').detalhes.map((d) => [d.nome, d.valor])).toEqual([
      ['Outros', -80],
      ['Saídas confirmadas (pagamentos)', -150],
    ]);
    expect(lineOf(dre, 'financeiras').detalhes.map((d) => [d.nome, d.valor])).toEqual([
      ['Tarifas bancárias', -45.5],
      ['Aluguel › Juros', -20],
    ]);
    expect(lineOf(dre, 'despesas_fixas').detalhes.map((d) => [d.nome, d.valor])).toEqual([['Aluguel', -2500]]);
  });

  it("its resultado is the dashboard's and the closing's net profit, for a month and for a period that cuts months", async () => {
    const dre = await get(`/api/reports/dre?${OCT}`);
    const dashboard = (await get(`/api/dashboard/metrics?${OCT}`)).metrics;
    const report = (await get(`/api/reports/generate?type=financial&${OCT}`)).summary;
    const closing = await get('/api/closings/2026-10');
    expect(dashboard.netProfit).toBe(2604.5);
    expect(dre.resultado).toBe(dashboard.netProfit);
    expect(dre.resultado).toBe(report.netProfit);
    expect(dre.resultado).toBe(closing.cards.netProfit);
    expect(dre.receita_bruta).toBe(dashboard.totalRevenue);
    expect(dre.resultado_percentual).toBe(dashboard.profitMargin);

    // Closed: the snapshot and the DRE still agree.
    expect((await fx.req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    expect((await get('/api/closings/2026-10')).cards.netProfit).toBe((await get(`/api/reports/dre?${OCT}`)).resultado);

    for (const period of ['startDate=2026-09-15&endDate=2026-11-05', 'startDate=2026-10-05&endDate=2026-10-31']) {
      const d = await get(`/api/reports/dre?${period}`);
      const m = (await get(`/api/dashboard/metrics?${period}`)).metrics;
      expect(d.resultado, period).toBe(m.netProfit);
      expect(d.receita_bruta, period).toBe(m.totalRevenue);
    }
    // 2026-10-05 … leaves out the tarifa of the 1st.
    expect((await get('/api/reports/dre?startDate=2026-10-05&endDate=2026-10-31')).resultado).toBe(2650);
  });

  it('gives each figure per month of the period, each month the dashboard of its part', async () => {
    const dre = await get('/api/reports/dre?startDate=2026-09-15&endDate=2026-11-05');
    expect(dre.meses).toEqual(['2026-09', '2026-10', '2026-11']);
    const parts = ['startDate=2026-09-15&endDate=2026-09-30', OCT, 'startDate=2026-11-01&endDate=2026-11-05'];
    const netProfits = [];
    for (const part of parts) netProfits.push((await get(`/api/dashboard/metrics?${part}`)).metrics.netProfit);
    expect(lineOf(dre, 'resultado').por_mes).toEqual(netProfits);
    expect(netProfits).toEqual([-1, 2604.5, -777]);
    const cents = (xs: number[]) => xs.reduce((n, x) => n + Math.round(x * 100), 0);
    for (const line of dre.linhas as Line[]) {
      expect(cents(line.por_mes), line.chave).toBe(Math.round(line.valor * 100));
      for (const d of line.detalhes)
        expect(cents(d.por_mes as number[]), String(d.nome)).toBe(Math.round((d.valor as number) * 100));
    }
    expect(lineOf(dre, 'despesas_fixas').detalhes.map((d) => [d.nome, d.por_mes])).toEqual([
      ['Aluguel', [0, -2500, -777]],
    ]);
    const insumos = lineOf(dre, 'custos_variaveis').detalhes[0] as { subcategorias: Array<{ por_mes: number[] }> };
    expect(insumos.subcategorias[0]?.por_mes).toEqual([0, -300, 0]);
    // One month: its figures are the month's.
    const oct = await get(`/api/reports/dre?${OCT}`);
    expect(oct.meses).toEqual(['2026-10']);
    expect(lineOf(oct, 'resultado').por_mes).toEqual([2604.5]);
  });

  it('shows another company none of it', async () => {
    const other = await registerCompany(fx.t.app, 'Outra');
    const res = await fx.req('GET', `/api/reports/dre?${OCT}`, undefined, other.token);
    expect(res.status).toBe(200);
    expect(res.body.resultado).toBe(0);
    expect(res.body.margem_contribuicao_percentual).toBeNull();
    expect(res.body.linhas.every((l: Line) => l.valor === 0 && l.detalhes.length === 0)).toBe(true);
  });

  it('refuses bad periods with a pt-BR 400', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Informe as datas inicial e final'],
      ['startDate=2026-10-01', 'Informe as datas inicial e final'],
      ['startDate=2026-02-30&endDate=2026-03-31', 'Data inválida'],
      ['startDate=01/10/2026&endDate=2026-10-31', 'Data inválida'],
      ['startDate=2026-10-31&endDate=2026-10-01', 'Data inicial não pode ser maior que data final'],
      ['startDate=2021-01-01&endDate=2026-01-31', 'O período máximo da DRE é de 5 anos (60 meses)'],
    ];
    for (const path of ['/api/reports/dre', '/api/reports/dre/pdf', '/api/reports/dre/csv']) {
      for (const [query, message] of cases) {
        const res = await fx.req('GET', `${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(JSON.stringify(res.body), `${path}?${query}`).toContain(message);
      }
    }
    const unknown = await fx.req('GET', `/api/reports/dre?${OCT}&type=x`);
    expect(unknown.status).toBe(400);
    // 60 months is the most.
    expect((await fx.req('GET', '/api/reports/dre?startDate=2021-02-01&endDate=2026-01-31')).status).toBe(200);
  });

  it('exports the same DRE as a PDF and a CSV', async () => {
    const pdf = await getFile(fx.t.app, `/api/reports/dre/pdf?${OCT}`, fx.owner.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="dre-2026-10-01-a-2026-10-31.pdf"');
    const text = await pdfText(pdf.rawPayload);
    for (const part of [
      'DRE — Demonstrativo de resultado',
      'Período: 01/10/2026 a 31/10/2026',
      'Regime de competência',
      '(=) Margem de contribuição R$ 8.400,00 70,0%',
      'Insumos -R$ 1.500,00 -12,5%',
      'Gás -R$ 300,00 -2,5%',
      'Aluguel › Juros -R$ 20,00',
      '(=) Resultado do período R$ 2.604,50 21,7%',
    ]) {
      expect(text.replaceAll('\u00a0', ' ')).toContain(part);
    }

    const csv = await getFile(fx.t.app, `/api/reports/dre/csv?${OCT}`, fx.owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="dre-2026-10-01-a-2026-10-31.csv"');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFDRE — Demonstrativo de resultado');
    expect(lines).toContain('Linha;Detalhe;Valor;% da receita bruta');
    expect(lines).toContain('(+) Receita bruta;;12000,00;100,00');
    expect(lines).toContain('Custos variáveis;Insumos › Gás;-300,00;-2,50');
    expect(lines).toContain('Outras despesas;Saídas confirmadas (pagamentos);-150,00;-1,25');
    expect(lines).toContain('(=) Resultado do período;;2604,50;21,70');

    // A period of several months: a column per month before the total.
    const months = await getFile(
      fx.t.app,
      '/api/reports/dre/csv?startDate=2026-09-15&endDate=2026-11-05',
      fx.owner.token,
    );
    const monthly = months.body.split('\r\n');
    expect(monthly).toContain('Linha;Detalhe;09/2026;10/2026;11/2026;Total;% da receita bruta');
    expect(monthly).toContain('Despesas fixas;Aluguel;0,00;-2500,00;-777,00;-3277,00;-27,31');
    expect(monthly).toContain('(=) Resultado do período;;-1,00;2604,50;-777,00;1826,50;15,22');
  });
  it("takes a bill's desconto obtido out of the receita bruta into the resultado financeiro; the resultado stays the net profit", async () => {
    // November: a sale of 1.000,00 (15/11); Aluguel 500,00 as a bill of 10/11 paid on 12/11 with
    // 450,00: a desconto obtido of 50,00, a confirmed entrada of 12/11 (ADR 050).
    await fx.create('/api/payments', {
      descricao: 'Venda novembro',
      valor: 1000,
      data_pagamento: '2026-11-15',
      status: 'confirmado',
    });
    const [aluguel] = (
      await fx.req('POST', '/api/bills', {
        descricao: 'Aluguel novembro',
        valor: 500,
        categoria: 'Aluguel',
        data_despesa: '2026-11-10',
        vencimento: '2026-11-12',
        parcelas: 1,
        forma_pagamento: 'Boleto',
      })
    ).body.data;
    const paid = await fx.req('POST', `/api/bills/${aluguel.id}/pay`, { data_baixa: '2026-11-12', valor_pago: 450 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const NOV = 'startDate=2026-11-01&endDate=2026-11-30';
    const dre = await get(`/api/reports/dre?${NOV}`);
    const dashboard = (await get(`/api/dashboard/metrics?${NOV}`)).metrics;
    // Receita bruta 1.000,00 (the sale only); despesas fixas 777,00 + 500,00; the desconto +50,00 in
    // the resultado financeiro: 1.000 − 1.277 + 50 = −227,00, the dashboard's Lucro Líquido (which
    // counts the desconto as revenue: 1.050 − 1.277).
    expect(dre.linhas.map((l: Line) => [l.chave, l.valor])).toEqual([
      ['receita_bruta', 1000],
      ['deducoes', 0],
      ['receita_liquida', 1000],
      ['custos_variaveis', 0],
      ['margem_contribuicao', 1000],
      ['despesas_fixas', -1277],
      ['pessoal', 0],
      ['outras', 0],
      ['resultado_operacional', -277],
      ['financeiras', 50],
      ['resultado', -227],
    ]);
    expect(lineOf(dre, 'financeiras').detalhes).toEqual([
      { nome: 'Descontos obtidos', valor: 50, percentual: 5, por_mes: [50], subcategorias: [] },
    ]);
    expect(dre.margem_contribuicao_percentual).toBe(100);
    expect(dashboard).toMatchObject({ totalRevenue: 1050, netProfit: -227 });
    expect(dre.resultado).toBe(dashboard.netProfit);
    expect((await get(`/api/reports/generate?type=financial&${NOV}`)).summary.netProfit).toBe(dre.resultado);

    // A period of several months (read by month): the same, and October's figures unchanged.
    const period = 'startDate=2026-10-01&endDate=2026-11-30';
    const both = await get(`/api/reports/dre?${period}`);
    const m = (await get(`/api/dashboard/metrics?${period}`)).metrics;
    expect(both.resultado).toBe(m.netProfit);
    expect(both.receita_bruta).toBe(m.totalRevenue - 50);
    expect(lineOf(both, 'resultado').por_mes).toEqual([2604.5, -227]);
    expect(lineOf(both, 'receita_bruta').por_mes).toEqual([12_000, 1000]);
    expect(lineOf(both, 'financeiras').detalhes.map((d) => [d.nome, d.por_mes])).toEqual([
      ['Tarifas bancárias', [-45.5, 0]],
      ['Aluguel › Juros', [-20, 0]],
      ['Descontos obtidos', [0, 50]],
    ]);
  });
});
