/** Calendar months as `YYYY-MM` strings (no time zone, like business dates). */

/** `2026-01` shifted by −1 → `2025-12`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 1970) * 12 + ((m ?? 1) - 1) + delta;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** The month of a business date: `2026-10-15` → `2026-10`. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function isValidMonth(month: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
}

/** `2026-10` → `10/2026`. */
export function formatMonthNumeric(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** `2026-10` → `outubro de 2026` (`Outubro de 2026` with `capitalized`). */
export function formatMonthName(month: string, capitalized = false): string {
  const name = MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;
  const text = `${name} de ${month.slice(0, 4)}`;
  return capitalized ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}
