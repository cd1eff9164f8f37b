import { formatPercent, formatReais } from '../../../lib/format';

/** A percentage with at most one decimal, or '—' when it cannot be computed. */
export function pct(value: number | null): string {
  return value === null ? '—' : formatPercent(Math.round(value * 10) / 10);
}

export const brl = formatReais;

export function count(n: number): string {
  return new Intl.NumberFormat('pt-BR').format(n);
}
