import {
  CATEGORY_MSG,
  categoryKey,
  type ExpenseCategory,
  type expenseCategoryInputSchema,
  type expenseCategoryUpdateSchema,
} from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { moveExpensesToCategory } from '../../ledger/categories.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import * as repo from './expense-categories.repository.js';

/**
 * The company's own expense categories (docs/product-rules.md "The company's categories",
 * ADR 048): created, renamed, regrouped, archived and reactivated, removed while unused, merged.
 * An expense names its category by name; a rename or merge moves that name on every expense in
 * the same transaction, through the ledger.
 */

type CreateData = z.output<typeof expenseCategoryInputSchema>;
type UpdateData = z.output<typeof expenseCategoryUpdateSchema>;

const ENTITY = 'expense_category';
const notFoundError = () => notFound(CATEGORY_MSG.notFound);
const nameTaken = () => conflict(CATEGORY_MSG.nomeTaken, { nome: CATEGORY_MSG.nomeTaken });

/** Labelled "Categoria 'Energia'" from the row (lib/activity-labels.ts); a deleted one by its last label. */
function log(db: Executor, actor: Actor, action: 'CREATE' | 'UPDATE' | 'DELETE', id: number) {
  return logActivity(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action,
    entityType: ENTITY,
    entityId: id,
    at: actor.now,
  });
}

/** A unique index broken by a concurrent write with the same name: the same 409 as the check's. */
async function sameNameAsConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function listCategories(db: Db, tenantId: number, onlyActive: boolean): Promise<ExpenseCategory[]> {
  const [rows, counts] = await Promise.all([
    repo.listCategories(db, tenantId, onlyActive),
    repo.expenseCounts(db, tenantId),
  ]);
  return rows.map((r) => repo.toApi(r, counts.get(r.nome) ?? 0));
}

async function answer(db: Executor, tenantId: number, id: number): Promise<ExpenseCategory> {
  const row = await repo.findCategory(db, tenantId, id);
  if (!row) throw notFoundError();
  const counts = await repo.expenseCounts(db, tenantId);
  return repo.toApi(row, counts.get(row.nome) ?? 0);
}

/** The parent a category may have: a top-level, active category of the company, not itself. */
async function checkParent(db: Executor, tenantId: number, parentId: number, selfId: number | null) {
  if (parentId === selfId) throw validationError(CATEGORY_MSG.parentIsSelf, { parent_id: CATEGORY_MSG.parentIsSelf });
  const parent = await repo.findCategory(db, tenantId, parentId, true);
  if (!parent) throw validationError(CATEGORY_MSG.parentNotFound, { parent_id: CATEGORY_MSG.parentNotFound });
  if (parent.parent_id !== null)
    throw validationError(CATEGORY_MSG.parentIsSub, { parent_id: CATEGORY_MSG.parentIsSub });
  if (parent.ativa !== 1)
    throw validationError(CATEGORY_MSG.parentArchived, { parent_id: CATEGORY_MSG.parentArchived });
  return parent;
}

export async function createCategory(db: Db, actor: Actor, input: CreateData): Promise<ExpenseCategory> {
  const chave = categoryKey(input.nome);
  return sameNameAsConflict(() =>
    db.transaction().execute(async (trx) => {
      if (input.parent_id !== null) await checkParent(trx, actor.tenantId, input.parent_id, null);
      if (await repo.findByKey(trx, actor.tenantId, chave)) throw nameTaken();
      const at = actor.now.toISOString();
      const { id } = await trx
        .insertInto('expense_categories')
        .values({
          tenant_id: actor.tenantId,
          nome: input.nome,
          chave,
          grupo: input.grupo,
          parent_id: input.parent_id,
          ativa: 1,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await log(trx, actor, 'CREATE', id);
      return answer(trx, actor.tenantId, id);
    }),
  );
}

export async function updateCategory(db: Db, actor: Actor, id: number, input: UpdateData): Promise<ExpenseCategory> {
  return sameNameAsConflict(() =>
    db.transaction().execute(async (trx) => {
      const tenantId = actor.tenantId;
      const row = await repo.findCategory(trx, tenantId, id, true);
      if (!row) throw notFoundError();
      const set: Partial<repo.CategoryRow> = {};

      if (input.nome !== undefined && input.nome !== row.nome) {
        const chave = categoryKey(input.nome);
        const other = await repo.findByKey(trx, tenantId, chave);
        if (other && other.id !== id) throw nameTaken();
        set.nome = input.nome;
        set.chave = chave;
      }
      if (input.grupo !== undefined) set.grupo = input.grupo;
      if (input.parent_id !== undefined && input.parent_id !== row.parent_id) {
        if (input.parent_id !== null) {
          await checkParent(trx, tenantId, input.parent_id, id);
          if ((await repo.childrenOf(trx, tenantId, id)).length > 0)
            throw validationError(CATEGORY_MSG.hasChildren, { parent_id: CATEGORY_MSG.hasChildren });
        }
        set.parent_id = input.parent_id;
      }
      if (input.ativa !== undefined && input.ativa !== row.ativa) {
        const parentId = set.parent_id !== undefined ? set.parent_id : row.parent_id;
        if (input.ativa === 1 && parentId !== null) {
          const parent = await repo.findCategory(trx, tenantId, parentId);
          if (parent && parent.ativa !== 1)
            throw validationError(CATEGORY_MSG.parentArchived, { ativa: CATEGORY_MSG.parentArchived });
        }
        set.ativa = input.ativa;
      }
      if (Object.keys(set).length === 0) return answer(trx, tenantId, id);

      const at = actor.now.toISOString();
      await trx
        .updateTable('expense_categories')
        .set({ ...set, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
      // Archiving a category archives its subcategories: none stays in the forms without it.
      if (set.ativa === 0)
        await trx
          .updateTable('expense_categories')
          .set({ ativa: 0, updated_at: at })
          .where('tenant_id', '=', tenantId)
          .where('parent_id', '=', id)
          .where('ativa', '=', 1)
          .execute();
      if (set.nome !== undefined) await moveExpensesToCategory(trx, tenantId, row.nome, set.nome);
      await log(trx, actor, 'UPDATE', id);
      return answer(trx, tenantId, id);
    }),
  );
}

/** Removed when nothing names it (no expense, bank rule or subcategory); archived otherwise. */
export async function removeCategory(db: Db, actor: Actor, id: number): Promise<'excluida' | 'arquivada'> {
  return db.transaction().execute(async (trx) => {
    const tenantId = actor.tenantId;
    const row = await repo.findCategory(trx, tenantId, id, true);
    if (!row) throw notFoundError();
    const children = await repo.childrenOf(trx, tenantId, id);
    if (children.length === 0 && !(await repo.isUsed(trx, tenantId, row.nome))) {
      await trx.deleteFrom('expense_categories').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
      await log(trx, actor, 'DELETE', id);
      return 'excluida';
    }
    const at = actor.now.toISOString();
    await trx
      .updateTable('expense_categories')
      .set({ ativa: 0, updated_at: at })
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
      .where('ativa', '=', 1)
      .execute();
    await log(trx, actor, 'UPDATE', id);
    return 'arquivada';
  });
}

/**
 * Merges the category into `destinoId`: its expenses (and their sums), bank rules and
 * subcategories move to the destination, and it is removed. Answers the destination.
 */
export async function mergeCategory(db: Db, actor: Actor, id: number, destinoId: number): Promise<ExpenseCategory> {
  if (id === destinoId) throw validationError(CATEGORY_MSG.mergeIntoSelf, { destino_id: CATEGORY_MSG.mergeIntoSelf });
  return db.transaction().execute(async (trx) => {
    const tenantId = actor.tenantId;
    // Both rows held, in id order (two merges crossing each other wait instead of deadlocking).
    const [first, second] = id < destinoId ? [id, destinoId] : [destinoId, id];
    const a = await repo.findCategory(trx, tenantId, first, true);
    const b = await repo.findCategory(trx, tenantId, second, true);
    const source = id === first ? a : b;
    const target = id === first ? b : a;
    if (!source) throw notFoundError();
    if (!target) throw validationError(CATEGORY_MSG.destinoNotFound, { destino_id: CATEGORY_MSG.destinoNotFound });
    if (target.ativa !== 1)
      throw validationError(CATEGORY_MSG.mergeIntoArchived, { destino_id: CATEGORY_MSG.mergeIntoArchived });
    const children = await repo.childrenOf(trx, tenantId, id);
    if (children.length > 0 && target.parent_id !== null)
      throw validationError(CATEGORY_MSG.mergeChildrenIntoSub, { destino_id: CATEGORY_MSG.mergeChildrenIntoSub });

    await moveExpensesToCategory(trx, tenantId, source.nome, target.nome);
    const at = actor.now.toISOString();
    if (children.length > 0)
      await trx
        .updateTable('expense_categories')
        .set({ parent_id: target.id, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('parent_id', '=', id)
        .execute();
    await trx.deleteFrom('expense_categories').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    await log(trx, actor, 'DELETE', id);
    await log(trx, actor, 'UPDATE', target.id);
    return answer(trx, tenantId, target.id);
  });
}
