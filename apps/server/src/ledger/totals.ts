import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/database.js';

/**
 * An attendant's and a tripeiro's all-time totals, read from the rollups' 't' rows (ADR 012): a
 * handful of rows per person (one per write slot), kept by every payment write in its own
 * transaction, so the lists never scan payments and no write queues on a person's row.
 * - attendant: total_payments = count of its confirmed entradas, total_commissions = Σ valor_comissao;
 * - tripeiro: total_payments and total_commissions likewise (Σ comissao_tripeiro); saldo_pendente =
 *   Σ valor of its pending entradas and comissao_pendente = Σ their comissao_tripeiro, each rounded
 *   per entry as a settlement sums them (docs/product-rules.md "People's totals").
 * Each is a correlated subquery on the person's row (`alias.id`, `alias.tenant_id`), in centavos.
 */
function allTime(
  table: 'attendant_rollups' | 'tripeiro_rollups',
  alias: string,
  status: 'confirmado' | 'pendente',
  sum: 'n' | 'valor' | 'valor_comissao' | 'comissao_tripeiro',
): RawBuilder<number> {
  const person = table === 'attendant_rollups' ? 'atendente_id' : 'tripeiro_id';
  return sql<number>`(select coalesce(sum(r.${sql.ref(sum)}), 0) from ${sql.table(table)} r
    where r.tenant_id = ${sql.ref(`${alias}.tenant_id`)} and r.status = ${status}
      and r.tipo_pagamento = 'entrada' and r.grain = 't' and r.period = ''
      and r.${sql.ref(person)} = ${sql.ref(`${alias}.id`)})`;
}

export function attendantTotals(alias: string) {
  return [
    allTime('attendant_rollups', alias, 'confirmado', 'n').as('total_payments'),
    allTime('attendant_rollups', alias, 'confirmado', 'valor_comissao').as('total_commissions'),
  ] as const;
}

export function tripeiroTotals(alias: string) {
  return [
    allTime('tripeiro_rollups', alias, 'confirmado', 'n').as('total_payments'),
    allTime('tripeiro_rollups', alias, 'confirmado', 'comissao_tripeiro').as('total_commissions'),
    allTime('tripeiro_rollups', alias, 'pendente', 'valor').as('saldo_pendente'),
    allTime('tripeiro_rollups', alias, 'pendente', 'comissao_tripeiro').as('comissao_pendente'),
  ] as const;
}

/** Whether any payment names the person: one with payments keeps its history (ADR 004). */
export async function hasPayments(
  db: Executor,
  tenantId: number,
  person: 'atendente_id' | 'tripeiro_id',
  id: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(person, '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The person's entradas of one status: an attendant's confirmed ones, a tripeiro's pending ones. */
export function entradasOf(
  db: Executor,
  tenantId: number,
  person: 'atendente_id' | 'tripeiro_id',
  id: number,
  status: 'confirmado' | 'pendente',
) {
  return db
    .selectFrom('payments')
    .where('payments.tenant_id', '=', tenantId)
    .where(`payments.${person}`, '=', id)
    .where('payments.status', '=', status)
    .where('payments.tipo_pagamento', '=', 'entrada');
}
