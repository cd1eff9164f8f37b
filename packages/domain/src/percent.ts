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

const pct = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** `12,5%` */
export function formatPercent(percent: number): string {
  return `${pct.format(percent)}%`;
}
