/** What the report screen computes from the server's Report (spec §2: averages and percentages). */
import {
  type DateFormat,
  formatLocalDate,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  type Report,
  type ReportGroupBy,
  type ReportType,
} from '@livro-caixa/domain';
import type { DateRange } from '../../lib/date-range';
import { sumReais, toCentavos } from '../../lib/format';
import { formatMonthNumeric } from '../../lib/months';

export const NO_DATA = 'Nenhum dado disponível para o período selecionado';
export const REPORT_LOAD_ERROR = 'Erro ao gerar relatório';

/** Spec §8: on failure the report resets to zeros and empty lists. */
export function emptyReport(type: ReportType, range: DateRange, groupBy: ReportGroupBy | null): Report {
  return {
    type,
    period: { startDate: range.start, endDate: range.end },
    generatedAt: new Date().toISOString(),
    summary: {
      totalRevenue: 0,
      totalExpenses: 0,
      netProfit: 0,
      totalCommissions: 0,
      attendantCommissions: 0,
      tripeiroCommissions: 0,
      pendingPayments: 0,
      confirmedPayments: 0,
      expenseCount: 0,
      attendantCount: 0,
      profitMargin: null,
    },
    byCategory: [],
    byAttendant: [],
    byTripeiro: [],
    monthlyTrend: [],
    topProducts: [],
    paymentMethods: [],
    groupBy: type === 'custom' ? groupBy : null,
    groups: [],
  };
}

/** `total / count` in reais, rounded to the centavo; 0 when there is nothing to divide. */
export function average(total: number, count: number): number {
  return count > 0 ? Math.round(toCentavos(total) / count) / 100 : 0;
}

/** `part` as a percentage of `whole`; null when `whole` is 0 (shown as '—'). */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}

/** Spec §2: % paid = paid / (paid + pending). */
export function percentPaid(paid: number, pending: number): number | null {
  return percentOf(paid, paid + pending);
}

export function sumOf<T>(rows: readonly T[], pick: (row: T) => number): number {
  return sumReais(rows.map(pick));
}

export function countOf<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((n, row) => n + pick(row), 0);
}

/** A custom-report group's label: day dd/MM/yyyy, month MM/yyyy, status Pendente/Confirmado/Cancelado. */
export function groupLabel(by: ReportGroupBy, label: string, dateFormat: DateFormat = 'DD/MM/YYYY'): string {
  if (by === 'day') return formatLocalDate(label, dateFormat);
  if (by === 'month') return formatMonthNumeric(label);
  if (by === 'status') return PAYMENT_STATUS_LABELS[label as PaymentStatus] ?? label;
  return label;
}

/** Whether a report has anything to show at all. */
export function hasData(report: Report): boolean {
  const s = report.summary;
  return (
    s.totalRevenue !== 0 ||
    s.totalExpenses !== 0 ||
    s.pendingPayments !== 0 ||
    s.expenseCount > 0 ||
    report.byAttendant.length > 0 ||
    report.byTripeiro.length > 0 ||
    report.groups.length > 0
  );
}
