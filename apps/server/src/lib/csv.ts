import { Readable } from 'node:stream';

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

/** Rows an export reads per query: a big period streams in batches, never held whole (ADR 023). */
export const EXPORT_BATCH = 1000;

/** Where an export's next batch starts: after this row (the rows go by date, then id). */
export type After = { date: string; id: number } | null;

/** Rows in batches of `batch`, oldest first: `next` reads the batch after the last row of the one before. */
export async function* inBatches<Row extends { id: number }>(
  next: (after: After, batch: number) => Promise<Row[]>,
  dateOf: (row: Row) => string,
  batch = EXPORT_BATCH,
) {
  let after: After = null;
  for (;;) {
    const rows = await next(after, batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as Row;
    after = { date: dateOf(last), id: last.id };
  }
}

/** A CSV file as a stream: the header line, then each batch's rows, a line each. */
export function csvStream<Row>(header: readonly Cell[], batches: AsyncIterable<Row[]>, cells: (row: Row) => Cell[]) {
  async function* lines() {
    yield `${BOM}${line(header)}${EOL}`;
    for await (const rows of batches) {
      yield rows.map((row) => `${line(cells(row))}${EOL}`).join('');
    }
  }
  return Readable.from(lines());
}
