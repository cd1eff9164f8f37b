import {
  type CommissionFigures,
  centavosToReais,
  type OpenCommissions,
  PAYOUT_MSG,
  type Payout,
  type payoutInputSchema,
} from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Db, type Executor, isPostgres } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PayoutItemsTable } from '../../db/schema.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { createdOnce } from '../../lib/idempotency.js';
import { nextNumber } from '../../lib/numbers.js';
import { documentKind, documentReads, lockForReversal, markReversed, type Range } from './documents.js';
import { payoutsTable } from './payouts.table.js';

/**
 * Commission payouts to attendants (issue 15, ADR 019, docs/product-rules.md "Settling up").
 * A payment's commission for attendant A is paid by a standing payout item ('comissao', live = 1)
 * for (payment, A); the database's unique index keeps it to one. What a paid payment earns now
 * minus what its standing items paid is its correction, carried into A's next payout. All
 * amounts here are centavos; reais appear only in the answers.
 */

type PayoutInput = z.output<typeof payoutInputSchema>;

interface OpenRow {
  payment_id: number;
  data_pagamento: string;
  descricao: string;
  valor: number;
  valor_comissao: number;
}

interface CorrectionRow {
  payment_id: number;
  data_pagamento: string;
  descricao: string;
  pago: number;
  devido: number;
  motivo: 'alterado' | 'excluido';
}

/** The attendant, locked until the transaction ends on PostgreSQL: one payout or reversal at a time per person. */
async function attendantOf(trx: Executor, tenantId: number, id: number, lock: boolean) {
  let q = trx
    .selectFrom('attendants')
    .select(['id', 'nome', 'chave_pix'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  if (lock && isPostgres(trx)) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(PAYOUT_MSG.attendantNotFound);
  return row;
}

/** Confirmed entradas of the attendant whose commission no standing payout has paid (optionally only `ids`). */
async function openRows(trx: Executor, tenantId: number, attendantId: number, range: Range, ids?: number[]) {
  if (ids && ids.length === 0) return [];
  const rows = await trx
    .selectFrom('payments as p')
    .select(['p.id as payment_id', 'p.data_pagamento', 'p.descricao', 'p.valor', 'p.valor_comissao'])
    .where('p.tenant_id', '=', tenantId)
    .where('p.atendente_id', '=', attendantId)
    .where('p.status', '=', 'confirmado')
    .where('p.tipo_pagamento', '=', 'entrada')
    .where('p.valor_comissao', '<>', 0)
    .$if(range.startDate !== undefined, (q) => q.where('p.data_pagamento', '>=', range.startDate as string))
    .$if(range.endDate !== undefined, (q) => q.where('p.data_pagamento', '<=', range.endDate as string))
    .$if(ids !== undefined, (q) => q.where('p.id', 'in', ids as number[]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payout_items as i')
            .select(sql`1`.as('one'))
            .whereRef('i.tenant_id', '=', 'p.tenant_id')
            .whereRef('i.payment_id', '=', 'p.id')
            .whereRef('i.atendente_id', '=', 'p.atendente_id')
            .where('i.live', '=', 1)
            .where('i.tipo', '=', 'comissao'),
        ),
      ),
    )
    .orderBy('p.data_pagamento')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ ...r, valor: Number(r.valor), valor_comissao: Number(r.valor_comissao) })) as OpenRow[];
}

/**
 * Payments whose standing items for the attendant add up to something other than what the
 * payment earns for it now: edited (valor, status, tipo, attendant) or deleted after being paid.
 */
async function correctionRows(trx: Executor, tenantId: number, attendantId: number): Promise<CorrectionRow[]> {
  const { rows } = await sql<{
    payment_id: number;
    pago: number | string;
    item_descricao: string;
    item_data: string;
    p_id: number | null;
    p_descricao: string | null;
    p_data: string | null;
    devido: number | string;
  }>`select i.payment_id, i.pago, i.item_descricao, i.item_data, p.id as p_id, p.descricao as p_descricao,
        p.data_pagamento as p_data,
        case when p.atendente_id = ${attendantId} and p.status = 'confirmado' and p.tipo_pagamento = 'entrada'
             then p.valor_comissao else 0 end as devido
      from (select payment_id, sum(valor_comissao) as pago, max(descricao) as item_descricao,
                   max(data_pagamento) as item_data
              from payout_items
             where tenant_id = ${tenantId} and atendente_id = ${attendantId} and live = 1
             group by payment_id) i
      left join payments p on p.tenant_id = ${tenantId} and p.id = i.payment_id
     order by i.payment_id`.execute(trx);
  return rows
    .map((r) => ({
      payment_id: r.payment_id,
      data_pagamento: r.p_data ?? r.item_data,
      descricao: r.p_descricao ?? r.item_descricao,
      pago: Number(r.pago),
      devido: Number(r.devido),
      motivo: (r.p_id === null ? 'excluido' : 'alterado') as CorrectionRow['motivo'],
    }))
    .filter((r) => r.pago !== r.devido);
}

/** Earned (Σ commission of confirmed entradas), paid (Σ standing items) and open, all time, in centavos. */
async function figuresOf(trx: Executor, tenantId: number, attendantId?: number) {
  const { rows } = await sql<{ atendente_id: number; earned: number | string; paid: number | string }>`
    select a.id as atendente_id,
      (select coalesce(sum(r.valor_comissao), 0) from attendant_rollups r
        where r.tenant_id = a.tenant_id and r.atendente_id = a.id and r.status = 'confirmado'
          and r.tipo_pagamento = 'entrada' and r.grain = 't' and r.period = '') as earned,
      (select coalesce(sum(i.valor_comissao), 0) from payout_items i
        where i.tenant_id = a.tenant_id and i.atendente_id = a.id and i.live = 1) as paid
    from attendants a
    where a.tenant_id = ${tenantId} ${attendantId === undefined ? sql`` : sql`and a.id = ${attendantId}`}
    order by a.id`.execute(trx);
  return rows.map((r) => {
    const earned = Number(r.earned);
    const paid = Number(r.paid);
    return { atendente_id: r.atendente_id, earned, paid, open: earned - paid };
  });
}

const reais = (f: { earned: number; paid: number; open: number }): CommissionFigures => ({
  earned: centavosToReais(f.earned),
  paid: centavosToReais(f.paid),
  open: centavosToReais(f.open),
});

export async function openCommissions(
  db: Db,
  tenantId: number,
  attendantId: number,
  range: Range,
): Promise<OpenCommissions> {
  const person = await attendantOf(db, tenantId, attendantId, false);
  const [rows, corrections, figures] = await Promise.all([
    openRows(db, tenantId, attendantId, range),
    correctionRows(db, tenantId, attendantId),
    figuresOf(db, tenantId, attendantId),
  ]);
  return {
    atendente: person,
    figures: reais(figures[0] ?? { earned: 0, paid: 0, open: 0 }),
    commissions: rows.map((r) => ({
      ...r,
      valor: centavosToReais(r.valor),
      valor_comissao: centavosToReais(r.valor_comissao),
    })),
    corrections: corrections.map((c) => ({
      ...c,
      pago: centavosToReais(c.pago),
      devido: centavosToReais(c.devido),
      diferenca: centavosToReais(c.devido - c.pago),
    })),
  };
}

export async function commissionBalances(db: Db, tenantId: number) {
  const rows = await figuresOf(db, tenantId);
  return rows.map((r) => ({ atendente_id: r.atendente_id, ...reais(r) }));
}

/**
 * Pays the chosen commissions, once per Idempotency-Key (docs/product-rules.md "Settling up"): a
 * request repeating the key and body answers the first payout. Two at once with one key: the second
 * waits on the attendant's lock, then finds the commissions paid, and `idempotent` answers it the
 * first's payout instead of that refusal.
 */
export async function createPayout(
  db: Db,
  actor: Actor,
  input: PayoutInput,
  idempotencyKey?: string,
): Promise<{ status: number; body: { data: Payout } }> {
  try {
    return await createdOnce(db, actor, 'payouts', idempotencyKey, input, (trx) => payIn(trx, actor, input));
  } catch (error) {
    // The unique index on standing commission items: a concurrent payout took one of them first.
    if (isUniqueViolation(error)) throw conflict(PAYOUT_MSG.alreadyPaid, { payment_ids: PAYOUT_MSG.alreadyPaid });
    throw error;
  }
}

async function payIn(trx: Executor, actor: Actor, input: PayoutInput): Promise<Payout> {
  const person = await attendantOf(trx, actor.tenantId, input.atendente_id, true);
  const chosen = await openRows(trx, actor.tenantId, person.id, {}, input.payment_ids);
  if (chosen.length !== input.payment_ids.length)
    throw conflict(PAYOUT_MSG.notOpen, { payment_ids: PAYOUT_MSG.notOpen });
  const corrections = await correctionRows(trx, actor.tenantId, person.id);
  const total =
    chosen.reduce((s, r) => s + r.valor_comissao, 0) + corrections.reduce((s, c) => s + c.devido - c.pago, 0);
  if (total <= 0) throw validationError(PAYOUT_MSG.totalNotPositive, { payment_ids: PAYOUT_MSG.totalNotPositive });
  const numero = await nextNumber(trx, actor.tenantId, 'payout');
  const at = actor.now.toISOString();
  const { id } = await trx
    .insertInto('payouts')
    .values({
      tenant_id: actor.tenantId,
      numero,
      atendente_id: person.id,
      atendente_nome: person.nome,
      data_pagamento: input.data_pagamento,
      forma_pagamento: input.forma_pagamento,
      periodo_inicio: input.periodo_inicio,
      periodo_fim: input.periodo_fim,
      total,
      observacoes: input.observacoes,
      status: 'pago',
      created_by: actor.userId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items: Array<Omit<PayoutItemsTable, 'id'>> = [
    ...chosen.map((r) => ({
      tenant_id: actor.tenantId,
      payout_id: id,
      atendente_id: person.id,
      payment_id: r.payment_id,
      tipo: 'comissao' as const,
      valor_comissao: r.valor_comissao,
      descricao: r.descricao,
      data_pagamento: r.data_pagamento,
      valor: r.valor,
      live: 1,
    })),
    ...corrections.map((c) => ({
      tenant_id: actor.tenantId,
      payout_id: id,
      atendente_id: person.id,
      payment_id: c.payment_id,
      tipo: 'correcao' as const,
      valor_comissao: c.devido - c.pago,
      descricao: c.descricao,
      data_pagamento: c.data_pagamento,
      valor: 0,
      live: 1,
    })),
  ];
  for (let i = 0; i < items.length; i += 500) {
    await trx
      .insertInto('payout_items')
      .values(items.slice(i, i + 500))
      .execute();
  }
  await logByActor(trx, actor, 'CREATE', 'payout', id);
  return loadPayout(trx, actor.tenantId, id);
}

export async function reversePayout(db: Db, actor: Actor, id: number, motivo: string): Promise<Payout> {
  return db.transaction().execute(async (trx) => {
    const payout = await lockForReversal<{ status: string; atendente_id: number }>(trx, PAYOUTS, actor, id);
    if (payout.status === 'estornado') throw conflict(PAYOUT_MSG.alreadyReversed);
    // A later standing payout that corrected one of these commissions is reversed first, so a
    // correction never stands without the commission it corrects.
    const later = await trx
      .selectFrom('payout_items as i')
      .innerJoin('payouts as o', 'o.id', 'i.payout_id')
      .select('o.numero')
      .where('i.tenant_id', '=', actor.tenantId)
      .where('i.atendente_id', '=', payout.atendente_id)
      .where('i.live', '=', 1)
      .where('i.tipo', '=', 'correcao')
      .where('i.payout_id', '<>', id)
      .where('i.payment_id', 'in', (s) =>
        s
          .selectFrom('payout_items')
          .select('payment_id')
          .where('tenant_id', '=', actor.tenantId)
          .where('payout_id', '=', id),
      )
      .orderBy('o.numero', 'desc')
      .executeTakeFirst();
    if (later) throw conflict(PAYOUT_MSG.reverseLaterFirst(later.numero));
    await markReversed(trx, PAYOUTS, actor, id, motivo);
    await trx
      .updateTable('payout_items')
      .set({ live: 0 })
      .where('tenant_id', '=', actor.tenantId)
      .where('payout_id', '=', id)
      .execute();
    return loadPayout(trx, actor.tenantId, id);
  });
}

const PAYOUTS = documentKind('payout', payoutsTable, {
  person: 'atendente_id',
  personTable: 'attendants',
  date: 'data_pagamento',
  money: ['total'],
  itemColumns: ['payment_id', 'tipo', 'valor_comissao', 'descricao', 'data_pagamento', 'valor'],
  itemMoney: ['valor_comissao', 'valor'],
  itemOrder: ['tipo', 'data_pagamento', 'payment_id'],
  missing: PAYOUT_MSG.payoutNotFound,
});

/** A payout as the API answers it, in centavos (its receipt, its PIX), and the list of them. */
export const {
  load: loadPayout,
  loadInCentavos: loadPayoutInCentavos,
  list: listPayouts,
} = documentReads<Payout>(PAYOUTS);
