import { CATEGORY_GROUPS, CATEGORY_MSG, categoryKey, expenseCategoryInputSchema } from '@livro-caixa/domain';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { RESTORED_CATEGORIES } from '../../ledger/categories.js';
import { flag, RESTORE_MSG, rowError, rowId, timestamp } from '../../lib/backup/fields.js';
import { IdMap } from '../../lib/backup/restore.js';
import { declareTable, type TableDecl } from '../../lib/backup/table.js';

const fields = expenseCategoryInputSchema.shape;

const row = z.object({
  id: rowId,
  nome: fields.nome,
  grupo: z.enum(CATEGORY_GROUPS, { error: CATEGORY_MSG.grupoInvalid }),
  parent_id: rowId.nullable(),
  ativa: flag,
  created_at: timestamp,
  updated_at: timestamp,
});
type CategoryRow = z.output<typeof row>;

/**
 * The company's expense categories as a backup carries them (ADR 031, ADR 048), before the
 * ledger: an expense's `categoria` must name one of them. A backup made before categories were
 * the company's own has none (its `group`): the company keeps its stored ones, and the ledger's
 * restore makes a category of every name its expenses carry.
 */
export const expenseCategoriesTable: TableDecl = declareTable({
  name: 'expense_categories',
  table: 'expense_categories',
  label: 'categorias de despesa',
  columns: ['id', 'nome', 'grupo', 'parent_id', 'ativa', 'created_at', 'updated_at'],
  excluded: { tenant_id: 'the company restored into', chave: 'derived from the name' },
  row,
  unique: { id: RESTORE_MSG.duplicateId },
  group: 'expense_categories',
  restore: {
    async clear({ trx, tenantId }) {
      await trx.deleteFrom('expense_categories').where('tenant_id', '=', tenantId).execute();
    },
    // A few dozen rows: read whole, the top-level ones first, then their subcategories with the
    // parent's new id (one level deep, as the API keeps them).
    async write(ctx, rows) {
      const all: Array<{ index: number; row: CategoryRow }> = [];
      for await (const chunk of rows()) all.push(...chunk);
      const byId = new Map(all.map((r) => [r.row.id, r.row]));
      const ids = new IdMap();
      const stored = new Map<number, number>();
      const insert = async (index: number, r: CategoryRow, parentId: number | null) => {
        try {
          const { id } = await ctx.trx
            .insertInto('expense_categories')
            .values({
              tenant_id: ctx.tenantId,
              nome: r.nome,
              chave: categoryKey(r.nome),
              grupo: r.grupo,
              parent_id: parentId,
              ativa: r.ativa,
              created_at: r.created_at,
              updated_at: r.updated_at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          stored.set(r.id, id);
          ids.add(r.id, id);
        } catch (error) {
          if (isUniqueViolation(error)) throw rowError(expenseCategoriesTable, index, 'nome', CATEGORY_MSG.nomeTaken);
          throw error;
        }
      };
      for (const { index, row: r } of all) if (r.parent_id === null) await insert(index, r, null);
      for (const { index, row: r } of all) {
        if (r.parent_id === null) continue;
        const parent = byId.get(r.parent_id);
        if (!parent || parent.parent_id !== null)
          throw rowError(expenseCategoriesTable, index, 'parent_id', CATEGORY_MSG.parentNotFound);
        await insert(index, r, stored.get(r.parent_id) as number);
      }
      ctx.ids.set('expense_categories', ids);
      ctx.state.set(RESTORED_CATEGORIES, new Set(all.map((r) => r.row.nome)));
    },
  },
});
