import { percentOf } from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/db/database.js';
import { call } from './app.js';

/**
 * Checks that every figure the ledger keeps equals a recompute from the company's rows:
 * each payment's commission snapshot, every rollup (summed over its write slots), and what the
 * API answers for attendants, tripeiros, the dashboard, the financial report, the payments list
 * and the expense stats. Used after concurrent writes: a lost or doubled update shows here.
 */
export async function expectLedgerMatchesRows(app: FastifyInstance, db: Db, tenantId: number, token: string) {
  const payments = (
    await sql<Record<string, unknown>>`select * from payments where tenant_id = ${tenantId}`.execute(db)
  ).rows.map(numbers);
  const expenses = (
    await sql<Record<string, unknown>>`select * from expenses where tenant_id = ${tenantId}`.execute(db)
  ).rows.map(numbers);

  // The commission snapshot of every row follows its own valor, tipo and percentages.
  for (const p of payments) {
    const earns = p.tipo_pagamento === 'entrada';
    expect(p.valor_comissao, `payment ${p.id} valor_comissao`).toBe(
      earns ? percentOf(p.valor as number, p.comissao_percentual as number) : 0,
    );
    expect(p.comissao_tripeiro, `payment ${p.id} comissao_tripeiro`).toBe(
      earns ? percentOf(p.valor as number, p.tripeiro_percentual as number) : 0,
    );
  }

  // Every rollup equals the rows grouped the same way.
  const paymentSums = (p: Record<string, unknown>) => ({
    n: 1,
    valor: p.valor as number,
    valor_comissao: p.valor_comissao as number,
    comissao_tripeiro: p.comissao_tripeiro as number,
  });
  const expected: Record<string, Map<string, Record<string, number>>> = {};
  const add = (table: string, key: unknown[], sums: Record<string, number>) => {
    const map = expected[table] ?? new Map();
    expected[table] = map;
    const id = JSON.stringify(key.map(String));
    const cur = map.get(id) ?? {};
    for (const [c, v] of Object.entries(sums)) cur[c] = (cur[c] ?? 0) + v;
    map.set(id, cur);
  };
  /** A day's rollup rows: the day, its month, and the total. */
  const grainsOf = (date: string) => [
    ['d', date],
    ['m', date.slice(0, 7)],
    ['t', ''],
  ];
  for (const p of payments) {
    const date = p.data_pagamento as string;
    for (const [grain, period] of grainsOf(date)) {
      const base = [p.status, p.tipo_pagamento, grain, period];
      add('payment_rollups', base, paymentSums(p));
      if (p.atendente_id !== null) add('attendant_rollups', [...base, p.atendente_id], paymentSums(p));
      if (p.tripeiro_id !== null) add('tripeiro_rollups', [...base, p.tripeiro_id], paymentSums(p));
      add('product_rollups', [...base, p.descricao], paymentSums(p));
    }
  }
  for (const e of expenses) {
    const date = e.data_despesa as string;
    for (const [grain, period] of grainsOf(date))
      add('expense_rollups', [grain, period, e.categoria, e.forma_pagamento ?? ''], { n: 1, valor: e.valor as number });
  }
  const keys: Record<string, string[]> = {
    payment_rollups: ['status', 'tipo_pagamento', 'grain', 'period'],
    attendant_rollups: ['status', 'tipo_pagamento', 'grain', 'period', 'atendente_id'],
    tripeiro_rollups: ['status', 'tipo_pagamento', 'grain', 'period', 'tripeiro_id'],
    product_rollups: ['status', 'tipo_pagamento', 'grain', 'period', 'descricao'],
    expense_rollups: ['grain', 'period', 'categoria', 'forma_pagamento'],
  };
  for (const [table, keyColumns] of Object.entries(keys)) {
    const sumColumns =
      table === 'expense_rollups' ? ['n', 'valor'] : ['n', 'valor', 'valor_comissao', 'comissao_tripeiro'];
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(keyColumns.map((c) => sql.ref(c)))},
             ${sql.join(sumColumns.map((c) => sql`sum(${sql.ref(c)}) as ${sql.ref(c)}`))}
        from ${sql.table(table)} where tenant_id = ${tenantId}
       group by ${sql.join(keyColumns.map((c) => sql.ref(c)))}`.execute(db);
    const stored = new Map<string, Record<string, number>>();
    for (const r of rows.map(numbers)) {
      const sums = Object.fromEntries(sumColumns.map((c) => [c, r[c] as number]));
      // Write slots may leave rows whose sums cancel out: they count as absent.
      if (Object.values(sums).every((v) => v === 0)) continue;
      stored.set(JSON.stringify(keyColumns.map((c) => String(r[c]))), sums);
    }
    expect(Object.fromEntries(stored), table).toEqual(Object.fromEntries(expected[table] ?? new Map()));
  }

  // What the API answers.
  const get = async (url: string) => {
    const res = await call(app, 'GET', url, { token });
    expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const reais = (c: number) => Math.round(c) / 100;
  const confirmedEntradas = payments.filter((p) => p.status === 'confirmado' && p.tipo_pagamento === 'entrada');
  const sum = (rows: Record<string, unknown>[], column: string) => rows.reduce((n, r) => n + (r[column] as number), 0);

  const attendants = (await get('/api/attendants?limit=1000')).data as Array<Record<string, number>>;
  for (const a of attendants) {
    const mine = confirmedEntradas.filter((p) => p.atendente_id === a.id);
    expect({ id: a.id, total_payments: a.total_payments, total_commissions: a.total_commissions }).toEqual({
      id: a.id,
      total_payments: mine.length,
      total_commissions: reais(sum(mine, 'valor_comissao')),
    });
  }
  const tripeiros = (await get('/api/tripeiros?limit=1000')).data as Array<Record<string, number>>;
  for (const t of tripeiros) {
    const mine = confirmedEntradas.filter((p) => p.tripeiro_id === t.id);
    const pending = payments.filter(
      (p) => p.tripeiro_id === t.id && p.status === 'pendente' && p.tipo_pagamento === 'entrada',
    );
    expect({
      id: t.id,
      total_payments: t.total_payments,
      total_commissions: t.total_commissions,
      saldo_pendente: t.saldo_pendente,
      comissao_pendente: t.comissao_pendente,
      a_receber: t.a_receber,
    }).toEqual({
      id: t.id,
      total_payments: mine.length,
      total_commissions: reais(sum(mine, 'comissao_tripeiro')),
      saldo_pendente: reais(sum(pending, 'valor')),
      comissao_pendente: reais(sum(pending, 'comissao_tripeiro')),
      a_receber: reais(sum(pending, 'valor') - sum(pending, 'comissao_tripeiro')),
    });
  }

  const dates = [...payments.map((p) => p.data_pagamento), ...expenses.map((e) => e.data_despesa)] as string[];
  if (dates.length === 0) return;
  const start = dates.reduce((a, b) => (a < b ? a : b));
  const end = dates.reduce((a, b) => (a > b ? a : b));
  const revenue = sum(confirmedEntradas, 'valor');
  const saidas = sum(
    payments.filter((p) => p.status === 'confirmado' && p.tipo_pagamento === 'saida'),
    'valor',
  );
  const totalExpenses = sum(expenses, 'valor') + saidas;
  const attendantCommissions = sum(confirmedEntradas, 'valor_comissao');
  const tripeiroCommissions = sum(confirmedEntradas, 'comissao_tripeiro');
  const figures = {
    totalRevenue: reais(revenue),
    totalExpenses: reais(totalExpenses),
    netProfit: reais(revenue - totalExpenses - attendantCommissions - tripeiroCommissions),
  };
  const dashboard = await get(`/api/dashboard/metrics?startDate=${start}&endDate=${end}`);
  expect({
    totalRevenue: dashboard.metrics.totalRevenue,
    totalExpenses: dashboard.metrics.totalExpenses,
    netProfit: dashboard.metrics.netProfit,
  }).toEqual(figures);
  const report = await get(`/api/reports/generate?type=financial&startDate=${start}&endDate=${end}`);
  expect({
    totalRevenue: report.summary.totalRevenue,
    totalExpenses: report.summary.totalExpenses,
    netProfit: report.summary.netProfit,
  }).toEqual(figures);
  const list = await get(`/api/payments?startDate=${start}&endDate=${end}&limit=1`);
  expect(list.pagination.total).toBe(payments.length);
  const stats = await get(`/api/expenses/stats?startDate=${start}&endDate=${end}`);
  expect(stats.total).toEqual({ total_expenses: expenses.length, total_amount: reais(sum(expenses, 'valor')) });
}

/** Numbers as numbers on both databases (SQLite may give BIGINT sums as bigint). */
function numbers(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]));
}
