/**
 * The one way to show money, dates and percentages (ARCHITECTURE "only one way"). The API sends
 * reais as numbers with at most two decimals; sums go through centavos so float noise never shows.
 */
import {
  type DateFormat,
  formatBRL,
  formatCount,
  formatLocalDate,
  formatPercent,
  formatRate,
  formatTimestamp,
  reaisToCentavos,
  todayIn,
} from '@livro-caixa/domain';

/** Percentages and counts: the domain's one formatter each (ADR 023). */
export { formatCount, formatPercent, formatRate };

/**
 * A business date (`2026-11-21`) in the given format: `21/11/2026`. The screens use the user's
 * format through lib/preferences' `useDateFormat`.
 */
export function formatDate(date: string, format: DateFormat): string {
  return formatLocalDate(date, format);
}

/** A timestamp (ISO, UTC) in the zone and format: `21/11/2026 12:05`. */
export function formatDateTime(iso: string, timeZone: string, format: DateFormat): string {
  return formatTimestamp(iso, timeZone, format);
}

/** The calendar day of a timestamp in the zone, in the format: `21/11/2026`. */
export function formatDayOf(iso: string, timeZone: string, format: DateFormat): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : formatLocalDate(todayIn(timeZone, at), format);
}

/** Reais (as the API sends them) → centavos; a value with float noise is rounded, never dropped. */
export function toCentavos(reais: number): number {
  return reaisToCentavos(reais) ?? Math.round(reais * 100);
}

/** `R$ 1.234,56` from reais. */
export function formatReais(reais: number): string {
  return formatBRL(toCentavos(reais));
}

/** Σ reais, summed in centavos; the result back in reais. */
export function sumReais(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += toCentavos(value);
  return total / 100;
}
