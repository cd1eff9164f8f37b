import type { Executor } from '../db/database.js';
import type { ExpensesTable, PaymentsTable } from '../db/schema.js';
import { searchKeyOf } from '../lib/search.js';
import { rebuildRollups } from './rollups.js';

/**
 * The ledger's bulk path, for a restore (ADR 012): a company's payments and expenses replaced
 * whole inside the caller's transaction, then every rollup (and so every total and figure)
 * derived again from the rows. Amounts are centavos.
 */
export type RestoredPayment = Omit<PaymentsTable, 'id' | 'tenant_id' | 'search_key'>;
export type RestoredExpense = Omit<ExpensesTable, 'id' | 'tenant_id' | 'search_key'>;

const CHUNK = 500;

export async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Removes the company's payments and expenses (before the people they point at go). */
export async function clearEntries(trx: Executor, tenantId: number): Promise<void> {
  await trx.deleteFrom('payments').where('tenant_id', '=', tenantId).execute();
  await trx.deleteFrom('expenses').where('tenant_id', '=', tenantId).execute();
}

/** Writes the restored payments and expenses, then rebuilds the company's rollups from its rows. */
export async function restoreEntries(
  trx: Executor,
  tenantId: number,
  entries: { payments: RestoredPayment[]; expenses: RestoredExpense[] },
): Promise<void> {
  await insertChunks(entries.payments, (chunk) =>
    trx
      .insertInto('payments')
      .values(chunk.map((p) => ({ ...p, tenant_id: tenantId, search_key: searchKeyOf(p.descricao) })))
      .execute(),
  );
  await insertChunks(entries.expenses, (chunk) =>
    trx
      .insertInto('expenses')
      .values(chunk.map((e) => ({ ...e, tenant_id: tenantId, search_key: searchKeyOf(e.descricao) })))
      .execute(),
  );
  await rebuildRollups(trx, tenantId);
}
