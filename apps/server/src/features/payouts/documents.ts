import { centavosToReais, type Pagination } from '@livro-caixa/domain';
import { sql } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { PayoutItemsTable, PayoutsTable } from '../../db/schema.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageInfo } from '../../lib/pagination.js';

/**
 * What payouts and settlements share (ADR 019, ADR 022): each is a numbered document of one
 * company, for one person, dated, standing or reversed, with items copied from the payments it
 * covered. Their list and detail are one query shape over two pairs of tables, described here;
 * amounts are stored in centavos and answered in reais.
 */
export interface DocumentKind {
  table: 'payouts' | 'settlements';
  items: 'payout_items' | 'settlement_items';
  itemKey: 'payout_id' | 'settlement_id';
  person: 'atendente_id' | 'tripeiro_id';
  /** The person's own table, whose row a new document or a reversal of the person locks. */
  personTable: 'attendants' | 'tripeiros';
  date: 'data_pagamento' | 'data_acerto';
  columns: readonly string[];
  money: readonly string[];
  itemColumns: readonly string[];
  itemMoney: readonly string[];
  itemOrder: readonly string[];
  missing: string;
}

/** A payout's or settlement's kind: its tables, keys and answer from its name and its own columns. */
export function documentKind(
  name: 'payout' | 'settlement',
  stored: { columns: readonly string[] },
  kind: Omit<DocumentKind, 'table' | 'items' | 'itemKey' | 'columns'>,
): DocumentKind {
  return {
    table: `${name}s`,
    items: `${name}_items`,
    itemKey: `${name}_id`,
    // The document's columns but who wrote and who reversed it (payouts.table.ts).
    columns: stored.columns.filter((c) => c !== 'estornado_por' && c !== 'created_by'),
    ...kind,
  };
}

/** The period a person's open commissions or pending entradas are read in (either end optional). */
export type Range = { startDate?: string | undefined; endDate?: string | undefined };

export interface DocumentFilter {
  page: number;
  limit: number;
  personId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  status?: string | undefined;
}

type Row = Record<string, unknown>;

/**
 * The row with its money fields as numbers of centavos (PostgreSQL answers a bigint as text); a
 * value that is not a whole number is an error, never 0.
 */
export function inCentavos<T extends Row>(row: T, fields: readonly string[]): T {
  const out: Row = { ...row };
  for (const f of fields) {
    const value = Number(row[f]);
    if (!Number.isSafeInteger(value)) throw new Error(`${f}: not a whole number of centavos (${String(row[f])})`);
    out[f] = value;
  }
  return out as T;
}

/** The row with its money fields in reais. */
export function inReais<T extends Row>(row: T, fields: readonly string[]): T {
  const out: Row = { ...inCentavos(row, fields) };
  for (const f of fields) out[f] = centavosToReais(out[f] as number);
  return out as T;
}

// Kysely types one table at a time: the queries below are written against `payouts` and its
// items, whose key columns the settlements' share under the names a kind gives (as ledger/rows.ts
// does for payments and expenses).
type Col = keyof PayoutsTable;
type ItemCol = keyof PayoutItemsTable;

/** A payout or settlement with its items, money in centavos (for its receipt and its PIX). */
async function loadDocumentInCentavos<T>(db: Executor, kind: DocumentKind, tenantId: number, id: number): Promise<T> {
  const { items, ...row } = await loadRows(db, kind, tenantId, id);
  return { ...inCentavos(row, kind.money), items: items.map((i) => inCentavos(i, kind.itemMoney)) } as T;
}

/** A payout or settlement with its items, money in reais (the API's answer). */
async function loadDocument<T>(db: Executor, kind: DocumentKind, tenantId: number, id: number): Promise<T> {
  const { items, ...row } = await loadRows(db, kind, tenantId, id);
  return { ...inReais(row, kind.money), items: items.map((i) => inReais(i, kind.itemMoney)) } as T;
}

/**
 * A kind's reads as the API and the documents use them: `load`, one with its items in reais (the
 * API's answer); `loadInCentavos`, the same in centavos (its receipt, its PIX); `list`, a page
 * filtered by the kind's person column. `answer`: what the kind adds to a loaded one.
 */
export function documentReads<T>(kind: DocumentKind, answer: (document: T) => T = (document) => document) {
  return {
    load: async (db: Executor, tenantId: number, id: number): Promise<T> =>
      answer(await loadDocument<T>(db, kind, tenantId, id)),
    loadInCentavos: async (db: Executor, tenantId: number, id: number): Promise<T> =>
      answer(await loadDocumentInCentavos<T>(db, kind, tenantId, id)),
    list: (
      db: Executor,
      tenantId: number,
      q: Omit<DocumentFilter, 'personId'> & Partial<Record<DocumentKind['person'], number | undefined>>,
    ): Promise<{ data: Omit<T, 'items'>[]; pagination: Pagination }> =>
      listDocuments(db, kind, tenantId, { ...q, personId: q[kind.person] }),
  };
}

async function loadRows(db: Executor, kind: DocumentKind, tenantId: number, id: number) {
  const row = await db
    .selectFrom(kind.table as 'payouts')
    .select(kind.columns as Col[])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(kind.missing);
  let items = db
    .selectFrom(kind.items as 'payout_items')
    .select(kind.itemColumns as ItemCol[])
    .where('tenant_id', '=', tenantId)
    .where(kind.itemKey as 'payout_id', '=', id);
  for (const column of kind.itemOrder) items = items.orderBy(column as ItemCol);
  return { ...(row as Row), items: (await items.execute()) as Row[] };
}

async function listDocuments<T>(
  db: Executor,
  kind: DocumentKind,
  tenantId: number,
  f: DocumentFilter,
): Promise<{ data: T[]; pagination: Pagination }> {
  const date = kind.date as 'data_pagamento';
  const base = db
    .selectFrom(kind.table as 'payouts')
    .where('tenant_id', '=', tenantId)
    .$if(f.personId !== undefined, (b) => b.where(kind.person as 'atendente_id', '=', f.personId as number))
    .$if(f.startDate !== undefined, (b) => b.where(date, '>=', f.startDate as string))
    .$if(f.endDate !== undefined, (b) => b.where(date, '<=', f.endDate as string))
    .$if(f.status !== undefined, (b) => b.where('status', '=', f.status as PayoutsTable['status']));
  const [rows, count] = await Promise.all([
    base
      .select(kind.columns as Col[])
      .orderBy('numero', 'desc')
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit))
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => inReais(r, kind.money)) as T[],
    pagination: pageInfo(Number(count.n), f.page, f.limit),
  };
}

/**
 * The document `id` about to be reversed (404 if the company has none), locked until the
 * transaction ends on PostgreSQL: its person's row first, as a new document of the person takes it
 * (one document or reversal of a person at a time, so a concurrent second reversal waits and then
 * finds this one done), then its own row. The person may have been deleted since: then nothing
 * else can pay it anyway.
 */
export async function lockForReversal<T>(trx: Executor, kind: DocumentKind, actor: Actor, id: number): Promise<T> {
  const first = await trx
    .selectFrom(kind.table as 'payouts')
    .select(kind.person as 'atendente_id')
    .where('tenant_id', '=', actor.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!first) throw notFound(kind.missing);
  if (isPostgres(trx)) {
    const personId = (first as Row)[kind.person] as number;
    await sql`select id from ${sql.table(kind.personTable)} where tenant_id = ${actor.tenantId} and id = ${personId} for update`.execute(
      trx,
    );
  }
  let q = trx
    .selectFrom(kind.table as 'payouts')
    .selectAll()
    .where('tenant_id', '=', actor.tenantId)
    .where('id', '=', id);
  if (isPostgres(trx)) q = q.forUpdate();
  return (await q.executeTakeFirstOrThrow()) as T;
}

/**
 * Marks a standing payout or settlement reversed, with the reason, who and when, and logs the
 * reversal (docs/product-rules.md "Settling up"). What the reversal reopens is the caller's.
 */
export async function markReversed(
  trx: Executor,
  kind: DocumentKind,
  actor: Actor,
  id: number,
  motivo: string,
): Promise<void> {
  await trx
    .updateTable(kind.table as 'payouts')
    .set({
      status: 'estornado',
      estorno_motivo: motivo,
      estornado_em: actor.now.toISOString(),
      estornado_por: actor.userId,
    })
    .where('tenant_id', '=', actor.tenantId)
    .where('id', '=', id)
    .execute();
  await logByActor(trx, actor, 'CREATE', kind.table === 'payouts' ? 'payout_reversal' : 'settlement_reversal', id);
}
