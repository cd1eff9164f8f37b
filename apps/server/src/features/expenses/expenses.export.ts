import { type Expense, type ExpenseExportQuery, formatLocalDate } from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { type Cell, csvFileName, csvStream, EXPORT_BATCH, Figure, inBatches, int } from '../../lib/csv.js';
import { type ExpenseFilter, expensesAfter } from './expenses.repository.js';

/** The filter's expenses, oldest first, in batches of `batch`. */
export function expenseRowsForExport(db: Executor, f: ExpenseFilter, batch = EXPORT_BATCH) {
  return inBatches<Expense>(
    (after, size) => expensesAfter(db, f, after, size),
    (e) => e.data_despesa,
    batch,
  );
}

const HEADER = ['Nº', 'Data', 'Descrição', 'Categoria', 'Forma de pagamento', 'Conta', 'Valor', 'Observações'];

function cells(e: Expense): Cell[] {
  return [
    int(e.numero),
    new Figure(formatLocalDate(e.data_despesa)),
    e.descricao,
    e.categoria,
    e.forma_pagamento,
    e.conta_nome,
    e.valor,
    e.observacoes,
  ];
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
  return { name: csvFileName('despesas', q), stream: csvStream(HEADER, expenseRowsForExport(db, filter), cells) };
}
