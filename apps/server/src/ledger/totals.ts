import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { PaymentsTable } from '../db/schema.js';

/**
 * Attendants' and tripeiros' totals are kept as running sums on their rows (ADR 004), changed in
 * the same transaction as the payment write, so the lists never scan a million payments:
 * - attendant: total_payments = count of confirmed entradas, total_commissions = Σ valor_comissao;
 * - tripeiro: total_payments and total_commissions likewise (Σ comissao_tripeiro), and
 *   saldo_pendente = Σ valor of its pending entradas.
 * `recomputeTotals` derives the same figures from the payments, for checks and repairs.
 */
type Counted = Pick<
  PaymentsTable,
  'atendente_id' | 'tripeiro_id' | 'tipo_pagamento' | 'status' | 'valor' | 'valor_comissao' | 'comissao_tripeiro'
>;

interface Delta {
  count: number;
  commission: number;
  pending: number;
}

function contribution(p: Counted, sign: 1 | -1) {
  const confirmed = p.tipo_pagamento === 'entrada' && p.status === 'confirmado';
  const pending = p.tipo_pagamento === 'entrada' && p.status === 'pendente';
  return {
    attendant:
      p.atendente_id && confirmed
        ? { id: p.atendente_id, count: sign, commission: sign * p.valor_comissao, pending: 0 }
        : null,
    tripeiro:
      p.tripeiro_id && (confirmed || pending)
        ? {
            id: p.tripeiro_id,
            count: confirmed ? sign : 0,
            commission: confirmed ? sign * p.comissao_tripeiro : 0,
            pending: pending ? sign * p.valor : 0,
          }
        : null,
  };
}

function add(map: Map<number, Delta>, d: { id: number } & Delta) {
  const cur = map.get(d.id) ?? { count: 0, commission: 0, pending: 0 };
  map.set(d.id, {
    count: cur.count + d.count,
    commission: cur.commission + d.commission,
    pending: cur.pending + d.pending,
  });
}

/** Moves the totals from what `before` counted to what `after` counts (either may be absent). */
export async function applyTotals(db: Executor, tenantId: number, before: Counted | null, after: Counted | null) {
  const attendants = new Map<number, Delta>();
  const tripeiros = new Map<number, Delta>();
  for (const [p, sign] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!p) continue;
    const c = contribution(p, sign);
    if (c.attendant) add(attendants, c.attendant);
    if (c.tripeiro) add(tripeiros, c.tripeiro);
  }
  // In id order, so two concurrent writes on PostgreSQL lock the same rows in the same order.
  for (const [id, d] of [...attendants].sort((a, b) => a[0] - b[0])) {
    if (d.count === 0 && d.commission === 0) continue;
    await db
      .updateTable('attendants')
      .set({
        total_payments: sql`total_payments + ${d.count}`,
        total_commissions: sql`total_commissions + ${d.commission}`,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
  for (const [id, d] of [...tripeiros].sort((a, b) => a[0] - b[0])) {
    if (d.count === 0 && d.commission === 0 && d.pending === 0) continue;
    await db
      .updateTable('tripeiros')
      .set({
        total_payments: sql`total_payments + ${d.count}`,
        total_commissions: sql`total_commissions + ${d.commission}`,
        saldo_pendente: sql`saldo_pendente + ${d.pending}`,
      })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();
  }
}

/** Sets every attendant's and tripeiro's totals of a company from its payments (seed, repair, tests). */
export async function recomputeTotals(db: Executor, tenantId: number) {
  const confirmedEntrada = sql`p.status = 'confirmado' and p.tipo_pagamento = 'entrada'`;
  await db
    .updateTable('attendants')
    .set({
      total_payments: sql`(select count(*) from payments p where p.tenant_id = attendants.tenant_id and p.atendente_id = attendants.id and ${confirmedEntrada})`,
      total_commissions: sql`(select coalesce(sum(p.valor_comissao), 0) from payments p where p.tenant_id = attendants.tenant_id and p.atendente_id = attendants.id and ${confirmedEntrada})`,
    })
    .where('tenant_id', '=', tenantId)
    .execute();
  await db
    .updateTable('tripeiros')
    .set({
      total_payments: sql`(select count(*) from payments p where p.tenant_id = tripeiros.tenant_id and p.tripeiro_id = tripeiros.id and ${confirmedEntrada})`,
      total_commissions: sql`(select coalesce(sum(p.comissao_tripeiro), 0) from payments p where p.tenant_id = tripeiros.tenant_id and p.tripeiro_id = tripeiros.id and ${confirmedEntrada})`,
      saldo_pendente: sql`(select coalesce(sum(p.valor), 0) from payments p where p.tenant_id = tripeiros.tenant_id and p.tripeiro_id = tripeiros.id and p.status = 'pendente' and p.tipo_pagamento = 'entrada')`,
    })
    .where('tenant_id', '=', tenantId)
    .execute();
}
