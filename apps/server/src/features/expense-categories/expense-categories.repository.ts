import type { ExpenseCategory } from '@livro-caixa/domain';
import { sql } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { ExpenseCategoriesTable } from '../../db/schema.js';

/** The SQL of the company's expense categories (ADR 048), always within the session's company. */

export type CategoryRow = Omit<ExpenseCategoriesTable, 'id'> & { id: number };

export const COLUMNS = [
  'id',
  'nome',
  'chave',
  'grupo',
  'parent_id',
  'ativa',
  'created_at',
  'updated_at',
  'tenant_id',
] as const;

/** The company's categories, their columns selected: the query each read narrows. */
function categoriesOf(db: Executor, tenantId: number) {
  return db.selectFrom('expense_categories').select(COLUMNS).where('tenant_id', '=', tenantId);
}

export async function listCategories(db: Executor, tenantId: number, onlyActive: boolean): Promise<CategoryRow[]> {
  let q = categoriesOf(db, tenantId);
  if (onlyActive) q = q.where('ativa', '=', 1);
  return q.orderBy('chave').execute();
}

/** How many expenses name each category, from the all-time rollups (one row per name and forma). */
export async function expenseCounts(db: Executor, tenantId: number): Promise<Map<string, number>> {
  const { rows } = await sql<{ categoria: string; n: number | string }>`
    select categoria, sum(n) as n from expense_rollups
     where tenant_id = ${tenantId} and grain = 't' and period = ''
     group by categoria`.execute(db);
  return new Map(rows.map((r) => [r.categoria, Number(r.n)]));
}

/** One category of the company, held until the transaction ends on PostgreSQL (`lock`). */
export async function findCategory(
  db: Executor,
  tenantId: number,
  id: number,
  lock = false,
): Promise<CategoryRow | undefined> {
  let q = categoriesOf(db, tenantId).where('id', '=', id);
  if (lock && isPostgres(db)) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function findByKey(db: Executor, tenantId: number, chave: string): Promise<CategoryRow | undefined> {
  return categoriesOf(db, tenantId).where('chave', '=', chave).executeTakeFirst();
}

export async function childrenOf(db: Executor, tenantId: number, id: number): Promise<CategoryRow[]> {
  return categoriesOf(db, tenantId).where('parent_id', '=', id).execute();
}

/** Whether an expense or a bank rule names the category. */
export async function isUsed(db: Executor, tenantId: number, nome: string): Promise<boolean> {
  const { rows } = await sql<{ used: number }>`select 1 as used where exists (
      select 1 from expenses where tenant_id = ${tenantId} and categoria = ${nome})
    or exists (select 1 from bank_rules where tenant_id = ${tenantId} and categoria = ${nome})`.execute(db);
  return rows.length > 0;
}

export function toApi(row: CategoryRow, despesas: number): ExpenseCategory {
  return {
    id: row.id,
    nome: row.nome,
    grupo: row.grupo,
    parent_id: row.parent_id,
    ativa: row.ativa,
    despesas,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
