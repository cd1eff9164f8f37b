import { Readable } from 'node:stream';
import { type Expense, type ExpenseExportQuery, formatLocalDate } from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { BOM, type Cell, csvFileName, EOL, Figure, int, line } from '../../lib/csv.js';
import { type ExpenseFilter, expensesAfter } from './expenses.repository.js';

/** Rows read per query: a big period streams in batches, never held whole (ADR 023). */
const BATCH = 1000;

/** The filter's expenses, oldest first, in batches of `batch`. */
export async function* expenseRowsForExport(db: Executor, f: ExpenseFilter, batch = BATCH) {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const rows = await expensesAfter(db, f, after, batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as Expense;
    after = { date: last.data_despesa, id: last.id };
  }
}

const HEADER = ['Nº', 'Data', 'Descrição', 'Categoria', 'Forma de pagamento', 'Valor', 'Observações'];

function cells(e: Expense): Cell[] {
  return [
    int(e.id),
    new Figure(formatLocalDate(e.data_despesa)),
    e.descricao,
    e.categoria,
    e.forma_pagamento,
    e.valor,
    e.observacoes,
  ];
}

async function* csvLines(db: Executor, f: ExpenseFilter) {
  yield `${BOM}${line(HEADER)}${EOL}`;
  for await (const rows of expenseRowsForExport(db, f)) {
    yield rows.map((e) => `${line(cells(e))}${EOL}`).join('');
  }
}

/** The CSV of the expenses matching the list's filters, as a stream. */
export function expensesCsv(db: Executor, tenantId: number, q: ExpenseExportQuery) {
  const filter: ExpenseFilter = {
    tenantId,
    categoria: q.categoria,
    startDate: q.startDate,
    endDate: q.endDate,
    search: q.search,
  };
  return { name: csvFileName('despesas', q), stream: Readable.from(csvLines(db, filter)) };
}
