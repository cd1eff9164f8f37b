import { centavosToReais, type ExpenseData, type ExpenseUpdate, type expenseQuerySchema } from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { amendExpense, recordExpense, removeExpense } from '../../ledger/expenses.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { createdOnce } from '../../lib/idempotency.js';
import { valorInCentavos } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import * as repo from './expenses.repository.js';

type Query = z.output<typeof expenseQuerySchema>;

export async function listExpenses(db: Db, tenantId: number, q: Query) {
  const { rows, total, summary } = await repo.listExpenses(db, { tenantId, ...q }, q.page, q.limit);
  return { data: rows, pagination: pageInfo(total, q.page, q.limit), summary };
}

export async function expenseStats(
  db: Db,
  tenantId: number,
  q: { categoria?: string | undefined; startDate?: string | undefined; endDate?: string | undefined },
) {
  const byCategory = await repo.expenseTotalsByCategory(db, { tenantId, ...q });
  return {
    total: {
      total_expenses: byCategory.reduce((n, c) => n + c.count, 0),
      total_amount: centavosToReais(byCategory.reduce((n, c) => n + c.total, 0)),
    },
    byCategory: byCategory.map((c) => ({
      categoria: c.categoria,
      total_value: centavosToReais(c.total),
      total_count: c.count,
    })),
  };
}

async function getExpense(db: Executor, tenantId: number, id: number) {
  const expense = await repo.findExpense(db, tenantId, id);
  if (!expense) throw notFound('Despesa não encontrada');
  return expense;
}

export async function createExpense(db: Db, actor: Actor, input: ExpenseData, idempotencyKey: string | undefined) {
  return createdOnce(db, actor, 'expenses', idempotencyKey, input, async (trx) =>
    getExpense(
      trx,
      actor.tenantId,
      (await recordExpense(trx, actor, { ...input, valor: valorInCentavos(input.valor) })).id,
    ),
  );
}

export async function updateExpense(db: Db, actor: Actor, id: number, input: ExpenseUpdate) {
  return db.transaction().execute(async (trx) => {
    const { valor, ...rest } = input;
    await amendExpense(trx, actor, id, { ...rest, ...(valor !== undefined && { valor: valorInCentavos(valor) }) });
    return getExpense(trx, actor.tenantId, id);
  });
}

export async function deleteExpense(db: Db, actor: Actor, id: number) {
  await db.transaction().execute((trx) => removeExpense(trx, actor, id));
}
