import { type CategoryGroup, categoryKey, DEFAULT_CATEGORIES, LEGACY_CATEGORY_GROUPS } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

/**
 * A company's expense categories at their birth and after a restore (ADR 048). Below the ledger
 * and the accounts: a new company gets them where it is created, a restore where it ends.
 */

/** A new company's categories: `DEFAULT_CATEGORIES` (docs/product-rules.md "The company's categories"). */
export async function createDefaultCategories(db: Executor, tenantId: number, at: string): Promise<void> {
  await db
    .insertInto('expense_categories')
    .values(
      DEFAULT_CATEGORIES.map(({ nome, grupo }) => ({
        tenant_id: tenantId,
        nome,
        chave: categoryKey(nome),
        grupo,
        parent_id: null,
        ativa: 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'chave']).doNothing())
    .execute();
}

/**
 * After a restore: a company without categories (a backup made before they were its own) gets
 * the defaults, and every name its expenses or bank rules carry that no category has becomes one
 * (grouped as the nine were, else 'outras'), so no record is left without its category.
 */
export async function ensureCategoriesOfRecords(db: Executor, tenantId: number, at: string): Promise<void> {
  const any = await db
    .selectFrom('expense_categories')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .limit(1)
    .executeTakeFirst();
  if (!any) await createDefaultCategories(db, tenantId, at);
  const { rows } = await sql<{ categoria: string }>`
    select distinct categoria from expenses where tenant_id = ${tenantId}
    union select distinct categoria from bank_rules where tenant_id = ${tenantId} and categoria is not null`.execute(
    db,
  );
  const known = new Set(
    (await db.selectFrom('expense_categories').select('nome').where('tenant_id', '=', tenantId).execute()).map(
      (c) => c.nome,
    ),
  );
  const missing = rows.map((r) => r.categoria).filter((nome) => !known.has(nome));
  for (const nome of missing) {
    const grupo: CategoryGroup = (LEGACY_CATEGORY_GROUPS as Record<string, CategoryGroup>)[nome] ?? 'outras';
    const chave = categoryKey(nome);
    // A name that differs from a category's only in accents or case (only a hand-made document
    // can hold one): the record keeps its spelling, under a key of its own.
    const taken = await db
      .selectFrom('expense_categories')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('chave', '=', chave)
      .executeTakeFirst();
    await db
      .insertInto('expense_categories')
      .values({
        tenant_id: tenantId,
        nome,
        chave: taken ? `${chave} #${nome}` : chave,
        grupo,
        parent_id: null,
        ativa: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
