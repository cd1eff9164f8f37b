import {
  ADMIN_MSG,
  attendantSalesInReais,
  CLOSING_MSG,
  type Closing,
  type ClosingEntry,
  centavosToReais,
  hundredthsToPercent,
  monthHasEnded,
  monthRange,
  reaisToCentavos,
} from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import { lockMonth } from '../../ledger/month-lock.js';
import { attendantsRanking, figuresOf, periodSums } from '../../ledger/period.js';
import { hasEntries, inSpans, spansOf } from '../../ledger/rollups.js';
import { logActivity, logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { monthSettling } from '../payouts/index.js';
import { reconciliationOfMonth } from '../reconciliation/index.js';

const reais = centavosToReais;

const collator = new Intl.Collator('pt-BR');

/**
 * The month's tripeiros: pending entradas dated in it, the commission on them (Σ their
 * `comissao_tripeiro`, rounded per entry, as a settlement of them sums it) and what settling them
 * collects (docs/product-rules.md "Closing"). Read from the rollups, which sum the stored
 * per-entry commissions exactly, in centavos.
 */
async function tripeirosOfMonth(db: Executor, tenantId: number, start: string, end: string) {
  const rows = await db
    .selectFrom('tripeiros as t')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('tripeiro_rollups as r')
          .where('r.tenant_id', '=', tenantId)
          .where('r.status', '=', 'pendente')
          .where('r.tipo_pagamento', '=', 'entrada')
          .where(inSpans(spansOf(start, end), 'r'))
          .groupBy('r.tripeiro_id')
          .having(hasEntries('r'))
          .select(['r.tripeiro_id', sql<number>`sum(r.valor)`.as('saldo')])
          .select(sql<number>`sum(r.comissao_tripeiro)`.as('comissao'))
          .as('pend'),
      (join) => join.onRef('pend.tripeiro_id', '=', 't.id'),
    )
    .where('t.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('t.ativo', '=', 1), eb('pend.saldo', '>', 0)]))
    .select(['t.id', 't.nome', 't.comissao_percentual', 'pend.saldo', 'pend.comissao'])
    .execute();
  // By name as a reader of Portuguese expects ('Márcia' before 'Maria'), not by bytes.
  rows.sort((a, b) => collator.compare(a.nome, b.nome));
  return rows.map((r) => {
    const saldo = Number(r.saldo ?? 0);
    const comissao = Number(r.comissao ?? 0);
    return { id: r.id, nome: r.nome, saldo, percent: r.comissao_percentual, comissao, aReceber: saldo - comissao };
  });
}

type Frozen = Omit<Closing, 'settling'>;

/** The closing as computed now from the month's entries (what closing the month freezes). */
async function computeClosing(db: Executor, tenantId: number, month: string, now: Date): Promise<Frozen> {
  const { start, end } = monthRange(month);
  const period = { tenantId, start, end };
  const [sums, attendants, tripeiros, company, conciliacao] = await Promise.all([
    periodSums(db, period),
    attendantsRanking(db, period),
    tripeirosOfMonth(db, tenantId, start, end),
    db.selectFrom('tenants').select(['name', 'cnpj']).where('id', '=', tenantId).executeTakeFirstOrThrow(),
    reconciliationOfMonth(db, tenantId, month),
  ]);
  const figures = figuresOf(sums, null);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    month,
    period: { startDate: start, endDate: end },
    status: 'aberto',
    closedAt: null,
    closedBy: null,
    reopenedAt: null,
    reopenedBy: null,
    generatedAt: now.toISOString(),
    company: { name: company.name, cnpj: company.cnpj },
    cards: {
      totalRevenue: reais(figures.revenue),
      attendantCommissions: reais(figures.attendantCommissions),
      tripeiroCommissions: reais(figures.tripeiroCommissions),
      totalExpenses: reais(figures.expenses),
      netProfit: reais(figures.netProfit),
      // 'Despesas + saídas' shows its parts (docs/product-rules.md "Figures on screen and in files").
      recordedExpenses: reais(figures.recordedExpenses),
      confirmedSaidas: reais(figures.confirmedSaidas),
      expenseCount: figures.expenseCount,
      confirmedSaidaCount: figures.confirmedSaidaCount,
    },
    tripeiros: tripeiros.map((t) => ({
      id: t.id,
      nome: t.nome,
      saldo: reais(t.saldo),
      comissao_percentual: hundredthsToPercent(t.percent),
      comissao: reais(t.comissao),
      a_receber: reais(t.aReceber),
    })),
    tripeirosTotals: {
      saldo: reais(sum(tripeiros.map((t) => t.saldo))),
      comissao: reais(sum(tripeiros.map((t) => t.comissao))),
      a_receber: reais(sum(tripeiros.map((t) => t.aReceber))),
    },
    attendants: attendants.map(attendantSalesInReais),
    attendantsTotals: {
      total_sales: sum(attendants.map((a) => a.sales)),
      total_value: reais(sum(attendants.map((a) => a.value))),
      total_commission: reais(sum(attendants.map((a) => a.commission))),
    },
    conciliacao,
  };
}

function closingRow(db: Executor, tenantId: number, month: string) {
  return db
    .selectFrom('closings as c')
    .leftJoin('users as u', 'u.id', 'c.closed_by')
    .leftJoin('users as r', 'r.id', 'c.reopened_by')
    .select(['c.id', 'c.status', 'c.snapshot', 'c.closed_at', 'u.name as closed_by_name'])
    .select(['c.reopened_at', 'r.name as reopened_by_name'])
    .where('c.tenant_id', '=', tenantId)
    .where('c.month', '=', month)
    .executeTakeFirst();
}

/**
 * A closed month answers its frozen snapshot; an open one is computed now (with its last
 * reopening). Either way the month's earned / paid / open commissions are read now: payouts and
 * settlements of a month's commissions are made after it closes (ADR 022).
 */
export async function getClosing(db: Executor, tenantId: number, month: string, now: Date): Promise<Closing> {
  const { start, end } = monthRange(month);
  const [frozen, settling] = await Promise.all([
    frozenClosing(db, tenantId, month, now),
    monthSettling(db, tenantId, start, end),
  ]);
  return { ...frozen, settling };
}

/** `getClosing` with its money in centavos, for the PDF (see `closingInCentavos`). */
export async function getClosingInCentavos(db: Executor, tenantId: number, month: string, now: Date): Promise<Closing> {
  return closingInCentavos(await getClosing(db, tenantId, month, now));
}

/**
 * The closing with every amount in centavos. A closed month's figures are kept in its snapshot as
 * the API answers them, in reais: each is read back exactly, and one that is not a whole number of
 * centavos is an error, never 0. Counts and percentages stay as they are.
 */
export function closingInCentavos(c: Closing): Closing {
  const m = (reais: number) => {
    const centavos = reaisToCentavos(reais);
    if (centavos === null) throw new Error(`closing ${c.month}: ${reais} is not an amount in reais`);
    return centavos;
  };
  const settled = (f: { earned: number; paid: number; open: number }) => ({
    earned: m(f.earned),
    paid: m(f.paid),
    open: m(f.open),
  });
  return {
    ...c,
    cards: {
      ...c.cards,
      totalRevenue: m(c.cards.totalRevenue),
      attendantCommissions: m(c.cards.attendantCommissions),
      tripeiroCommissions: m(c.cards.tripeiroCommissions),
      totalExpenses: m(c.cards.totalExpenses),
      netProfit: m(c.cards.netProfit),
      ...(c.cards.recordedExpenses === undefined || c.cards.confirmedSaidas === undefined
        ? {}
        : { recordedExpenses: m(c.cards.recordedExpenses), confirmedSaidas: m(c.cards.confirmedSaidas) }),
    },
    tripeiros: c.tripeiros.map((t) => ({
      ...t,
      saldo: m(t.saldo),
      comissao: m(t.comissao),
      a_receber: m(t.a_receber),
    })),
    tripeirosTotals: {
      saldo: m(c.tripeirosTotals.saldo),
      comissao: m(c.tripeirosTotals.comissao),
      a_receber: m(c.tripeirosTotals.a_receber),
    },
    attendants: c.attendants.map((a) => ({
      ...a,
      total_value: m(a.total_value),
      total_commission: m(a.total_commission),
    })),
    attendantsTotals: {
      ...c.attendantsTotals,
      total_value: m(c.attendantsTotals.total_value),
      total_commission: m(c.attendantsTotals.total_commission),
    },
    ...(c.conciliacao && {
      conciliacao: {
        ...c.conciliacao,
        contas: c.conciliacao.contas.map((a) => ({
          ...a,
          extrato: {
            ...a.extrato,
            creditos: m(a.extrato.creditos),
            debitos: m(a.extrato.debitos),
            saldo_final: a.extrato.saldo_final === null ? null : m(a.extrato.saldo_final),
          },
          livro: { entradas: m(a.livro.entradas), saidas: m(a.livro.saidas), saldo: m(a.livro.saldo) },
          diferenca: m(a.diferenca),
        })),
      },
    }),
    settling: {
      attendants: c.settling.attendants.map((r) => ({ ...r, ...settled(r) })),
      attendantsTotals: settled(c.settling.attendantsTotals),
      tripeiros: c.settling.tripeiros.map((r) => ({ ...r, ...settled(r) })),
      tripeirosTotals: settled(c.settling.tripeirosTotals),
    },
  };
}

async function frozenClosing(db: Executor, tenantId: number, month: string, now: Date): Promise<Frozen> {
  const row = await closingRow(db, tenantId, month);
  if (row?.status === 'fechado' && row.snapshot) {
    const { settling: _stored, ...snapshot } = JSON.parse(row.snapshot) as Closing;
    return {
      ...snapshot,
      status: 'fechado',
      closedAt: row.closed_at,
      closedBy: row.closed_by_name,
      reopenedAt: null,
      reopenedBy: null,
    };
  }
  const live = await computeClosing(db, tenantId, month, now);
  return row?.reopened_at ? { ...live, reopenedAt: row.reopened_at, reopenedBy: row.reopened_by_name } : live;
}

/** Every month of the company that was ever closed (closed now or reopened), newest first. */
export async function listClosings(db: Executor, tenantId: number): Promise<ClosingEntry[]> {
  const rows = await db
    .selectFrom('closings as c')
    .leftJoin('users as u', 'u.id', 'c.closed_by')
    .leftJoin('users as r', 'r.id', 'c.reopened_by')
    .select(['c.month', 'c.status', 'c.closed_at', 'u.name as closed_by_name'])
    .select(['c.reopened_at', 'r.name as reopened_by_name'])
    .where('c.tenant_id', '=', tenantId)
    .orderBy('c.month', 'desc')
    .execute();
  return rows.map((r) => {
    const reopened = r.status === 'aberto';
    return {
      month: r.month,
      status: r.status,
      closedAt: r.closed_at,
      closedBy: r.closed_by_name,
      reopenedAt: reopened ? r.reopened_at : null,
      reopenedBy: reopened ? r.reopened_by_name : null,
    };
  });
}

/**
 * Closes `month` of the actor's company: only a month that has ended on `today`, the user's date
 * (docs/product-rules.md "Closing"); the current and future months are a 400.
 */
export async function closeMonth(db: Db, actor: Actor, month: string, today: string): Promise<Closing> {
  if (!monthHasEnded(month, today)) throw validationError(CLOSING_MSG.notEnded, { month: CLOSING_MSG.notEnded });
  return db.transaction().execute(async (trx) => {
    await lockMonth(trx, actor.tenantId, month);
    const row = await closingRow(trx, actor.tenantId, month);
    if (row?.status === 'fechado') throw conflict(CLOSING_MSG.alreadyClosed);
    const snapshot = await computeClosing(trx, actor.tenantId, month, actor.now);
    const at = actor.now.toISOString();
    const values = {
      status: 'fechado' as const,
      snapshot: JSON.stringify(snapshot),
      closed_at: at,
      closed_by: actor.userId,
      updated_at: at,
    };
    let id = row?.id;
    if (id) await trx.updateTable('closings').set(values).where('id', '=', id).execute();
    else
      id = (
        await trx
          .insertInto('closings')
          .values({ tenant_id: actor.tenantId, month, created_at: at, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    await logByActor(trx, actor, 'CLOSE', 'closing', id);
    return getClosing(trx, actor.tenantId, month, actor.now);
  });
}

/**
 * Reopens `month` of company `tenantId`: a user of that company (the Fechamento screen), or a
 * platform admin for any company (the admin area). Logged under that company, with who and when.
 */
export async function reopenMonth(db: Db, actor: Actor, month: string, tenantId = actor.tenantId): Promise<Closing> {
  return db.transaction().execute(async (trx) => {
    if (tenantId !== actor.tenantId) {
      const tenant = await trx.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
      if (!tenant) throw notFound(ADMIN_MSG.tenantNotFound);
    }
    await lockMonth(trx, tenantId, month);
    const row = await closingRow(trx, tenantId, month);
    if (row?.status !== 'fechado') throw conflict(CLOSING_MSG.notClosed);
    const at = actor.now.toISOString();
    await trx
      .updateTable('closings')
      .set({ status: 'aberto', snapshot: null, reopened_at: at, reopened_by: actor.userId, updated_at: at })
      .where('id', '=', row.id)
      .execute();
    await logActivity(trx, {
      tenantId,
      userId: actor.userId,
      action: 'REOPEN',
      entityType: 'closing',
      entityId: row.id,
      at: actor.now,
    });
    return getClosing(trx, tenantId, month, actor.now);
  });
}

/** The months a company ever closed, for the admin area (404 for a company that does not exist). */
export async function listTenantClosings(db: Executor, tenantId: number): Promise<ClosingEntry[]> {
  const tenant = await db.selectFrom('tenants').select('id').where('id', '=', tenantId).executeTakeFirst();
  if (!tenant) throw notFound(ADMIN_MSG.tenantNotFound);
  return listClosings(db, tenantId);
}
