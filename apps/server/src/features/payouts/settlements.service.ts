import {
  centavosToReais,
  formatLocalDate,
  monthOf,
  PAYOUT_MSG,
  type Settlement,
  type settlementInputSchema,
} from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type Db, type Executor, isPostgres } from '../../db/database.js';
import { closedMonthsAmong } from '../../ledger/month-lock.js';
import { receiveBySettlement, receiveInLaterMonth, returnToOwnMonth, returnToPending } from '../../ledger/payments.js';
import { entradasOf } from '../../ledger/totals.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, notFound, validationError } from '../../lib/errors.js';
import { createdOnce } from '../../lib/idempotency.js';
import { nextNumber } from '../../lib/numbers.js';
import { documentKind, documentReads, lockForReversal, markReversed, type Range } from './documents.js';
import { settlementsTable } from './payouts.table.js';

/**
 * Settlements with tripeiros (acerto; issue 15, ADR 019, ADR 022). For a tripeiro and a period:
 * its pending entradas, its commission on them (Σ their `comissao_tripeiro`, the figure the ledger
 * counts once they are confirmed) and what it hands over (saldo − comissão). Recording one
 * confirms exactly the chosen payments through the ledger (month lock, rollups, activity log) and
 * lowers the saldo devedor of the chosen account, in one transaction; its reversal undoes both
 * (docs/product-rules.md "Settling up").
 */

type SettlementInput = z.output<typeof settlementInputSchema>;

async function tripeiroOf(trx: Executor, tenantId: number, id: number, lock: boolean) {
  let q = trx.selectFrom('tripeiros').select(['id', 'nome']).where('tenant_id', '=', tenantId).where('id', '=', id);
  if (lock && isPostgres(trx)) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(PAYOUT_MSG.tripeiroNotFound);
  return row;
}

const pendingColumns = ['id as payment_id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro'] as const;

function pendingOf(db: Executor, tenantId: number, tripeiroId: number) {
  return entradasOf(db, tenantId, 'tripeiro_id', tripeiroId, 'pendente');
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

/** The tripeiro's account, locked until the transaction ends (PostgreSQL; SQLite writes one at a time). */
async function accountOf(trx: Executor, tenantId: number, tripeiroId: number, accountId: number) {
  let q = trx
    .selectFrom('tripeiro_accounts')
    .select(['id', 'numero_conta', 'saldo_devedor', 'ativa'])
    .where('tenant_id', '=', tenantId)
    .where('tripeiro_id', '=', tripeiroId)
    .where('id', '=', accountId);
  if (isPostgres(trx)) q = q.forUpdate();
  return q.executeTakeFirst();
}

/**
 * Records the settlement, once per Idempotency-Key (docs/product-rules.md "Settling up"): a request
 * repeating the key and body answers the first settlement. Two at once with one key: the second
 * waits on the tripeiro's and the payments' locks, then finds them no longer pending, and
 * `idempotent` answers it the first's settlement instead of that refusal.
 */
export function createSettlement(
  db: Db,
  actor: Actor,
  input: SettlementInput,
  idempotencyKey?: string,
): Promise<{ status: number; body: { data: Settlement } }> {
  return createdOnce(db, actor, 'settlements', idempotencyKey, input, (trx) => settleIn(trx, actor, input));
}

async function settleIn(trx: Executor, actor: Actor, input: SettlementInput): Promise<Settlement> {
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
  const account = input.conta_id === null ? null : await accountOf(trx, actor.tenantId, person.id, input.conta_id);
  if (input.conta_id !== null && !account) throw notFound(PAYOUT_MSG.accountNotFound);
  if (account && account.ativa !== 1) {
    throw validationError(PAYOUT_MSG.accountInactive, { conta_id: PAYOUT_MSG.accountInactive });
  }
  // docs/product-rules.md "Settling up" and "Settling after the closing": every entrada is received
  // on the settlement's date (`data_recebimento`), where its cash counts; an entrada of a closed
  // month also moves there. That date must then be in an open month.
  const closed = await closedMonthsAmong(trx, actor.tenantId, [
    input.data_acerto,
    ...rows.map((r) => r.data_pagamento),
  ]);
  const late = new Set(rows.filter((r) => closed.has(monthOf(r.data_pagamento))).map((r) => r.payment_id));
  const firstLate = rows.find((r) => late.has(r.payment_id));
  if (firstLate && closed.has(monthOf(input.data_acerto))) {
    const message = PAYOUT_MSG.settleDateClosed(firstLate.descricao, firstLate.data_pagamento, input.data_acerto);
    throw new AppError('MONTH_CLOSED', 409, message);
  }
  if (closed.has(monthOf(input.data_acerto))) {
    throw new AppError('MONTH_CLOSED', 409, PAYOUT_MSG.settleInClosedMonth(input.data_acerto));
  }
  for (const row of rows) {
    if (late.has(row.payment_id)) await receiveInLaterMonth(trx, actor, row.payment_id, input.data_acerto);
    else await receiveBySettlement(trx, actor, row.payment_id, input.data_acerto);
  }
  const s = sums(rows);
  // docs/product-rules.md "Settling up": the account's saldo devedor goes down by the saldo
  // settled, never below zero; what it went down by is kept for a reversal to give back.
  const abatimento = account ? Math.min(s.saldo, Number(account.saldo_devedor)) : 0;
  if (account && abatimento > 0) {
    await trx
      .updateTable('tripeiro_accounts')
      .set({ saldo_devedor: sql`saldo_devedor - ${abatimento}`, updated_at: actor.now.toISOString() })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', account.id)
      .execute();
  }
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
      status: 'acertado',
      conta_id: account?.id ?? null,
      conta_numero: account?.numero_conta ?? null,
      abatimento,
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
          mes_fechado: late.has(r.payment_id) ? 1 : 0,
        })),
      )
      .execute();
  }
  await logByActor(trx, actor, 'CREATE', 'settlement', id);
  return loadSettlement(trx, actor.tenantId, id);
}

/**
 * Reverses a settlement (estorno; docs/product-rules.md "Settling up", ADR 022): with a reason,
 * never an edit in place. Each payment it confirmed goes back to pendente through the ledger, and
 * only while it is still exactly as the settlement confirmed it; the account gets back what the
 * settlement took off its saldo devedor. All or nothing, in one transaction.
 */
export async function reverseSettlement(db: Db, actor: Actor, id: number, motivo: string): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const settlement = await lockForReversal<{
      status: string;
      data_acerto: string;
      tripeiro_id: number;
      conta_id: number | null;
      abatimento: number | string;
    }>(trx, SETTLEMENTS, actor, id);
    if (settlement.status === 'estornado') throw conflict(PAYOUT_MSG.settlementAlreadyReversed);

    const items = await trx
      .selectFrom('settlement_items')
      .select(['payment_id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro', 'mes_fechado'])
      .where('tenant_id', '=', actor.tenantId)
      .where('settlement_id', '=', id)
      .orderBy('payment_id')
      .execute();
    let pq = trx
      .selectFrom('payments')
      .select(['id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro', 'status', 'tipo_pagamento'])
      .select(['tripeiro_id', 'data_lancamento', 'data_recebimento'])
      .where('tenant_id', '=', actor.tenantId)
      .where(
        'id',
        'in',
        items.map((i) => i.payment_id),
      )
      .orderBy('id');
    if (isPostgres(trx)) pq = pq.forUpdate();
    const payments = new Map((await pq.execute()).map((p) => [p.id, p]));
    // An entrada received from a closed month sits on the settlement's date, its own date kept
    // (docs/product-rules.md "Settling after the closing").
    const received = (item: (typeof items)[number]) => item.mes_fechado === 1;
    for (const item of items) {
      const p = payments.get(item.payment_id);
      const dated = received(item)
        ? p?.data_pagamento === settlement.data_acerto && p.data_lancamento === item.data_pagamento
        : p?.data_pagamento === item.data_pagamento;
      const unchanged =
        p !== undefined &&
        p.status === 'confirmado' &&
        p.tipo_pagamento === 'entrada' &&
        p.tripeiro_id === settlement.tripeiro_id &&
        p.descricao === item.descricao &&
        dated &&
        Number(p.valor) === Number(item.valor) &&
        Number(p.comissao_tripeiro) === Number(item.comissao_tripeiro);
      if (!unchanged) {
        const message = PAYOUT_MSG.settlementPaymentChanged(item.descricao, formatLocalDate(item.data_pagamento));
        throw conflict(message);
      }
    }
    // Going back to pendente changes the figures of the month each entrada leaves: its own, or the
    // settlement's for one received from a closed month; and its cash leaves the month it was
    // received in (`data_recebimento`, the settlement's date). A closed one refuses, naming the entry.
    // The months each entrada leaves, in the order a refusal names them: for one received from a
    // closed month, the settlement's (its date and cash); else its own, then its cash day.
    const leaves = (item: (typeof items)[number]): Array<[string, string | null]> => {
      if (received(item)) return [[settlement.data_acerto, settlement.data_acerto]];
      const cash = payments.get(item.payment_id)?.data_recebimento ?? null;
      return [[item.data_pagamento, null], ...(cash ? [[cash, cash] as [string, string]] : [])];
    };
    const closed = await closedMonthsAmong(
      trx,
      actor.tenantId,
      items.flatMap((item) => leaves(item).map(([day]) => day)),
    );
    for (const item of items) {
      const hit = leaves(item).find(([day]) => closed.has(monthOf(day)));
      if (hit) {
        const message = PAYOUT_MSG.reverseMonthClosed(item.descricao, item.data_pagamento, hit[1]);
        throw new AppError('MONTH_CLOSED', 409, message);
      }
    }
    for (const item of items) {
      if (received(item)) await returnToOwnMonth(trx, actor, item.payment_id);
      else await returnToPending(trx, actor, item.payment_id);
    }

    const abatimento = Number(settlement.abatimento);
    if (settlement.conta_id !== null && abatimento > 0) {
      // Given back to the account if it still exists (a deleted account has nothing to restore).
      await trx
        .updateTable('tripeiro_accounts')
        .set({ saldo_devedor: sql`saldo_devedor + ${abatimento}`, updated_at: actor.now.toISOString() })
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', settlement.conta_id)
        .execute();
    }
    await markReversed(trx, SETTLEMENTS, actor, id, motivo);
    return loadSettlement(trx, actor.tenantId, id);
  });
}

const SETTLEMENTS = documentKind('settlement', settlementsTable, {
  person: 'tripeiro_id',
  personTable: 'tripeiros',
  date: 'data_acerto',
  money: ['saldo', 'comissao', 'valor_entregue', 'abatimento'],
  itemColumns: ['payment_id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro', 'mes_fechado'],
  itemMoney: ['valor', 'comissao_tripeiro'],
  itemOrder: ['data_pagamento', 'payment_id'],
  missing: PAYOUT_MSG.settlementNotFound,
});

/** An item's `mes_fechado` as stored (0 or 1) read as the API's boolean. */
const withFlags = (s: Settlement): Settlement => ({
  ...s,
  items: s.items.map((i) => ({ ...i, mes_fechado: Number(i.mes_fechado) === 1 })),
});

/** A settlement as the API answers it, in centavos (its receipt, its PIX), and the list of them. */
export const {
  load: loadSettlement,
  loadInCentavos: loadSettlementInCentavos,
  list: listSettlements,
} = documentReads<Settlement>(SETTLEMENTS, withFlags);
