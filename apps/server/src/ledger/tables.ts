import { setImmediate } from 'node:timers/promises';
import { EXPENSE_MSG, FIELD_MSG } from '@livro-caixa/domain';
import type { Executor } from '../db/database.js';
import { rowError } from '../lib/backup/fields.js';
import { IdMap, remapRow } from '../lib/backup/restore.js';
import { type Chunks, declareTable, type Indexed, type RestoreContext, type TableDecl } from '../lib/backup/table.js';
import { RESTORED_CATEGORIES } from './categories.js';
import { EXPENSE_COLUMNS, expenseRow, PAYMENT_COLUMNS, paymentRow } from './columns.js';
import {
  beginEntriesRestore,
  type EntriesRestore,
  finishEntriesRestore,
  restoreExpenses,
  restorePayments,
} from './restore.js';

/** The ledger's tables as a backup carries them (ADR 031). */
const SEARCH_KEY = 'derived from the description on every write';

const ENTRIES = 'ledger';
const entriesOf = (ctx: RestoreContext) => ctx.state.get(ENTRIES) as EntriesRestore;

export const paymentsTable: TableDecl = declareTable({
  name: 'payments',
  table: 'payments',
  label: 'pagamentos',
  columns: ['id', ...PAYMENT_COLUMNS],
  excluded: { tenant_id: 'the company restored into', search_key: SEARCH_KEY },
  row: paymentRow,
  refs: {
    atendente_id: { to: 'attendants', missing: 'error', message: FIELD_MSG.attendantInvalid },
    tripeiro_id: { to: 'tripeiros', missing: 'error', message: FIELD_MSG.tripeiroInvalid },
    conta_id: { to: 'financial_accounts', missing: 'error', message: FIELD_MSG.contaInvalid },
    created_by: { to: 'users', missing: 'null' },
  },
  order: ['data_pagamento', 'id'],
  large: true,
  // Through the ledger's bulk path (ADR 012, ADR 016): the month lock holds, the rollups are
  // derived again at the end. The open months' payments and expenses go first.
  restore: {
    async clear(ctx) {
      ctx.state.set(ENTRIES, await beginEntriesRestore(ctx.trx, ctx.tenantId));
    },
    write: (ctx, rows) => writeEntries(ctx, paymentsTable, rows, restorePayments),
    async finish(ctx) {
      await finishEntriesRestore(ctx.trx, entriesOf(ctx));
    },
  },
});

export const expensesTable: TableDecl = declareTable({
  name: 'expenses',
  table: 'expenses',
  label: 'despesas',
  columns: ['id', ...EXPENSE_COLUMNS],
  excluded: { tenant_id: 'the company restored into', search_key: SEARCH_KEY },
  row: expenseRow,
  refs: {
    conta_id: { to: 'financial_accounts', missing: 'error', message: FIELD_MSG.contaInvalid },
    created_by: { to: 'users', missing: 'null' },
    // A bill of a template the document lacks stays an ordinary bill.
    modelo_id: { to: 'recurring_bills', missing: 'null' },
  },
  order: ['data_despesa', 'id'],
  large: true,
  restore: {
    // Bank matches name expenses by their id where the backup was made (absent in older
    // backups: nothing named them then).
    write(ctx, rows) {
      // The names of the categories the document restored (absent in a backup made before
      // categories were the company's own: its names become categories when the restore ends).
      const categories = ctx.state.get(RESTORED_CATEGORIES) as ReadonlySet<string> | undefined;
      return writeEntries(ctx, expensesTable, rows, restoreExpenses, ({ index, row }) => {
        if (categories && !categories.has(row.categoria))
          throw rowError(expensesTable, index, 'categoria', EXPENSE_MSG.categoriaInvalid);
      });
    },
  },
});

/**
 * Writes the document's rows of the entries' `table` a chunk at a time through the ledger's bulk
 * path (`restore`), each checked (`check`, before any of its chunk is written) and remapped, and
 * keeps each document id's stored id.
 */
async function writeEntries<R extends { id?: number | undefined }>(
  ctx: RestoreContext,
  table: TableDecl,
  rows: Chunks<R>,
  restore: (trx: Executor, state: EntriesRestore, rows: R[]) => Promise<number[]>,
  check: (entry: Indexed<R>) => void = () => {},
): Promise<void> {
  const ids = new IdMap();
  ctx.ids.set(table.name, ids);
  for await (const chunk of rows()) {
    for (const entry of chunk) check(entry);
    const mapped = chunk.map(({ index, row }) => remapRow(ctx, table, index, row) as R);
    const stored = await restore(ctx.trx, entriesOf(ctx), mapped);
    chunk.forEach(({ row }, i) => {
      if (row.id !== undefined) ids.add(row.id, stored[i] as number);
    });
    await setImmediate();
  }
}

export const LEDGER_TABLES = [paymentsTable, expensesTable] as const;
