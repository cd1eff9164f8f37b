import { categoryKey, EXPENSE_MSG } from '@livro-caixa/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import { validationError } from '../lib/errors.js';

/**
 * An expense's category (ADR 048): `expenses.categoria` holds the name of one of the company's
 * own categories (`expense_categories`), and its rollups are kept per that name. The ledger checks
 * the name on every write and, being the only writer of expenses, moves their name when a
 * category is renamed or merged.
 */

/** The restore's state key: the names of the categories the document restored (ledger/tables.ts). */
export const RESTORED_CATEGORIES = 'expense_categories';

export const categoryInvalid = () =>
  validationError(EXPENSE_MSG.categoriaInvalid, { categoria: EXPENSE_MSG.categoriaInvalid });

/**
 * The stored name of the company's active category that `nome` names (without accents or case),
 * as a scalar subquery; null when there is none. On PostgreSQL it holds the category's row (FOR
 * SHARE) until the write commits, so a rename or merge waits for the write, and a write waits
 * for a rename and then sees the new name (and refuses the old).
 */
export function activeCategory(db: Executor, tenantId: number, nome: string): RawBuilder<string | null> {
  const share = isPostgres(db) ? sql` for share` : sql``;
  return sql<string | null>`(select nome from expense_categories
    where tenant_id = ${tenantId} and chave = ${categoryKey(nome)} and ativa = 1${share})`;
}

/** The stored name `nome` stands for, or the 400 'Categoria inválida'. */
export async function activeCategoryName(db: Executor, tenantId: number, nome: string): Promise<string> {
  const { rows } = await sql<{ nome: string | null }>`select ${activeCategory(db, tenantId, nome)} as nome`.execute(db);
  const found = rows[0]?.nome;
  if (!found) throw categoryInvalid();
  return found;
}

/**
 * Every expense named `from` named `to` instead, with its rollups (whose sums move over
 * unchanged) and the bank rules that file lines under it: a rename (`to` a new name) or a merge
 * (`to` another category's), in the caller's transaction, which holds both categories' rows.
 *
 * Closed months included: a category's name is how a row is shown, not what it counts. A
 * closing's snapshot holds totals, never a category, and stays as it was (docs/product-rules.md
 * "The company's categories"). Rows keep their `updated_at`: they were not edited.
 */
export async function moveExpensesToCategory(
  trx: Executor,
  tenantId: number,
  from: string,
  to: string,
): Promise<number> {
  if (from === to) return 0;
  const moved = await trx
    .updateTable('expenses')
    .set({ categoria: to })
    .where('tenant_id', '=', tenantId)
    .where('categoria', '=', from)
    .executeTakeFirst();
  await sql`insert into expense_rollups (tenant_id, grain, period, categoria, forma_pagamento, slot, n, valor)
    select tenant_id, grain, period, ${to}, forma_pagamento, slot, n, valor
      from expense_rollups where tenant_id = ${tenantId} and categoria = ${from}
     order by grain, period, forma_pagamento, slot
    on conflict (tenant_id, grain, period, categoria, forma_pagamento, slot) do update set
      n = expense_rollups.n + excluded.n, valor = expense_rollups.valor + excluded.valor`.execute(trx);
  await sql`delete from expense_rollups where tenant_id = ${tenantId} and categoria = ${from}`.execute(trx);
  await sql`delete from expense_rollups
    where tenant_id = ${tenantId} and categoria = ${to} and n = 0 and valor = 0`.execute(trx);
  await trx
    .updateTable('bank_rules')
    .set({ categoria: to })
    .where('tenant_id', '=', tenantId)
    .where('categoria', '=', from)
    .execute();
  return Number(moved.numUpdatedRows);
}
