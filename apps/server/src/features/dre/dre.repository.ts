import type { CategoryGroup } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Period } from '../../ledger/period.js';
import { hasEntries, inSpans, spansOf } from '../../ledger/rollups.js';

/** The DRE's SQL (ADR 052): sums from the rollups (ADR 008), never the rows; centavos. */

/** Σ valor of the period's expenses per category name, from `expense_rollups` (a few hundred rows). */
export async function expensesByCategory(db: Executor, p: Period): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('expense_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where(inSpans(spansOf(p.start, p.end)))
    .groupBy('categoria')
    .having(hasEntries())
    .select(['categoria', sql<number>`sum(valor)`.as('valor')])
    .execute();
  return new Map(rows.map((r) => [r.categoria, Number(r.valor)]));
}

export interface CategoryOfDre {
  id: number;
  nome: string;
  grupo: CategoryGroup;
  parent_id: number | null;
}

/** Every category of the company, archived ones too (a period may hold their expenses). */
export function categoriesOf(db: Executor, tenantId: number): Promise<CategoryOfDre[]> {
  return db
    .selectFrom('expense_categories')
    .where('tenant_id', '=', tenantId)
    .select(['id', 'nome', 'grupo', 'parent_id'])
    .execute();
}

/** The company's name and CNPJ, for the PDF's heading. */
export function companyOf(db: Executor, tenantId: number) {
  return db.selectFrom('tenants').select(['name', 'cnpj']).where('id', '=', tenantId).executeTakeFirstOrThrow();
}
