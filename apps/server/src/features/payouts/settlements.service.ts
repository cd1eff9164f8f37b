import { centavosToReais, PAYOUT_MSG, type Settlement, type settlementInputSchema } from '@livro-caixa/domain';
import type { z } from 'zod';
import { type Db, type Executor, isPostgres } from '../../db/database.js';
import { amendPayment } from '../../ledger/payments.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { offsetOf, pageInfo } from '../../lib/pagination.js';
import { nextNumber } from './numbers.js';

/**
 * Settlements with tripeiros (acerto; issue 15, ADR 019). For a tripeiro and a period: its pending
 * entradas, its commission on them (Σ their `comissao_tripeiro`, the figure the ledger counts once
 * they are confirmed) and what it hands over (saldo − comissão). Recording one confirms exactly
 * the chosen payments through the ledger (month lock, rollups, activity log), in one transaction.
 */

type SettlementInput = z.output<typeof settlementInputSchema>;
type Range = { startDate?: string | undefined; endDate?: string | undefined };

async function tripeiroOf(trx: Executor, tenantId: number, id: number, lock: boolean) {
  let q = trx.selectFrom('tripeiros').select(['id', 'nome']).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock && isPostgres(trx)) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(PAYOUT_MSG.tripeiroNotFound);
  return row;
}

const pendingColumns = ['id as payment_id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro'] as const;

function pendingOf(db: Executor, tenantId: number, tripeiroId: number) {
  return db
    .selectFrom('payments')
    .where('tenant_id', '=', tenantId)
    .where('tripeiro_id', '=', tripeiroId)
    .where('status', '=', 'pendente')
    .where('tipo_pagamento', '=', 'entrada');
}

const sums = (rows: Array<{ valor: number; comissao_tripeiro: number }>) => {
  const saldo = rows.reduce((s, r) => s + Number(r.valor), 0);
  const comissao = rows.reduce((s, r) => s + Number(r.comissao_tripeiro), 0);
  return { saldo, comissao, valor_entregue: saldo - comissao };
};

export async function openSettlement(db: Db, tenantId: number, tripeiroId: number, range: Range) {
  const person = await tripeiroOf(db, tenantId, tripeiroId, false);
  const rows = await pendingOf(db, tenantId, tripeiroId)
    .select(pendingColumns)
    .$if(range.startDate !== undefined, (q) => q.where('data_pagamento', '>=', range.startDate as string))
    .$if(range.endDate !== undefined, (q) => q.where('data_pagamento', '<=', range.endDate as string))
    .orderBy('data_pagamento')
    .orderBy('id')
    .execute();
  const s = sums(rows);
  return {
    tripeiro: person,
    payments: rows.map((r) => ({
      ...r,
      valor: centavosToReais(Number(r.valor)),
      comissao_tripeiro: centavosToReais(Number(r.comissao_tripeiro)),
    })),
    saldo: centavosToReais(s.saldo),
    comissao: centavosToReais(s.comissao),
    valor_entregue: centavosToReais(s.valor_entregue),
  };
}

export async function createSettlement(db: Db, actor: Actor, input: SettlementInput): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const person = await tripeiroOf(trx, actor.tenantId, input.tripeiro_id, true);
    // The chosen payments, locked in id order (the ledger's amend locks each again, the same row):
    // a concurrent settlement or edit of one of them waits and then finds it no longer pending.
    let q = pendingOf(trx, actor.tenantId, person.id)
      .select(pendingColumns)
      .where('id', 'in', input.payment_ids)
      .orderBy('id');
    if (isPostgres(trx)) q = q.forUpdate();
    const rows = await q.execute();
    if (rows.length !== input.payment_ids.length) {
      throw conflict(PAYOUT_MSG.notPending, { payment_ids: PAYOUT_MSG.notPending });
    }
    for (const row of rows) await amendPayment(trx, actor, row.payment_id, { status: 'confirmado' });
    const s = sums(rows);
    const numero = await nextNumber(trx, actor.tenantId, 'settlement');
    const { id } = await trx
      .insertInto('settlements')
      .values({
        tenant_id: actor.tenantId,
        numero,
        tripeiro_id: person.id,
        tripeiro_nome: person.nome,
        data_acerto: input.data_acerto,
        forma_pagamento: input.forma_pagamento,
        periodo_inicio: input.periodo_inicio,
        periodo_fim: input.periodo_fim,
        ...s,
        observacoes: input.observacoes,
        created_by: actor.userId,
        created_at: actor.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('settlement_items')
        .values(
          rows.slice(i, i + 500).map((r) => ({
            tenant_id: actor.tenantId,
            settlement_id: id,
            payment_id: r.payment_id,
            descricao: r.descricao,
            data_pagamento: r.data_pagamento,
            valor: Number(r.valor),
            comissao_tripeiro: Number(r.comissao_tripeiro),
          })),
        )
        .execute();
    }
    await logActivity(trx, {
      tenantId: actor.tenantId,
      userId: actor.userId,
      action: 'CREATE',
      entityType: 'settlement',
      entityId: id,
      at: actor.now,
    });
    return loadSettlement(trx, actor.tenantId, id);
  });
}

const settlementColumns = [
  'id',
  'numero',
  'tripeiro_id',
  'tripeiro_nome',
  'data_acerto',
  'forma_pagamento',
  'periodo_inicio',
  'periodo_fim',
  'saldo',
  'comissao',
  'valor_entregue',
  'observacoes',
  'created_at',
] as const;

const inReais = <T extends { saldo: number; comissao: number; valor_entregue: number }>(r: T): T => ({
  ...r,
  saldo: centavosToReais(Number(r.saldo)),
  comissao: centavosToReais(Number(r.comissao)),
  valor_entregue: centavosToReais(Number(r.valor_entregue)),
});

export async function loadSettlement(db: Executor, tenantId: number, id: number): Promise<Settlement> {
  const row = await db
    .selectFrom('settlements')
    .select(settlementColumns)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(PAYOUT_MSG.settlementNotFound);
  const items = await db
    .selectFrom('settlement_items')
    .select(['payment_id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro'])
    .where('tenant_id', '=', tenantId)
    .where('settlement_id', '=', id)
    .orderBy('data_pagamento')
    .orderBy('payment_id')
    .execute();
  return {
    ...inReais(row),
    items: items.map((i) => ({
      ...i,
      valor: centavosToReais(Number(i.valor)),
      comissao_tripeiro: centavosToReais(Number(i.comissao_tripeiro)),
    })),
  };
}

export async function listSettlements(
  db: Db,
  tenantId: number,
  q: { page: number; limit: number; tripeiro_id?: number | undefined },
) {
  const base = db
    .selectFrom('settlements')
    .where('tenant_id', '=', tenantId)
    .$if(q.tripeiro_id !== undefined, (b) => b.where('tripeiro_id', '=', q.tripeiro_id as number));
  const [rows, count] = await Promise.all([
    base.select(settlementColumns).orderBy('numero', 'desc').limit(q.limit).offset(offsetOf(q.page, q.limit)).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(inReais), pagination: pageInfo(Number(count.n), q.page, q.limit) };
}
