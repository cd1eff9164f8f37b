const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** A count (payments, rows, users) with pt-BR thousands: `1.234`. With formatBRL and formatPercent, one way to show numbers (ADR 023). */
export function formatCount(n: number): string {
  return count.format(n);
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A size in bytes, one decimal: `512 B`, `1,5 KB`, `2,0 MB`… */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${count.format(bytes)} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}
