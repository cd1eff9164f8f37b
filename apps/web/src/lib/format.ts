/**
 * The one way to show money, dates and percentages (ARCHITECTURE "only one way"). The API sends
 * reais as numbers with at most two decimals; sums go through centavos so float noise never shows.
 */
import { formatBRL, formatLocalDate, formatPercent, reaisToCentavos } from '@livro-caixa/domain';

export { formatLocalDate as formatDate, formatPercent };

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
