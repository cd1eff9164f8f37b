/** What the report screen computes from the server's Report: averages and percentages. */
import {
  type DateFormat,
  formatLocalDate,
  formatMonthNumeric,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  type Report,
  type ReportGroupBy,
} from '@livro-caixa/domain';
import { sumReais, toCentavos } from '../../lib/format';

export const NO_DATA = 'Nenhum dado disponível para o período selecionado';
export const REPORT_LOAD_ERROR = 'Erro ao gerar relatório';

/** `total / count` in reais, rounded to the centavo; 0 when there is nothing to divide. */
export function average(total: number, count: number): number {
  return count > 0 ? Math.round(toCentavos(total) / count) / 100 : 0;
}

/** `part` as a percentage of `whole`; null when `whole` is 0 (shown as '—'). */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}

/** % paid = paid / (paid + pending). */
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
