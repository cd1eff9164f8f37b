/** Percentages travel as numbers 0–100 with at most 2 decimals and are stored as integer hundredths. */
export type PercentHundredths = number;

export function percentToHundredths(percent: number | string): PercentHundredths | null {
  const text = typeof percent === 'number' ? String(percent) : percent.trim().replace(',', '.');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value <= 10_000 ? value : null;
}

export function hundredthsToPercent(hundredths: PercentHundredths): number {
  return hundredths / 100;
}

/**
 * The one way to show a percentage (ADR 023): pt-BR decimal comma, no space before `%`, one
 * decimal always. A figure (a share, a margin, a variation, % paid) is rounded to one decimal:
 * `1,0%`, `52,1%`, `-28,3%`. A rate someone typed (a commission %) is exact in hundredths and
 * keeps its second decimal when it has one: `10,0%`, `7,25%` (`formatRate`).
 */
const figure = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const rate = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** A computed percentage, one decimal: `12,5%`, `1,0%`, `-28,3%`; `—` when there is none. */
export function formatPercent(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return '—';
  // Rounded half away from zero on the decimal, so -0,04 shows as 0,0% and never as -0,0%.
  const rounded = Math.round(Math.abs(percent) * 10) / 10;
  return `${figure.format(percent < 0 && rounded !== 0 ? -rounded : rounded)}%`;
}

/** A commission rate as stored (hundredths): `10,0%`, `7,25%`. */
export function formatRate(percent: number): string {
  return `${rate.format(percent)}%`;
}
