import {
  centavosToReais,
  figuresInReais,
  hundredthsToPercent,
  monthOf,
  monthsBetween,
  type Report,
  type ReportQuery,
} from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { attendantsRanking, figuresOf, percentage, periodSums } from '../../ledger/period.js';
import { expenseTotalsByCategory } from '../expenses/index.js';
import * as repo from './reports.repository.js';

const reais = centavosToReais;

/**
 * Every report type answers the same shape (`Report`); the type decides what the
 * screen and the CSV show. Figures come from the same money rules as the dashboard.
 */
export async function generateReport(db: Executor, tenantId: number, q: ReportQuery, now: Date): Promise<Report> {
  const period = { tenantId, start: q.startDate, end: q.endDate };
  const groupBy = q.type === 'custom' ? (q.groupBy ?? 'month') : null;
  const [sums, attendants, tripeiros, monthly, categories, products, methods, groups] = await Promise.all([
    periodSums(db, period),
    attendantsRanking(db, period),
    repo.tripeiroBreakdown(db, period),
    repo.monthlyTotals(db, period),
    expenseTotalsByCategory(db, { tenantId, startDate: q.startDate, endDate: q.endDate }),
    repo.topProducts(db, period, 10),
    repo.expensesByMethod(db, period),
    groupBy ? repo.groupedBy(db, period, groupBy) : Promise.resolve([]),
  ]);
  const figures = figuresInReais(figuresOf(sums, null));
  const categoryTotal = categories.reduce((n, c) => n + c.total, 0);

  return {
    type: q.type,
    period: { startDate: q.startDate, endDate: q.endDate },
    generatedAt: now.toISOString(),
    summary: {
      totalRevenue: figures.totalRevenue,
      totalExpenses: figures.totalExpenses,
      recordedExpenses: figures.recordedExpenses,
      confirmedSaidas: figures.confirmedSaidas,
      confirmedSaidaCount: figures.confirmedSaidaCount,
      result: figures.result,
      netProfit: figures.netProfit,
      totalCommissions: reais(sums.attendantCommissions + sums.tripeiroCommissions),
      attendantCommissions: figures.totalAttendantCommissions,
      tripeiroCommissions: figures.totalTripeiroCommissions,
      pendingPayments: figures.pendingPayments,
      confirmedPayments: figures.totalRevenue,
      expenseCount: sums.expenseCount,
      attendantCount: attendants.length,
      profitMargin: figures.profitMargin,
    },
    byCategory: categories.map((c) => ({
      name: c.categoria,
      value: reais(c.total),
      count: c.count,
      percentage: percentage(c.total, categoryTotal) ?? 0,
    })),
    byAttendant: attendants.map((a) => ({
      id: a.id,
      name: a.nome,
      salesCount: a.sales,
      totalSales: reais(a.value),
      totalCommission: reais(a.commission),
      commissionPercent: percentage(a.commission, a.value) ?? 0,
    })),
    byTripeiro: tripeiros.map((t) => ({
      id: t.id,
      name: t.nome,
      paymentCount: t.count,
      totalPaid: reais(t.paid),
      totalPending: reais(t.pending),
      totalCommission: reais(t.commission),
      commissionPercent: hundredthsToPercent(t.percent),
    })),
    monthlyTrend: monthsBetween(monthOf(q.startDate), monthOf(q.endDate)).map((month) => {
      const m = monthly.get(month) ?? { revenue: 0, expenses: 0 };
      return { month, revenue: reais(m.revenue), expenses: reais(m.expenses) };
    }),
    topProducts: products.map((p) => ({ name: p.name, count: p.count, total: reais(p.total) })),
    paymentMethods: methods.map((m) => ({ name: m.name, count: m.count, total: reais(m.total) })),
    groupBy,
    groups: groups.map((g) => ({
      label: g.label,
      count: g.count,
      entradas: reais(g.entradas),
      saidas: reais(g.saidas),
      revenue: reais(g.revenue),
      expenses: reais(g.expenses),
      net: reais(g.revenue - g.expenses),
    })),
  };
}
