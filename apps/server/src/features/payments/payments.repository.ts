import {
  centavosToReais,
  DEFAULT_PAYMENT_SORT,
  hundredthsToPercent,
  PAYMENT_SORTS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type Payment,
  type PaymentSort,
  type PaymentStatus,
  type PaymentSummary,
  type PaymentType,
  SORT_ORDERS,
  type SortOrder,
} from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { PAYMENT_COLUMNS } from '../../ledger/columns.js';
import { inSpans, type SpanValues, spansIn, spanValues } from '../../ledger/rollups.js';
import { newestInPeriod, offsetOf } from '../../lib/pagination.js';
import { prepared } from '../../lib/prepared.js';
import { likePattern } from '../../lib/search.js';

export interface PaymentFilter {
  tenantId: number;
  status?: PaymentStatus | undefined;
  tipo?: PaymentType | undefined;
  atendenteId?: number | undefined;
  tripeiroId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  search?: string | undefined;
}

/** The filter of the list's (or the export's) query. */
export function paymentFilterOf(
  tenantId: number,
  q: Omit<PaymentFilter, 'tenantId' | 'tipo' | 'atendenteId' | 'tripeiroId'> & {
    tipo_pagamento?: PaymentType | undefined;
    atendente_id?: number | undefined;
    tripeiro_id?: number | undefined;
  },
): PaymentFilter {
  return {
    tenantId,
    status: q.status,
    tipo: q.tipo_pagamento,
    atendenteId: q.atendente_id,
    tripeiroId: q.tripeiro_id,
    startDate: q.startDate,
    endDate: q.endDate,
    search: q.search,
  };
}

/** A filter as bound to the queries: the search made a LIKE pattern. */
interface Bound extends Omit<PaymentFilter, 'search'> {
  pattern?: string | undefined;
}

function bind({ search, ...rest }: PaymentFilter): Bound {
  return { ...rest, pattern: search?.trim() ? likePattern(search) : undefined };
}

function filtered(db: Executor, f: Bound) {
  let q = db.selectFrom('payments as p').where('p.tenant_id', '=', f.tenantId);
  if (f.status) q = q.where('p.status', '=', f.status);
  if (f.tipo) q = q.where('p.tipo_pagamento', '=', f.tipo);
  if (f.atendenteId) q = q.where('p.atendente_id', '=', f.atendenteId);
  if (f.tripeiroId) q = q.where('p.tripeiro_id', '=', f.tripeiroId);
  if (f.startDate) q = q.where('p.data_pagamento', '>=', f.startDate);
  if (f.endDate) q = q.where('p.data_pagamento', '<=', f.endDate);
  if (f.pattern) {
    // Over the description and the names of the attendant and the tripeiro.
    const pattern = f.pattern;
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`p.search_key like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('attendants as sa')
            .select('sa.id')
            .whereRef('sa.id', '=', 'p.atendente_id')
            .where(sql<boolean>`sa.search_key like ${pattern} escape '\\'`),
        ),
        eb.exists(
          eb
            .selectFrom('tripeiros as st')
            .select('st.id')
            .whereRef('st.id', '=', 'p.tripeiro_id')
            .where(sql<boolean>`st.search_key like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return q;
}

function withNames(db: Executor, f: Bound) {
  return withNamesFrom(filtered(db, f));
}

/** A payment's columns as the API shows them: every one the ledger keeps but who wrote it. */
const SHOWN = PAYMENT_COLUMNS.filter((c) => c !== 'created_by').map((c) => `p.${c}` as const);

/** The payments of `q` (`p`) with their attendant's and tripeiro's names. */
function withPeopleNames(q: ReturnType<typeof filtered>) {
  return q
    .leftJoin('attendants as a', 'a.id', 'p.atendente_id')
    .leftJoin('tripeiros as t', 't.id', 'p.tripeiro_id')
    .select(['a.nome as attendant_name', 't.nome as tripeiro_name']);
}

function withNamesFrom(q: ReturnType<typeof filtered>) {
  return withPeopleNames(q)
    .leftJoin('financial_accounts as fa', 'fa.id', 'p.conta_id')
    .select(['p.id', ...SHOWN, 'fa.nome as conta_nome']);
}

type Row = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

export function toApiPayment(row: Row): Payment {
  return {
    ...row,
    valor: centavosToReais(Number(row.valor)),
    valor_comissao: centavosToReais(Number(row.valor_comissao)),
    comissao_tripeiro: centavosToReais(Number(row.comissao_tripeiro)),
    comissao_percentual: hundredthsToPercent(row.comissao_percentual),
    tripeiro_percentual: hundredthsToPercent(row.tripeiro_percentual),
  };
}

/**
 * The rollup read behind a count and the summary: the attendant's or tripeiro's rollup when the
 * filter names one; count and Σ valor per status and tipo.
 */
const rollupSums = prepared(
  (
    db,
    v: SpanValues & {
      tenantId: number;
      status?: PaymentStatus | undefined;
      tipo?: PaymentType | undefined;
      atendenteId?: number | undefined;
      tripeiroId?: number | undefined;
    },
  ) => {
    // The three payment rollups share their columns; the attendant's or tripeiro's adds its id.
    const table = v.atendenteId ? 'attendant_rollups' : v.tripeiroId ? 'tripeiro_rollups' : 'payment_rollups';
    let q = db
      .selectFrom(table as 'payment_rollups')
      .where('tenant_id', '=', v.tenantId)
      .where(inSpans(spansIn(v)));
    if (v.atendenteId) q = q.where(sql.ref('atendente_id'), '=', v.atendenteId);
    if (v.tripeiroId) q = q.where(sql.ref('tripeiro_id'), '=', v.tripeiroId);
    q = q.where('status', 'in', v.status ? [v.status] : PAYMENT_STATUSES);
    q = q.where('tipo_pagamento', 'in', v.tipo ? [v.tipo] : PAYMENT_TYPES);
    return q
      .groupBy(['status', 'tipo_pagamento'])
      .select([
        'status',
        'tipo_pagamento',
        sql<number>`coalesce(sum(n), 0)`.as('n'),
        sql<number>`coalesce(sum(valor), 0)`.as('valor'),
      ]);
  },
);

/** Count and Σ valor of the matching payments, per status and tipo. */
interface Sums {
  status: string;
  tipo_pagamento: string;
  n: number | string;
  valor: number | string;
}

/**
 * How many payments match and their sums: from the rollups when the filter is one they keep
 * (status, tipo, dates, and an attendant or a tripeiro), over the rows otherwise (text search, or
 * both an attendant and a tripeiro; ADR 008).
 */
async function sumPayments(db: Executor, f: Bound): Promise<Sums[]> {
  if (f.pattern || (f.atendenteId && f.tripeiroId)) {
    return filtered(db, f)
      .groupBy(['p.status', 'p.tipo_pagamento'])
      .select([
        'p.status',
        'p.tipo_pagamento',
        (eb) => eb.fn.countAll<number>().as('n'),
        sql<number>`coalesce(sum(p.valor), 0)`.as('valor'),
      ])
      .execute();
  }
  return rollupSums(db, {
    tenantId: f.tenantId,
    status: f.status,
    tipo: f.tipo,
    atendenteId: f.atendenteId,
    tripeiroId: f.tripeiroId,
    ...spanValues(f.startDate, f.endDate),
  });
}

/**
 * The list's summary in reais (docs/product-rules.md "Money"): confirmed entradas and saídas,
 * pending entradas and saídas, each apart; cancelled payments are in the count only.
 */
export function summaryOf(sums: Sums[]): PaymentSummary {
  const total = (status: PaymentStatus, tipo: PaymentType) =>
    centavosToReais(
      sums.filter((s) => s.status === status && s.tipo_pagamento === tipo).reduce((acc, s) => acc + Number(s.valor), 0),
    );
  return {
    entradasConfirmadas: total('confirmado', 'entrada'),
    saidasConfirmadas: total('confirmado', 'saida'),
    entradasPendentes: total('pendente', 'entrada'),
    saidasPendentes: total('pendente', 'saida'),
  };
}

/** The list's order (`?sort=`, `?order=`); ties go by id the same way, so a page never repeats a row. */
export interface PaymentOrder {
  sort: PaymentSort;
  order: SortOrder;
}

/**
 * One page: the page's ids and sort key first, read in order (by date from the index alone: a deep
 * page skips index entries, not rows and joins); then those rows with their names, in the same
 * order (SQLite reads the id page as an ordered co-routine: no sort; PostgreSQL sorts the page's
 * rows). One prepared query per order and page size: the order is the query's shape, not a value;
 * PostgreSQL gets the page size in the statement's text (db/literal-limits.ts).
 */
function pageQueryOf({ sort, order }: PaymentOrder) {
  return prepared(
    (db, f: Bound & { limit: number; offset: number }) => {
      const ids = filtered(db, f)
        .select(['p.id', `p.${sort}`])
        .orderBy(`p.${sort}`, order)
        .orderBy('p.id', order)
        .limit(f.limit)
        .offset(f.offset);
      // Ordered by the page's own columns (the same values as p's), which SQLite knows are in order.
      return withNamesFrom(db.selectFrom(ids.as('page')).innerJoin('payments as p', 'p.id', 'page.id'))
        .orderBy(sql.ref(`page.${sort}`), order)
        .orderBy(sql.ref('page.id'), order);
    },
    { inText: ['limit'] },
  );
}

const pageQueries = new Map(
  PAYMENT_SORTS.flatMap((sort) =>
    SORT_ORDERS.map((order) => [`${sort} ${order}`, pageQueryOf({ sort, order })] as const),
  ),
);

/** One page of payments, without the count. */
async function paymentsPage(
  db: Executor,
  f: PaymentFilter,
  page: number,
  limit: number,
  by: PaymentOrder = DEFAULT_PAYMENT_SORT,
) {
  const pageOf = pageQueries.get(`${by.sort} ${by.order}`);
  if (!pageOf) throw new Error(`no page query for ${by.sort} ${by.order}`);
  const rows = await pageOf(db, { ...bind(f), limit, offset: offsetOf(page, limit) });
  return rows.map(toApiPayment);
}

/**
 * The dashboard's latest payments of a period, newest first (the list's default order), with the
 * columns it shows: by the (tenant, date, id) index whatever the company, so the values are
 * `opaque` (ADR 058); compiled once per page size.
 */
const latestQuery = prepared(
  (db, v: { tenantId: number; start: string; end: string; limit: number }) =>
    withPeopleNames(db.selectFrom('payments as p'))
      .select(['p.id', 'p.data_pagamento', 'p.descricao', 'p.valor', 'p.status', 'p.tipo_pagamento'])
      .$call((q) => newestInPeriod(q, db, { tenant: 'p.tenant_id', date: 'p.data_pagamento', id: 'p.id' }, v)),
  { inText: ['limit'] },
);

export async function latestPayments(db: Executor, p: { tenantId: number; start: string; end: string }, limit: number) {
  const rows = await latestQuery(db, { ...p, limit });
  return rows.map((r) => ({
    id: r.id,
    payment_date: r.data_pagamento,
    description: r.descricao,
    attendant_name: r.attendant_name,
    tripeiro_name: r.tripeiro_name,
    amount: centavosToReais(Number(r.valor)),
    status: r.status,
    tipo_pagamento: r.tipo_pagamento,
  }));
}

/** One page of payments, how many match and the summary of them all. */
export async function listPayments(
  db: Executor,
  f: PaymentFilter,
  page: number,
  limit: number,
  by: PaymentOrder = DEFAULT_PAYMENT_SORT,
) {
  const [rows, sums] = await Promise.all([paymentsPage(db, f, page, limit, by), sumPayments(db, bind(f))]);
  return { rows, total: sums.reduce((acc, s) => acc + Number(s.n), 0), summary: summaryOf(sums) };
}

/**
 * The next `limit` payments of a filter after (date, id), oldest first: one batch of the CSV
 * export (ADR 023), read by keyset so a big period is never held whole.
 */
export async function paymentsAfter(
  db: Executor,
  f: PaymentFilter,
  after: { date: string; id: number } | null,
  limit: number,
): Promise<Payment[]> {
  let q = withNames(db, bind(f));
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('p.data_pagamento', '>', after.date),
        eb.and([eb('p.data_pagamento', '=', after.date), eb('p.id', '>', after.id)]),
      ]),
    );
  }
  const rows = await q.orderBy('p.data_pagamento', 'asc').orderBy('p.id', 'asc').limit(limit).execute();
  return rows.map(toApiPayment);
}

export async function findPayment(db: Executor, tenantId: number, id: number): Promise<Payment | undefined> {
  const row = await withNames(db, { tenantId }).where('p.id', '=', id).executeTakeFirst();
  return row ? toApiPayment(row) : undefined;
}
