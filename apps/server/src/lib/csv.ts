/**
 * The one CSV writer (ADR 023): files for Excel in pt-BR: UTF-8 with BOM, `;` between fields,
 * decimal comma without thousands (`1234,56`, a number Excel sums), CRLF line ends. Text someone
 * typed that a spreadsheet would run as a formula is neutralised (ADR 013).
 */
const decimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** A figure the CSV writes as text (a count, a percentage, a date): data, so never neutralised. */
export class Figure {
  constructor(readonly text: string) {}
}

/** A string is text someone typed or a label; a number (reais, two decimals) or a Figure is data. */
export type Cell = string | number | Figure | null;

/**
 * Text that a spreadsheet would run as a formula (OWASP's CSV injection list: = + - @, tab and
 * carriage return at the start). Such a cell gets a leading `'`, which Excel and LibreOffice read
 * as "this is text" and do not show. A negative figure is written as a number, not neutralised.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const BOM = '\uFEFF';
export const EOL = '\r\n';

export function cell(value: Cell): string {
  if (value === null) return '';
  const text =
    typeof value === 'number'
      ? decimal.format(value)
      : value instanceof Figure
        ? value.text
        : FORMULA_START.test(value)
          ? `'${value}`
          : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, without its line end. */
export function line(cells: readonly Cell[]): string {
  return cells.map(cell).join(';');
}

/** An integer as data: `3`. */
export const int = (n: number) => new Figure(String(n));

/** A percentage as data, two decimals (`66,92`); empty when there is none. */
export const percent = (n: number | null) => (n === null ? null : new Figure(decimal.format(n)));

/**
 * An export's file name, in Portuguese, with its period: `pagamentos-2026-10-01-a-2026-10-31.csv`;
 * `pagamentos.csv` without one.
 */
export function csvFileName(prefix: string, q: { startDate?: string | undefined; endDate?: string | undefined }) {
  if (!q.startDate && !q.endDate) return `${prefix}.csv`;
  return `${prefix}-${q.startDate ?? 'inicio'}-a-${q.endDate ?? 'hoje'}.csv`;
}
