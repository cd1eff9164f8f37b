import { centavosToReais, type ExpenseData, type ExpenseUpdate, type expenseQuerySchema } from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { assertMonthsOpen } from '../../ledger/month-lock.js';
import { applyExpenseRollups } from '../../ledger/rollups.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { valorInCentavos } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import { searchKeyOf } from '../../lib/search.js';
import * as repo from './expenses.repository.js';

type Query = z.output<typeof expenseQuerySchema>;

export async function listExpenses(db: Db, tenantId: number, q: Query) {
  const { rows, total } = await repo.listExpenses(db, { tenantId, ...q }, q.page, q.limit);
  return { data: rows, pagination: pageInfo(total, q.page, q.limit) };
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
  return idempotent(
    db,
    { tenantId: actor.tenantId, scope: 'expenses', key: idempotencyKey, body: input, now: actor.now },
    async (trx) => {
      await assertMonthsOpen(trx, actor.tenantId, [input.data_despesa]);
      const at = actor.now.toISOString();
      const row = {
        tenant_id: actor.tenantId,
        descricao: input.descricao,
        valor: valorInCentavos(input.valor),
        data_despesa: input.data_despesa,
        categoria: input.categoria,
        forma_pagamento: input.forma_pagamento,
        observacoes: input.observacoes,
        search_key: searchKeyOf(input.descricao),
        created_by: actor.userId,
        created_at: at,
        updated_at: at,
      };
      const id = await repo.insertExpense(trx, row);
      await applyExpenseRollups(trx, actor.tenantId, null, row);
      await logActivity(trx, { ...entry(actor), action: 'CREATE', entityId: id });
      return { status: 201, body: { data: await getExpense(trx, actor.tenantId, id) } };
    },
  );
}

export async function updateExpense(db: Db, actor: Actor, id: number, input: ExpenseUpdate) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findExpenseRow(trx, actor.tenantId, id);
    if (!before) throw notFound('Despesa não encontrada');
    await assertMonthsOpen(trx, actor.tenantId, [before.data_despesa, input.data_despesa ?? before.data_despesa]);
    const { valor, ...rest } = input;
    const changes = {
      ...rest,
      ...(valor !== undefined && { valor: valorInCentavos(valor) }),
      ...(rest.descricao !== undefined && { search_key: searchKeyOf(rest.descricao) }),
      updated_at: actor.now.toISOString(),
    };
    await repo.updateExpense(trx, actor.tenantId, id, changes);
    await applyExpenseRollups(trx, actor.tenantId, before, { ...before, ...changes });
    await logActivity(trx, { ...entry(actor), action: 'UPDATE', entityId: id });
    return getExpense(trx, actor.tenantId, id);
  });
}

export async function deleteExpense(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findExpenseRow(trx, actor.tenantId, id);
    if (!before) throw notFound('Despesa não encontrada');
    await assertMonthsOpen(trx, actor.tenantId, [before.data_despesa]);
    await repo.deleteExpense(trx, actor.tenantId, id);
    await applyExpenseRollups(trx, actor.tenantId, before, null);
    await logActivity(trx, { ...entry(actor), action: 'DELETE', entityId: id });
  });
}

function entry(actor: Actor) {
  return { tenantId: actor.tenantId, userId: actor.userId, entityType: 'expense', at: actor.now };
}
